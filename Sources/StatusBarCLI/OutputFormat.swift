import ArgumentParser

/// `--format` for commands that print text or JSON.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
}

/// `--format` for `simulate`: `html` is reserved for the rendering of a later change.
enum SimulationFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
    case html
}
