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

    /// Reports a `name` on a flattened section or group, which has no object to name.
    mutating func checkFlattenedName(_ field: Field) {
        guard field.flattens, let location = field.nameLocation else { return }
        bag.error(
            "a flattened \(field.type.rawValue) is not written, so its 'name' names nothing", at: location, path: field.path + ".name",
            hint: "its fields are written into the enclosing object under their own names; remove 'name' or 'flatten'")
    }

    /// Checks the member names of every object the fixture writes, from the model's top-level
    /// `items` down: two written fields of one object may share a name only when conditions
    /// can keep them apart (whether they do is checked per record), and only value fields may.
    mutating func checkOutputNames(_ items: [Field]) {
        checkObject(WrittenMember.members(of: items))
        for field in items { checkNames(below: field) }
    }

    /// Checks the objects written below `field`: its own, unless it is flattened (its fields are
    /// then checked with its enclosing object's), and those of its fields.
    private mutating func checkNames(below field: Field) {
        guard !field.fields.isEmpty else { return }
        if !field.flattens || field.type == .list { checkObject(WrittenMember.members(of: field.fields)) }
        for child in field.fields { checkNames(below: child) }
    }

    /// Reports each pair of `members` (one object's) written under one name that cannot share it.
    private mutating func checkObject(_ members: [WrittenMember]) {
        // Without names or flattened containers, two members alike are two keys alike:
        // reported where keys are declared.
        var seen: [String: Int] = [:]
        for (index, member) in members.enumerated() {
            let field = member.field
            let name = field.outputName
            guard let firstIndex = seen[name] else {
                seen[name] = index
                continue
            }
            let first = members[firstIndex]
            if first.field.key == field.key, first.scope == member.scope { continue }
            // Reported at the later field, or at the name that makes the two meet.
            let named = field.name == nil && first.field.name != nil ? first.field : field
            let location = named.nameLocation ?? field.location
            let path = named.path + (named.name != nil ? ".name" : "")
            let both =
                "fields \(Quoted.single(first.shownKey)) and \(Quoted.single(member.shownKey)) are both written as \(Quoted.single(name))"
            if !first.field.type.sharesName || !field.type.sharesName {
                bag.error(
                    "\(both), and only value fields may share a name", at: location, path: path,
                    hint: "a section, group or list needs a name of its own in the fixture; change one 'name'")
            } else if !first.isConditional, !member.isConditional {
                bag.error(
                    "\(both), and both are always shown", at: location, path: path,
                    hint:
                        "two fields may share a name only when their visibleWhen conditions keep them apart; add the conditions or change one 'name'"
                )
            }
        }
    }
}

/// A field as a member of the object its fixture is written into: flattened sections and groups
/// give their fields to the enclosing object.
struct WrittenMember {
    var field: Field
    /// Whether a `visibleWhen` on the field, or on a flattened container it is written through,
    /// can hide it.
    var isConditional: Bool
    /// Which key scope the field was declared in (a flattened group has one of its own), to tell
    /// a key declared twice (reported where keys are declared) from two fields that meet here.
    var scope: Int
    /// The field's key, after the keys of the flattened groups it is written through
    /// (`home.street`), as expressions name it from the object's scope.
    var shownKey: String

    /// The written members of the object holding `fields`; internal fields are never written.
    static func members(of fields: [Field]) -> [WrittenMember] {
        var members: [WrittenMember] = []
        var scopes = 0
        func add(_ fields: [Field], conditional: Bool, scope: Int, prefix: String) {
            for field in fields where !field.isInternal {
                let conditional = conditional || field.visibleWhen != nil
                if field.flattens, field.type == .section {
                    // A section's fields share the enclosing namespace.
                    add(field.fields, conditional: conditional, scope: scope, prefix: prefix)
                } else if field.flattens, field.type == .group {
                    scopes += 1
                    add(field.fields, conditional: conditional, scope: scopes, prefix: prefix + field.key + ".")
                } else {
                    members.append(WrittenMember(field: field, isConditional: conditional, scope: scope, shownKey: prefix + field.key))
                }
            }
        }
        add(fields, conditional: false, scope: 0, prefix: "")
        return members
    }
}

extension FieldType {
    /// Whether a field of this type may share its output name with another (see
    /// ``ModelReader/checkOutputNames(_:)``): a value, not an object or list of its own.
    var sharesName: Bool {
        switch self {
        case .section, .group, .list: false
        default: true
        }
    }
}
