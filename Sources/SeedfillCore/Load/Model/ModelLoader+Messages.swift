/// `messages`: a field's own wording for the constraints it breaks, with `{name}` placeholders
/// for the constraint values (`"max": "At most {max}"`).
extension ModelReader {
    /// Reads `messages`: an object from a rule name (a constraint key of the field's type,
    /// `required`, or `options` for a choice) to a message.
    mutating func readMessages(_ node: JSONNode, path: JSONPath, type: FieldType?) -> [String: ConstraintMessage] {
        let hint = "e.g. \"messages\": { \"pattern\": \"10 digits, please\", \"max\": \"At most {max}\" }"
        guard let members = node.expectObject("'messages'", path: path, hint: hint, into: &bag) else { return [:] }
        let keys = type.map(FieldKeys.messageKeys) ?? []
        let names = type.map(FieldKeys.placeholders) ?? []
        var messages: [String: ConstraintMessage] = [:]
        for member in members {
            let memberPath = path.appending(member.key)
            if let type, !keys.contains(member.key) {
                let hint =
                    member.key == "validWhen"
                    ? "the message of 'validWhen' is the field's 'message'"
                    : Suggestions.hint(for: member.key, in: keys)
                        ?? "a field of type \(type.rawValue) has messages for \(FieldKeys.listing(keys.map(Quoted.single)))"
                bag.error(
                    "no message can be given for \(Quoted.single(member.key)) on a field of type \(type.rawValue)", at: member.keyLocation,
                    path: memberPath.description, hint: hint)
                continue
            }
            guard let text = member.value.expectString("the message for \(Quoted.single(member.key))", path: memberPath, into: &bag)
            else { continue }
            let start = member.value.location.advanced(by: 1)
            let (parts, fault) = ConstraintMessage.parts(of: text)
            if let fault {
                bag.error(
                    "a brace in the message for \(Quoted.single(member.key)) opens or closes no placeholder", at: start.advanced(by: fault),
                    path: memberPath.description,
                    hint: "a placeholder is a constraint's name in braces, such as {max}; write {{ or }} for a brace")
                continue
            }
            let message = ConstraintMessage(parts: parts, location: start, path: memberPath.description)
            var known = true
            for name in message.placeholders where !names.contains(name) {
                known = false
                bag.error(
                    "unknown placeholder {\(name)} in the message for \(Quoted.single(member.key))",
                    at: start.advanced(by: message.offset(of: name)), path: memberPath.description,
                    hint: Suggestions.nearest(to: name, in: names).map { "did you mean {\($0)}?" }
                        ?? (names.isEmpty
                            ? "a field of this type has no constraint to name"
                            : "placeholders name the field's constraints: \(names.map { "{\($0)}" }.joined(separator: ", "))"))
            }
            if known, type != nil { messages[member.key] = message }
        }
        return messages
    }

    /// Reports a message, or a placeholder, for a constraint the field has neither itself nor in
    /// any rule: it could never be shown, or never be filled in.
    mutating func checkMessages(of field: Field) {
        // A decimal always has a scale (2 unless it says otherwise).
        let sets = { (key: String) in
            (key == "scale" && field.type == .decimal) || field.constraints.sets(key) || field.rules.contains { $0.constraints.sets(key) }
        }
        for (key, message) in field.messages.sorted(by: { $0.key < $1.key }) {
            if key == "format", field.constraints.format == nil {
                bag.error(
                    "a message for 'format', but the field \(Quoted.single(field.key)) has no 'format'",
                    at: message.location.advanced(by: -1), path: message.path,
                    hint: "a message is shown when the value breaks the field's format; set 'format' on the field, or drop the message")
                continue
            }
            if FieldKeys.constraints.contains(key), !sets(key) {
                bag.error(
                    "a message for \(Quoted.single(key)), but the field \(Quoted.single(field.key)) has no \(Quoted.single(key))",
                    at: message.location.advanced(by: -1), path: message.path,
                    hint:
                        "a message is shown when its constraint is broken; set \(Quoted.single(key)) on the field or one of its rules, or drop the message"
                )
                continue
            }
            for name in message.placeholders where !sets(name) {
                bag.error(
                    "the message for \(Quoted.single(key)) names {\(name)}, but the field \(Quoted.single(field.key)) has no \(Quoted.single(name))",
                    at: message.location.advanced(by: message.offset(of: name)), path: message.path,
                    hint: "a placeholder stands for a constraint of the field; name one it has")
            }
        }
    }
}

extension Constraints {
    /// Whether the constraint `key` is set.
    func sets(_ key: String) -> Bool {
        switch key {
        case "minLength": return minLength != nil
        case "maxLength": return maxLength != nil
        case "pattern": return pattern != nil
        case "mask": return mask != nil
        case "min": return min != nil
        case "max": return max != nil
        case "scale": return scale != nil
        case "minItems": return minItems != nil
        case "maxItems": return maxItems != nil
        case "accept": return accept != nil
        case "maxSize": return maxSize != nil
        default: return false
        }
    }
}
