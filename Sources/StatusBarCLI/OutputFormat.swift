import ArgumentParser

/// `--format` for commands that print text or JSON.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
}

/// `--format` for `simulate`: `html` is the filmstrip page of the Rendering target.
enum SimulationFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
    case html
}
