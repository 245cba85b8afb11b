extension ModelReader {
    /// Reads one constraint key (the caller has checked it applies) into `constraints`.
    mutating func readConstraint(_ member: JSONMember, path: JSONPath, into constraints: inout Constraints) {
        let value = member.value
        let what = "\(Quoted.single(member.key))"
        switch member.key {
        case "minLength": constraints.minLength = value.expectCount(what, path: path, into: &bag)
        case "maxLength": constraints.maxLength = value.expectCount(what, path: path, into: &bag)
        case "scale": constraints.scale = value.expectCount(what, path: path, limit: 18, into: &bag)  // Number keeps 18 decimal places
        case "multipleOf":
            guard let literal = value.numberLiteral, let step = Number(literal: literal), Number(0) < step else {
                bag.error(
                    "'multipleOf' must be a number greater than 0, found \(value.numberLiteral ?? value.typeDescription)",
                    at: value.location,
                    path: path.description, hint: "give the number every value is a multiple of, such as 5 or 0.25")
                break
            }
            constraints.multipleOf = step
        case "minItems": constraints.minItems = value.expectCount(what, path: path, into: &bag)
        case "maxItems": constraints.maxItems = value.expectCount(what, path: path, into: &bag)
        case "maxSize": constraints.maxSize = value.expectCount(what, path: path, into: &bag)
        case "pattern": constraints.pattern = value.expectSourceText(what, path: path, into: &bag)
        case "mask": constraints.mask = value.expectSourceText(what, path: path, into: &bag)
        case "maskLetters": constraints.maskLetters = value.expectSourceText(what, path: path, into: &bag)
        case "min": constraints.min = readBound(value, key: member.key, path: path)
        case "max": constraints.max = readBound(value, key: member.key, path: path)
        case "accept": constraints.accept = readAccept(value, path: path)
        default: break
        }
    }

    /// Reads `min` or `max`: a number, or a string (an ISO value or an expression) read later.
    mutating func readBound(_ node: JSONNode, key: String, path: JSONPath) -> BoundSource? {
        switch node.kind {
        case .number:
            return BoundSource(node: node, path: path.description)
        case .string(let text):
            guard !text.allSatisfy({ $0 == " " || $0 == "\t" }) else {
                bag.error(
                    "\(Quoted.single(key)) is empty", at: node.location, path: path.description,
                    hint: "write a number, a date such as \"2000-01-01\", or an expression such as \"today - 18y\"")
                return nil
            }
            return BoundSource(node: node, path: path.description)
        default:
            bag.reportMismatch(
                node, expected: "a number or a string", for: "\(Quoted.single(key))", path: path,
                hint: "write a number, a date such as \"2000-01-01\", or an expression such as \"today - 18y\"")
            return nil
        }
    }

    /// Reads `accept`: a non-empty array of MIME types (`image/jpeg`, `image/*`).
    mutating func readAccept(_ node: JSONNode, path: JSONPath) -> [String]? {
        guard
            let elements = node.expectArray(
                "'accept'", path: path, hint: "write a list of MIME types: [\"image/jpeg\", \"image/png\"]", into: &bag)
        else {
            return nil
        }
        if elements.isEmpty {
            bag.error("'accept' is empty", at: node.location, path: path.description, hint: "leave 'accept' out to accept any file type")
            return nil
        }
        var types: [String] = []
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index)
            guard let type = element.expectString("each entry of 'accept'", path: elementPath, into: &bag) else { continue }
            let parts = type.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !type.contains(" ") else {
                bag.error(
                    "\(Quoted.single(type)) is not a MIME type", at: element.location, path: elementPath.description,
                    hint: "write a type such as 'image/jpeg', or 'image/*' for any image")
                continue
            }
            types.append(type)
        }
        return types
    }

    /// Reads `rules`: objects with `when` and constraints of the field's type.
    mutating func readRules(_ node: JSONNode, path: JSONPath, type: FieldType?) -> [Rule] {
        let example = "e.g. [{ \"when\": \"documentType == 'pts'\", \"mask\": \"## ## ######\" }]"
        guard let entries = node.expectArray("'rules'", path: path, hint: example, into: &bag) else { return [] }
        var rules: [Rule] = []
        for (index, entry) in entries.enumerated() {
            let rulePath = path.appending(index)
            guard let members = entry.expectObject("each entry of 'rules'", path: rulePath, hint: example, into: &bag) else { continue }
            var when: SourceText?
            var constraints = Constraints()
            var ruleFailed = false
            let allowed = type.map(FieldKeys.constraints(of:)) ?? FieldKeys.constraints
            for member in members {
                let memberPath = rulePath.appending(member.key)
                if member.key == "when" {
                    when = member.value.expectSourceText("'when'", path: memberPath, into: &bag)
                } else if allowed.contains(member.key) {
                    readConstraint(member, path: memberPath, into: &constraints)
                } else if let type, FieldKeys.constraints.contains(member.key) {
                    bag.error(
                        "\(Quoted.single(member.key)) does not apply to a field of type \(type.rawValue)", at: member.keyLocation,
                        path: memberPath.description, hint: FieldKeys.appliesHint(for: member.key))
                    ruleFailed = true
                } else if FieldKeys.allField.contains(member.key) {
                    bag.error(
                        "\(Quoted.single(member.key)) cannot be set by a rule", at: member.keyLocation, path: memberPath.description,
                        hint: cannotSetHint(member.key, allowed: allowed))
                    ruleFailed = true
                } else {
                    bag.reportUnknownKey(member, in: "a rule", path: rulePath, validKeys: ["when"] + allowed)
                    ruleFailed = true
                }
            }
            if entry["when"] == nil {
                bag.reportMissingKey(
                    "when", in: "a rule", node: entry, path: rulePath,
                    hint: "a rule applies its constraints while 'when' holds, e.g. \"when\": \"documentType == 'pts'\"",
                    validKeys: ["when"] + allowed)
            } else if members.count == 1 {
                bag.append(
                    Diagnostic(
                        .warning, "the rule sets no constraint, so it has no effect", at: entry.location,
                        path: rulePath.description, hint: "add constraints of the field's type: \(FieldKeys.listing(allowed))"))
            }
            checkRanges(constraints, node: entry, path: rulePath)
            if let when, !ruleFailed {
                rules.append(Rule(when: when, constraints: constraints, location: entry.location, path: rulePath.description))
            }
        }
        return rules
    }

    /// What a rule may hold instead of `key`.
    private func cannotSetHint(_ key: String, allowed: [String]) -> String {
        if key == "options" { return "to offer an option only sometimes, give that option a 'visibleWhen'" }
        return "a rule holds 'when' and constraints: \(FieldKeys.listing(allowed))"
    }
}
