extension ModelReader {
    /// Reads `parents` or `uniqueBy`: an array of field names, kept as written for the planner.
    mutating func readNameList(_ node: JSONNode, key: String, path: JSONPath) -> [SourceText] {
        guard
            let elements = node.expectArray(
                "\(Quoted.single(key))", path: path, hint: "write a list of field keys: [\"a\", \"b\"]", into: &bag)
        else {
            return []
        }
        var names: [SourceText] = []
        for (index, element) in elements.enumerated() {
            if let name = element.expectSourceText("each entry of \(Quoted.single(key))", path: path.appending(index), into: &bag) {
                names.append(name)
            }
        }
        return names
    }

    /// Reads a list's `count`: an expression, or a number literal kept as its text.
    mutating func readCountExpression(_ node: JSONNode, path: JSONPath) -> SourceText? {
        if let literal = node.numberLiteral {
            guard node.expectCount("'count'", path: path, into: &bag) != nil else { return nil }
            return SourceText(text: literal, location: node.location, path: path.description)
        }
        guard node.stringValue != nil else {
            bag.reportMismatch(
                node, expected: "a number or an expression", for: "'count'", path: path,
                hint: "e.g. \"count\": \"driverCount\" for as many items as another field says")
            return nil
        }
        return node.expectSourceText("'count'", path: path, into: &bag)
    }

    /// Reads a `ref`'s `model`: the referenced model's name.
    mutating func readModelName(_ node: JSONNode, path: JSONPath) -> String? {
        guard let name = node.expectString("'model'", path: path, into: &bag) else { return nil }
        guard name.isIdentifierLike else {
            bag.error(
                "model name \(Quoted.single(name)) is not a valid name", at: node.location, path: path.description,
                hint: "a ref names another model by its \"model\" name, e.g. \"person\"")
            return nil
        }
        return name
    }

    /// Keys a field of `type` must have, and combinations it must not.
    mutating func checkRequirements(of field: Field, type: FieldType, node: JSONNode, path: JSONPath) {
        let place = "a field of type \(type.rawValue)"
        let valid = FieldKeys.valid(for: type)
        checkFormatCombinations(of: field, node: node, path: path)
        // (Not a `switch`: a `where` clause would guard only the last pattern of a case.)
        if (type == .choice || type == .multichoice), node["options"] == nil {
            bag.reportMissingKey(
                "options", in: place, node: node, path: path,
                hint:
                    "list the values, e.g. \"options\": [\"yes\", \"no\"], or look them up: { \"table\": \"cities\", \"column\": \"city\" }",
                validKeys: valid)
        }
        if (type == .group || type == .list), node["fields"] == nil {
            bag.reportMissingKey(
                "fields", in: place, node: node, path: path, hint: "list the \(type.rawValue)'s fields: \"fields\": [ ... ]",
                validKeys: valid)
        }
        if type == .ref, node["model"] == nil {
            bag.reportMissingKey(
                "model", in: place, node: node, path: path, hint: "name the referenced model, e.g. \"model\": \"person\"", validKeys: valid)
        }
        if type == .list, let members = node.members, let count = members.first(where: { $0.key == "count" }),
            node["minItems"] != nil || node["maxItems"] != nil
        {
            bag.error(
                "'count' cannot be combined with 'minItems' or 'maxItems'", at: count.keyLocation,
                path: path.appending("count").description,
                hint: "'count' sets the number of items; drop 'minItems' and 'maxItems', or drop 'count'")
        }
        if field.optional, !field.omitsEmpty, field.requiredWhen != nil,
            let member = node.members?.first(where: { $0.key == "requiredWhen" })
        {
            bag.error(
                "'requiredWhen' cannot be combined with \"optional\": true", at: member.keyLocation,
                path: path.appending("requiredWhen").description,
                hint: "a field with 'requiredWhen' is optional whenever the condition is false; drop \"optional\"")
        }
        if let member = node.members?.first(where: { $0.key == "defaultExpr" }) {
            if node["compute"] != nil {
                bag.error(
                    "'defaultExpr' cannot be combined with 'compute'", at: member.keyLocation,
                    path: path.appending("defaultExpr").description,
                    hint: "'compute' always sets the value; 'defaultExpr' sets it only when the seed file does not map the field; keep one")
            }
            if node["initialValue"] != nil {
                bag.error(
                    "'defaultExpr' cannot be combined with 'initialValue'", at: member.keyLocation,
                    path: path.appending("defaultExpr").description,
                    hint:
                        "both give the value of a field the seed file does not map: 'initialValue' a constant, 'defaultExpr' a calculated one; keep one"
                )
            }
        }
        if node["message"] != nil, node["validWhen"] == nil, let member = node.members?.first(where: { $0.key == "message" }) {
            bag.append(
                Diagnostic(
                    .warning, "'message' has no 'validWhen' to go with", at: member.keyLocation,
                    path: path.appending("message").description,
                    hint: "'message' is shown when the 'validWhen' condition fails"))
        }
        checkPresence(of: field, type: type, node: node, path: path)
        checkMultipleOf(field.constraints, type: type, node: node, path: path)
        checkFlattenedName(field)
        if type == .choice { checkOpenChoice(field, node: node, path: path) }
        checkRanges(field.constraints, node: node, path: path)
    }

    /// Reports `minLength > maxLength` and `minItems > maxItems` in one object: no value fits them.
    mutating func checkRanges(_ constraints: Constraints, node: JSONNode, path: JSONPath) {
        let pairs: [(String, Int?, String, Int?)] = [
            ("minLength", constraints.minLength, "maxLength", constraints.maxLength),
            ("minItems", constraints.minItems, "maxItems", constraints.maxItems),
        ]
        for (lowKey, low, highKey, high) in pairs {
            guard let low, let high, low > high, let lowNode = node[lowKey] else { continue }
            bag.error(
                "\(Quoted.single(lowKey)) (\(low)) is greater than \(Quoted.single(highKey)) (\(high))", at: lowNode.location,
                path: path.appending(lowKey).description, hint: "no value can satisfy both; swap them?")
        }
        checkMultiple(constraints, node: node, path: path)
    }

    /// Reports a `multipleOf` that the field's values cannot follow: a fraction on an integer,
    /// more digits after the point than a decimal's `scale` writes.
    mutating func checkMultipleOf(_ constraints: Constraints, type: FieldType, node: JSONNode, path: JSONPath) {
        guard let step = constraints.multipleOf, let stepNode = node["multipleOf"] else { return }
        let digits = Int(step.normalized.scale)
        if type == .integer, digits > 0 {
            bag.error(
                "'multipleOf' of an integer must be a whole number, found \(stepNode.numberLiteral ?? "")", at: stepNode.location,
                path: path.appending("multipleOf").description, hint: "make the field a decimal, or the step whole")
        } else if type == .decimal, digits > (constraints.scale ?? 2) {
            bag.error(
                "'multipleOf' \(stepNode.numberLiteral ?? "") has more digits after the point than the field writes (scale \(constraints.scale ?? 2))",
                at: stepNode.location, path: path.appending("multipleOf").description, hint: "set 'scale' to \(digits) or more")
        }
    }

    /// Reports `multipleOf` with literal `min` and `max` between which no multiple lies.
    private mutating func checkMultiple(_ constraints: Constraints, node: JSONNode, path: JSONPath) {
        guard let step = constraints.multipleOf?.doubleValue, let stepNode = node["multipleOf"],
            let low = node["min"]?.numberLiteral.flatMap(Double.init), let high = node["max"]?.numberLiteral.flatMap(Double.init),
            low <= high, (low / step).rounded(.up) * step > high + step * 1e-9
        else { return }
        bag.error(
            "no multiple of \(stepNode.numberLiteral ?? "") lies between 'min' and 'max'", at: stepNode.location,
            path: path.appending("multipleOf").description, hint: "widen the bounds or change 'multipleOf'")
    }
}
