/// Reading the keys that say whether a field is written: `"optional": "omit"` and
/// `"internal": true` (README, "Keys every field may have").
extension ModelReader {
    /// Reads `optional`: `true`, `false`, or `"omit"` (may be empty, and is then left out of the
    /// fixture rather than written as `null`).
    mutating func readOptional(_ node: JSONNode, path: JSONPath, into field: inout Field) {
        if let flag = node.boolValue {
            field.optional = flag
            return
        }
        guard let text = node.stringValue else {
            bag.reportMismatch(node, expected: "true, false or \"omit\"", for: "'optional'", path: path)
            return
        }
        if text == "true" || text == "false" {
            // A boolean in quotes: reported as before "omit" was a value.
            _ = node.expectBool("'optional'", path: path, into: &bag)
            return
        }
        guard text == "omit" else {
            let hint =
                Suggestions.hint(for: text, in: ["omit"])
                ?? "\"omit\" leaves an empty field out of the fixture; true writes it as null"
            bag.error("unknown 'optional' value \(Quoted.single(text))", at: node.location, path: path.description, hint: hint)
            return
        }
        field.optional = true
        field.omitsEmpty = true
    }

    /// Reports `"optional": "omit"` on a group or list (written whenever shown), and `internal`
    /// where it cannot work: on a group or list (mark its fields instead), or
    /// on a field without `compute` (`validate` reads fixtures without its value, so it must be
    /// able to work it out again).
    mutating func checkPresence(of field: Field, type: FieldType, node: JSONNode, path: JSONPath) {
        if field.omitsEmpty, type == .group || type == .list, let member = node.members?.first(where: { $0.key == "optional" }) {
            bag.error(
                "\"optional\": \"omit\" does not apply to a \(type.rawValue)", at: member.value.location,
                path: path.appending("optional").description,
                hint: "a \(type.rawValue) is written whenever it is shown; mark its fields \"optional\": \"omit\"")
        }
        guard field.isInternal, let member = node.members?.first(where: { $0.key == "internal" }) else { return }
        let memberPath = path.appending("internal").description
        if type == .group || type == .list {
            bag.error(
                "a \(type.rawValue) cannot be internal", at: member.keyLocation, path: memberPath,
                hint: "mark the fields that are not to be written \"internal\": true")
        } else if field.compute == nil {
            bag.error(
                "an internal field needs 'compute'", at: member.keyLocation, path: memberPath,
                hint:
                    "an internal field is never written, so validate works it out again from 'compute'; for a value drawn at random, use a seed file's 'let' helper"
            )
        }
    }
}
