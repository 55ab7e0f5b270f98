import Yams

/// XcodeGen's target templates (`targetTemplates`, a target's `templates`), applied the way
/// XcodeGen applies them, on the spec's YAML nodes (each keeps the line and column it was written at):
///
/// - the templates a target names are gathered with the templates they name in turn, a template
///   after the ones it names, each once, in the order written;
/// - they are merged in that order, then the target's own fields onto them: a map merges key by
///   key, a list is appended to the one before it, anything else replaces it, and a key ending in
///   `:REPLACE` replaces whatever was there;
/// - then `${target_name}` (and the older `$target_name`) becomes the target's name in every string,
///   and `${NAME}` the value of `NAME` in the merged `templateAttributes`.
enum XcodeGenTemplates {
    /// The target `name`'s fields (`fields`, a mapping) with its templates applied from
    /// `templates` (the spec's `targetTemplates`, by name). `missing` is told each template named
    /// and not defined, with the node naming it (XcodeGen leaves it out too).
    static func applied(to fields: Node, name: String, templates: [String: Node],
                        missing: (String, Node) -> Void) -> Node {
        var order: [String] = []
        var index = 0
        gather(from: fields, into: &order, at: &index, templates: templates, missing: missing)
        guard !order.isEmpty else { return fields }
        var merged = Node.Mapping([])
        for template in order {
            guard case .mapping(let mapping)? = templates[template] else { continue }
            merged = Self.merged(mapping, onto: merged)
        }
        guard case .mapping(let own) = fields else { return fields }
        merged = Self.merged(own, onto: merged)
        merged.mark = own.mark
        var replacements = [("${target_name}", name), ("$target_name", name)]
        if case .mapping(let attributes)? = merged["templateAttributes"] {
            for (key, value) in attributes {
                if case .scalar(let k) = key, case .scalar(let v) = value { replacements.append(("${\(k.string)}", v.string)) }
            }
        }
        return replacing(replacements, in: .mapping(merged))
    }

    /// The template names of `node`'s `templates` (a list, or one name), each followed by none of
    /// its own: a template's own templates come before it (XcodeGen's order).
    private static func gather(from node: Node, into order: inout [String], at index: inout Int, templates: [String: Node],
                               missing: (String, Node) -> Void) {
        guard case .mapping(let mapping) = node, let list = mapping["templates"] else { return }
        let names: [Node] = switch list {
        case .sequence(let items): Array(items)
        case .scalar: [list]
        default: []
        }
        for nameNode in names {
            guard case .scalar(let scalar) = nameNode, !order.contains(scalar.string) else { continue }
            guard let template = templates[scalar.string] else {
                missing(scalar.string, nameNode)
                continue
            }
            order.insert(scalar.string, at: index)
            gather(from: template, into: &order, at: &index, templates: templates, missing: missing)
            index += 1
        }
    }

    /// `overlay` merged onto `base`: keys in `base`'s order, then the new ones in `overlay`'s.
    static func merged(_ overlay: Node.Mapping, onto base: Node.Mapping) -> Node.Mapping {
        var pairs = Array(base)
        func position(_ key: String) -> Int? {
            pairs.firstIndex { if case .scalar(let s) = $0.key { s.string == key } else { false } }
        }
        for (keyNode, value) in overlay {
            guard case .scalar(var key) = keyNode else { continue }
            if key.string.hasSuffix(":REPLACE") {
                key.string = String(key.string.dropLast(":REPLACE".count))
                if let i = position(key.string) { pairs[i].value = value } else { pairs.append((.scalar(key), value)) }
                continue
            }
            guard let i = position(key.string) else {
                pairs.append((keyNode, value))
                continue
            }
            switch (pairs[i].value, value) {
            case (.mapping(let old), .mapping(let new)):
                var mapping = merged(new, onto: old)
                mapping.mark = new.mark
                pairs[i].value = .mapping(mapping)
            case (.sequence(let old), .sequence(let new)):
                pairs[i].value = .sequence(Node.Sequence(Array(old) + Array(new), new.tag, new.style, new.mark))
            default:
                pairs[i].value = value
            }
        }
        return Node.Mapping(pairs.map { ($0.key, $0.value) }, base.tag, base.style, base.mark)
    }

    /// `node` with every occurrence of each placeholder in its string values replaced.
    private static func replacing(_ replacements: [(String, String)], in node: Node) -> Node {
        switch node {
        case .scalar(var scalar):
            guard scalar.string.contains("$") else { return node }
            for (placeholder, value) in replacements {
                scalar.string = scalar.string.replacing(placeholder, with: value)
            }
            return .scalar(scalar)
        case .mapping(let mapping):
            return .mapping(Node.Mapping(mapping.map { ($0.key, replacing(replacements, in: $0.value)) },
                                         mapping.tag, mapping.style, mapping.mark))
        case .sequence(let sequence):
            return .sequence(Node.Sequence(sequence.map { replacing(replacements, in: $0) }, sequence.tag, sequence.style,
                                           sequence.mark))
        case .alias:
            return node
        }
    }
}
