/// The starter seed `seedfill import` writes for a field whose form proposes an answer (its
/// `initialValue` or `defaultExpr`): left unmapped, so that fixtures hold the proposal a
/// respondent keeps, with a comment saying how to map it for edited answers instead.
///
/// Two proposals cannot stand alone. One that reads the seed's `context` (a host variable,
/// `null` until the user sets it, unless the import was given its value) is mapped to a drawn
/// answer, as the import did before it read defaults. One that reads other answers may give nothing, or an answer the field does not
/// take (out of its bounds or options): the entry is then a `when` that draws an answer in
/// just those records and, with no `else`, leaves the proposal in every other one.
extension SeedTemplate {
    /// The seed line(s) for `field` when it has a proposal; `nil` when it has none.
    func proposal(_ field: Field, pad: String, key: String, about: String) -> String? {
        guard field.compute == nil else { return nil }
        let proposed: String
        var reads: [String] = []
        if let expression = field.defaultExpr {
            proposed = "'\(expression.text)'"
            reads = Self.names(in: expression.text)
        } else if let initial = field.initialValue, let value = Value.fromJSON(initial) {
            proposed = value.jsonText
        } else {
            return nil
        }
        let drawn = DefaultGenerator.drawn(field)
        let entry = drawn.entry ?? Self.plainText(field)
        // Host values the import was given are known: a proposal reading them stands as one
        // reading other answers does.
        let hosts = reads.filter { context.contains($0) && contextValues[$0] == nil }
        if !hosts.isEmpty {
            let names = hosts.map { "'\($0)'" }.joined(separator: ", ")
            guard var entry else {
                return "\(pad)// \(key): proposed — \(Self.oneLine(about))the form proposes \(Self.oneLine(proposed)), which reads the "
                    + "context \(names): set it to have the proposal; until then the field is empty\n"
            }
            if let emptyOptional, field.optional, entry.hasSuffix("}") {
                entry = String(entry.dropLast()) + ", \"null\": \(emptyOptional)}"
            }
            let note =
                "the form proposes \(proposed), which reads the context \(names) (null until you set it), so this entry draws "
                + "an answer: \(drawn.entry == nil ? "letters" : drawn.note); set the context and delete the entry to keep the proposal"
            return "\(pad)\(key): \(entry),  // \(Self.oneLine(about + note))\n"
        }
        let others = reads.filter { $0 != "today" && $0 != "now" }
        if let expression = field.defaultExpr, !others.isEmpty, let entry, !entry.hasPrefix("{\"when\""),
            let condition = Self.unfit(expression.text, for: field)
        {
            let when = "{\"when\": [{\"if\": \(DefaultGenerator.quoted(condition)), " + String(entry.dropFirst()) + "]}"
            let note =
                "the form proposes \(proposed), which fixtures keep; where it gives no answer the field takes, one is drawn "
                + "(\(drawn.entry == nil ? "letters" : drawn.note)). Map the field to a generator to have edited answers instead"
            return "\(pad)\(key): \(when),  // \(Self.oneLine(about + note))\n"
        }
        let example = entry.map { ", e.g. \($0)" } ?? ""
        return "\(pad)// \(key): proposed — \(Self.oneLine(about))the form proposes \(Self.oneLine(proposed)), which fixtures keep "
            + "(a respondent who accepts it); map the field to have edited answers instead\(example)\n"
    }

    /// When the proposal `expression` is not an answer `field` takes: empty for a required
    /// field, out of its fixed bounds, lengths, pattern or options; `nil` when it always is one.
    static func unfit(_ expression: String, for field: Field) -> String? {
        let value = "(\(expression))"
        var broken: [String] = []
        if let low = field.constraints.min?.node.numberLiteral { broken.append("\(value) < \(low)") }
        if let high = field.constraints.max?.node.numberLiteral { broken.append("\(value) > \(high)") }
        if field.type == .text {
            if let most = field.constraints.maxLength { broken.append("len(\(value)) > \(most)") }
            if let least = field.constraints.minLength { broken.append("len(\(value)) < \(least)") }
            if let pattern = field.constraints.pattern { broken.append("not (\(value) matches \(pattern.text.expressionLiteral))") }
        }
        if field.type == .choice, !field.isOpen, case .list(let options)? = field.options, options.allSatisfy({ $0.visibleWhen == nil }) {
            let values = options.compactMap { Value.fromJSON($0.value) }.map { value -> String in
                if case .string(let text) = value { return text.expressionLiteral }
                return value.jsonText
            }
            broken.append("not (\(value) in [\(values.joined(separator: ", "))])")
        }
        var parts: [String] = []
        if !field.optional || field.requiredWhen != nil { parts.append("isEmpty\(value)") }
        if !broken.isEmpty { parts.append("(not isEmpty\(value) and (\(broken.joined(separator: " or "))))") }
        return parts.isEmpty ? nil : parts.joined(separator: " or ")
    }

    /// Letters within a plain text field's lengths (no mask, pattern nor rules), or an e-mail
    /// address or URL of that format, where the default's draw has no generator syntax.
    static func plainText(_ field: Field) -> String? {
        let c = field.constraints
        guard field.type == .text, c.mask == nil, c.pattern == nil, field.rules.isEmpty else { return nil }
        switch c.format {
        case .email?: return "{\"regex\": \"[a-z]{3,8}@example\\\\.com\"}"
        case .uri?: return "{\"regex\": \"https://example\\\\.com/[a-z]{1,8}\"}"
        case nil:
            let low = max(c.minLength ?? 1, 1)
            let high = max(low, min(c.maxLength ?? 40, 40))
            return "{\"regex\": \(DefaultGenerator.quoted("[a-z]{\(low),\(high)}"))}"
        default: return nil
        }
    }

    /// The names an expression reads (the first name of each `a.b` path), in order, once each.
    static func names(in text: String) -> [String] {
        guard case .success(let tree) = ExpressionParser.parse(text) else { return [] }
        var found: [String] = []
        func walk(_ node: Expr) {
            switch node {
            case .literal: return
            case .name(let name, _): if !found.contains(name) { found.append(name) }
            case .list(let elements, _): elements.forEach(walk)
            case .unary(_, let operand, _, _): walk(operand)
            case .binary(_, let left, let right, _, _):
                walk(left)
                walk(right)
            case .member(let base, _, _, _): walk(base)
            case .index(let base, let index, _):
                walk(base)
                walk(index)
            case .call(_, let arguments, _, _): arguments.forEach(walk)
            }
        }
        walk(tree)
        return found
    }
}
