extension ModelReader {
    /// Reads a field's `name`: the member name its fixture holds, any non-empty text.
    mutating func readName(_ member: JSONMember, path: JSONPath, into field: inout Field) {
        guard
            let name = member.value.expectString(
                "'name'", path: path, hint: "the name written in the fixture, e.g. \"Applicant name?\"", into: &bag)
        else { return }
        guard !name.isEmpty else {
            bag.error(
                "'name' is empty", at: member.value.location, path: path.description,
                hint: "give the name the fixture writes, or leave 'name' out to write the key")
            return
        }
        field.name = name
        field.nameLocation = member.value.location
    }

    /// Reports two written fields of one object (`fields` are its members) that the fixture
    /// would hold under one member name: a `name` equal to another field's name or key.
    mutating func checkOutputNames(_ fields: [Field]) {
        // Without names, two members alike are two keys alike: reported where keys are declared.
        guard fields.contains(where: { $0.name != nil }) else { return }
        var seen: [String: Int] = [:]
        for (index, field) in fields.enumerated() where !field.isInternal {
            let name = field.outputName
            guard let firstIndex = seen[name] else {
                seen[name] = index
                continue
            }
            let first = fields[firstIndex]
            guard first.name != nil || field.name != nil, first.key != field.key else { continue }
            let named = field.name != nil ? field : first
            bag.error(
                "fields \(Quoted.single(first.key)) and \(Quoted.single(field.key)) are both written as \(Quoted.single(name))",
                at: named.nameLocation ?? field.location, path: named.path + (named.name != nil ? ".name" : ""),
                hint:
                    "two fields of one object need different names in the fixture, even when their conditions keep them apart; change one 'name'"
            )
        }
    }
}
