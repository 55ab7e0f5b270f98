// Rendering
