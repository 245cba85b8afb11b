/// The three ways `seedfill graph` prints a dependency graph: an indented outline of the model
/// with each field's reads under it, Graphviz DOT and a Mermaid flowchart. Sections, groups and
/// lists become nested clusters (subgraphs) in the drawings.
extension DependencyGraph {
    /// How to print the graph.
    package enum Format: String, CaseIterable {
        case text, dot, mermaid
    }

    /// The graph in `format`, ending with a newline.
    package func rendered(_ format: Format) -> String {
        switch format {
        case .text: return text()
        case .dot: return dot()
        case .mermaid: return mermaid()
        }
    }

    /// Top-level items and seed helpers, in declaration order.
    private var roots: [FieldID] {
        plan.rootItems + plan.fields.indices.filter { plan.fields[$0].kind == .helper }
    }

    private func typeName(_ id: FieldID) -> String {
        plan.fields[id].kind == .helper ? "let" : plan.fields[id].field.type.rawValue
    }

    // MARK: - Text

    /// An outline: each field with its type, and under it `← FIELD (kinds)` for every field it reads.
    func text() -> String {
        var out = "\(plan.model.name): \(plan.fields.count) fields, \(edges.count) dependencies (← reads, and why)\n"
        func walk(_ id: FieldID, indent: Int) {
            let pad = String(repeating: "  ", count: indent)
            out += "\(pad)\(plan.fields[id].field.key) (\(typeName(id)))\n"
            for edge in parents(of: id) {
                out += "\(pad)    ← \(name(edge.from)) (\(edge.kinds.map(\.rawValue).joined(separator: ", ")))\n"
            }
            for child in plan.fields[id].children { walk(child, indent: indent + 1) }
        }
        for id in roots { walk(id, indent: 0) }
        return out
    }

    // MARK: - Graphviz

    /// A `digraph` with one cluster per section, group and list, and labelled edges.
    func dot() -> String {
        var out =
            "digraph \(dotQuoted(plan.model.name)) {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n  edge [fontname=\"Helvetica\", fontsize=10];\n"
        func walk(_ id: FieldID, indent: Int) {
            let pad = String(repeating: "  ", count: indent)
            let planned = plan.fields[id]
            let label = dotQuoted("\(planned.field.key)\n\(typeName(id))")
            if planned.field.type.isContainer && planned.kind == .field {
                out += "\(pad)subgraph \(dotQuoted("cluster_" + name(id))) {\n"
                out += "\(pad)  label=\(dotQuoted(name(id)));\n"
                out += "\(pad)  \(dotQuoted(name(id))) [label=\(label), shape=folder];\n"
                for child in planned.children { walk(child, indent: indent + 1) }
                out += "\(pad)}\n"
            } else {
                out += "\(pad)\(dotQuoted(name(id))) [label=\(label)\(planned.kind == .helper ? ", style=dashed" : "")];\n"
            }
        }
        for id in roots { walk(id, indent: 1) }
        for edge in edges {
            out +=
                "  \(dotQuoted(name(edge.from))) -> \(dotQuoted(name(edge.to))) [label=\(dotQuoted(edge.kinds.map(\.rawValue).joined(separator: ", ")))];\n"
        }
        return out + "}\n"
    }

    private func dotQuoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    // MARK: - Mermaid

    /// A `flowchart LR` with a subgraph per section, group and list (edges may end on one).
    func mermaid() -> String {
        var out = "flowchart LR\n"
        func node(_ id: FieldID) -> String { "f\(id)" }
        func label(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\"", with: "#quot;") + "\""
        }
        func walk(_ id: FieldID, indent: Int) {
            let pad = String(repeating: "  ", count: indent)
            let planned = plan.fields[id]
            if planned.field.type.isContainer && planned.kind == .field {
                out += "\(pad)subgraph \(node(id)) [\(label("\(planned.field.key) (\(typeName(id)))"))]\n"
                for child in planned.children { walk(child, indent: indent + 1) }
                out += "\(pad)end\n"
            } else {
                out += "\(pad)\(node(id))[\(label("\(planned.field.key) (\(typeName(id)))"))]\n"
            }
        }
        for id in roots { walk(id, indent: 1) }
        for edge in edges {
            out += "  \(node(edge.from)) -->|\(label(edge.kinds.map(\.rawValue).joined(separator: ", ")))| \(node(edge.to))\n"
        }
        return out
    }
}
