/// The argument objects of generators (`{"min": 1, "max": 10}`): their members, with unknown and
/// missing keys reported; the kinds that take one read it in their units (`Generators/Kinds/`).
extension SeedParser {
    /// Largest `scale` accepted: more digits than an `Int64` holds make no sense for a decimal.
    static let maxScale: Int64 = 18

    /// The members of an argument object, after reporting unknown and missing keys.
    mutating func arguments(
        _ node: JSONNode, of generator: String, allowed: [String], required: [String], example: String, _ path: JSONPath
    ) -> [String: JSONNode]? {
        guard let members = node.members else {
            expected("an object", for: "\(Quoted.single(generator))", found: node, path, hint: "write \"\(generator)\": \(example)")
            return nil
        }
        rejectUnknownKeys(members, allowed: allowed, in: "\(Quoted.single(generator))", path)
        var values: [String: JSONNode] = [:]
        for member in members where allowed.contains(member.key) {
            values[member.key] = member.value
        }
        let missing = required.filter { values[$0] == nil }
        if !missing.isEmpty {
            error(
                "\(Quoted.single(generator)) needs \(SeedParser.list(missing))", at: node.location, path,
                hint: "write \"\(generator)\": \(example)")
            return nil
        }
        return values
    }
}
