/// Checks a loader applies to JSON values: "expect an object / a string / a whole number", each
/// reporting a mismatch as a diagnostic and returning `nil`, so a loader can go on and collect
/// every problem of a file in one pass.
///
/// `what` names the value in messages, already quoted where it is a key: `"'visibleWhen'"`,
/// `"a field"`, `"each entry of 'parents'"`.
extension JSONNode {
    /// The members, or a diagnostic when the node is not an object.
    func expectObject(_ what: String, path: JSONPath, hint: String? = nil, into bag: inout DiagnosticBag) -> [JSONMember]? {
        if let members { return members }
        bag.reportMismatch(self, expected: "an object", for: what, path: path, hint: hint)
        return nil
    }

    /// The elements, or a diagnostic when the node is not an array.
    func expectArray(_ what: String, path: JSONPath, hint: String? = nil, into bag: inout DiagnosticBag) -> [JSONNode]? {
        if let elements { return elements }
        bag.reportMismatch(self, expected: "an array", for: what, path: path, hint: hint)
        return nil
    }

    /// The text, or a diagnostic when the node is not a string.
    func expectString(_ what: String, path: JSONPath, hint: String? = nil, into bag: inout DiagnosticBag) -> String? {
        if let stringValue { return stringValue }
        bag.reportMismatch(self, expected: "a string", for: what, path: path, hint: hint)
        return nil
    }

    /// The value, or a diagnostic when the node is not `true` or `false`.
    func expectBool(_ what: String, path: JSONPath, into bag: inout DiagnosticBag) -> Bool? {
        if let boolValue { return boolValue }
        let hint = stringValue.flatMap { $0 == "true" || $0 == "false" ? "write \($0) without quotes" : nil }
        bag.reportMismatch(self, expected: "true or false", for: what, path: path, hint: hint)
        return nil
    }

    /// A string kept for later parsing (an expression, a mask, a pattern), located at its first
    /// character; an empty text is reported when `allowEmpty` is false.
    func expectSourceText(
        _ what: String, path: JSONPath, allowEmpty: Bool = false, hint: String? = nil, into bag: inout DiagnosticBag
    ) -> SourceText? {
        guard let text = expectString(what, path: path, hint: hint, into: &bag) else { return nil }
        if !allowEmpty, text.allSatisfy({ $0 == " " || $0 == "\t" }) {
            bag.error("\(what) is empty", at: location, path: path.description, hint: hint)
            return nil
        }
        return SourceText(text: text, location: location.advanced(by: 1), path: path.description)
    }

    /// A whole, non-negative number no larger than `limit`, read exactly from its literal.
    func expectCount(_ what: String, path: JSONPath, limit: Int = 1_000_000_000, into bag: inout DiagnosticBag) -> Int? {
        guard let literal = numberLiteral else {
            let hint = stringValue.flatMap { WholeNumber.parse($0) != nil ? "write \($0) without quotes" : nil }
            bag.reportMismatch(self, expected: "a whole number", for: what, path: path, hint: hint)
            return nil
        }
        let place = location
        switch WholeNumber.parse(literal, limit: limit) {
        case .value(let value)?:
            return value
        case .negative?:
            bag.error("\(what) must not be negative, found \(literal)", at: place, path: path.description)
        case .fraction?:
            bag.error("\(what) must be a whole number, found \(literal)", at: place, path: path.description)
        case .tooLarge?:
            bag.error(
                "\(what) is too large: \(literal)", at: place, path: path.description,
                hint: "the largest value accepted is \(limit)")
        case nil:
            bag.error("\(what) is not a number: \(literal)", at: place, path: path.description)
        }
        return nil
    }
}

extension DiagnosticBag {
    /// Reports a value of the wrong JSON type: "expected a string for 'title', found a number".
    mutating func reportMismatch(_ node: JSONNode, expected: String, for what: String, path: JSONPath, hint: String? = nil) {
        error(
            "expected \(expected) for \(what), found \(node.typeDescription)", at: node.location,
            path: path.description, hint: hint)
    }

    /// Reports a key that `where` does not take, suggesting the nearest of `validKeys`.
    mutating func reportUnknownKey(_ member: JSONMember, in place: String, path: JSONPath, validKeys: some Sequence<String>) {
        error(
            "unknown key \(Quoted.single(member.key)) in \(place)", at: member.keyLocation,
            path: path.appending(member.key).description,
            hint: Suggestions.hint(for: member.key, in: validKeys))
    }

    /// Reports a required key that is missing from the object at `node` — unless a misspelling of
    /// it is there, which was reported as an unknown key with "did you mean" (pass the `validKeys`
    /// that report suggested from), so the user reads one message, not two.
    mutating func reportMissingKey(
        _ key: String, in place: String, node: JSONNode, path: JSONPath, hint: String? = nil, validKeys: [String]? = nil
    ) {
        if let validKeys, let members = node.members,
            members.contains(where: {
                !validKeys.contains($0.key) && Suggestions.nearest(to: $0.key, in: validKeys) == key
            })
        {
            return
        }
        error("missing \(Quoted.single(key)) in \(place)", at: node.location, path: path.description, hint: hint)
    }
}
