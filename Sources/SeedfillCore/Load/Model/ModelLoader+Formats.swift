/// The keys of types and formats: a text field's `format`, a geopoint's `bounds`, and an
/// attachment's `as`, with the combinations that cannot hold together.
extension ModelReader {
    /// Reads `format`: one of the ``TextFormat`` names.
    mutating func readFormat(_ node: JSONNode, path: JSONPath) -> TextFormat? {
        let names = TextFormat.names.map(Quoted.single)
        guard
            let name = node.expectString(
                "'format'", path: path, hint: "formats are \(FieldKeys.listing(names, conjunction: "or"))", into: &bag)
        else { return nil }
        if let format = TextFormat(rawValue: name) { return format }
        bag.error(
            "unknown format \(Quoted.single(name))", at: node.location, path: path.description,
            hint: Suggestions.hint(for: name, in: TextFormat.names) ?? "formats are \(FieldKeys.listing(names, conjunction: "or"))")
        return nil
    }

    /// Reads `as`: `"fileName"`, a plain file name instead of a file object.
    mutating func readAttachmentShape(_ node: JSONNode, path: JSONPath) -> Bool {
        guard let text = node.expectString("'as'", path: path, hint: "write \"as\": \"fileName\"", into: &bag) else { return false }
        guard text == "fileName" else {
            bag.error(
                "unknown attachment shape \(Quoted.single(text))", at: node.location, path: path.description,
                hint: "write \"as\": \"fileName\" for a plain file name, or leave 'as' out for {\"fileName\", \"mimeType\", \"size\"}")
            return false
        }
        return true
    }

    /// Reads a geopoint's `bounds`: `latitude`, `longitude`, `altitude` and `accuracy`, each
    /// `[low, high]`; latitude within -90…90, longitude within -180…180, accuracy not negative.
    mutating func readGeoBounds(_ node: JSONNode, path: JSONPath) -> GeoBounds? {
        let keys = GeoBounds.Part.allCases.map(\.name)
        let example = "e.g. \"bounds\": { \"latitude\": [51.28, 51.69], \"longitude\": [-0.51, 0.33] }"
        guard let members = node.expectObject("'bounds'", path: path, hint: example, into: &bag) else { return nil }
        var bounds = GeoBounds()
        var failed = false
        for member in members {
            let memberPath = path.appending(member.key)
            guard let part = GeoBounds.Part.allCases.first(where: { $0.name == member.key }) else {
                bag.error(
                    "unknown key \(Quoted.single(member.key)) in 'bounds'", at: member.keyLocation, path: memberPath.description,
                    hint: Suggestions.hint(for: member.key, in: keys) ?? "'bounds' may set \(FieldKeys.listing(keys.map(Quoted.single)))")
                failed = true
                continue
            }
            guard let range = readGeoRange(member.value, part: part, path: memberPath) else {
                failed = true
                continue
            }
            bounds[part] = range
        }
        return failed ? nil : bounds
    }

    /// One part's `[low, high]`, checked against the part's limits and its drawing scale.
    private mutating func readGeoRange(_ node: JSONNode, part: GeoBounds.Part, path: JSONPath) -> ClosedRange<Double>? {
        let hint = "write two numbers, the lowest and the highest \(part.name), e.g. \(part.example)"
        guard let elements = node.expectArray("the \(part.name) bounds", path: path, hint: hint, into: &bag) else { return nil }
        let numbers = elements.compactMap { $0.numberLiteral.flatMap(Double.init) }
        guard elements.count == 2, numbers.count == 2 else {
            bag.error("the \(part.name) bounds are not two numbers", at: node.location, path: path.description, hint: hint)
            return nil
        }
        let (low, high) = (numbers[0], numbers[1])
        func fail(_ message: String, _ hint: String) -> ClosedRange<Double>? {
            bag.error(message, at: node.location, path: path.description, hint: hint)
            return nil
        }
        let shown = "[\(GeoBounds.text(low)), \(GeoBounds.text(high))]"
        if low > high { return fail("the \(part.name) bounds \(shown) have the lowest above the highest", "write [lowest, highest]") }
        let limit = part.defaultRange
        switch part {
        case .latitude, .longitude:
            if low < limit.lowerBound || high > limit.upperBound {
                return fail(
                    "the \(part.name) bounds \(shown) go beyond \(GeoBounds.text(limit.lowerBound)) to \(GeoBounds.text(limit.upperBound))",
                    "a \(part.name) lies between \(GeoBounds.text(limit.lowerBound)) and \(GeoBounds.text(limit.upperBound)) degrees")
            }
        case .accuracy:
            if low < 0 { return fail("the accuracy bounds \(shown) go below 0", "an accuracy is a distance in metres, never negative") }
        case .altitude:
            break
        }
        if GeoPoint.scaledRange(low...high, scale: part.scale) == nil {
            return fail(
                "no \(part.name) with \(part.digits) after the point lies within \(shown)",
                "widen the bounds: \(part.name)s are drawn with \(part.digits) after the point")
        }
        return low...high
    }

    /// Reports what cannot go with a field's `format` or `as`: a text's lengths, pattern and
    /// mask (the format decides the whole value), an attachment name's `maxSize`.
    mutating func checkFormatCombinations(of field: Field, node: JSONNode, path: JSONPath) {
        if field.constraints.format != nil {
            let others = ["minLength", "maxLength", "pattern", "mask"]
            var places: [(JSONMember, JSONPath)] = (node.members ?? []).map { ($0, path.appending($0.key)) }
            for (index, rule) in (node["rules"]?.elements ?? []).enumerated() {
                places += (rule.members ?? []).map { ($0, path.appending("rules").appending(index).appending($0.key)) }
            }
            for (member, memberPath) in places where others.contains(member.key) {
                bag.error(
                    "\(Quoted.single(member.key)) cannot be combined with 'format'", at: member.keyLocation, path: memberPath.description,
                    hint:
                        "a format decides the whole value; drop \(Quoted.single(member.key)), or drop 'format' and describe the value with 'pattern'"
                )
            }
        }
        if field.constraints.asFileName, let member = node.members?.first(where: { $0.key == "maxSize" }) {
            bag.error(
                "'maxSize' cannot be combined with \"as\": \"fileName\"", at: member.keyLocation,
                path: path.appending("maxSize").description,
                hint: "a plain file name has no size; drop 'maxSize', or drop 'as' to write {\"fileName\", \"mimeType\", \"size\"}")
        }
    }
}

extension GeoBounds.Part {
    /// "6 digits", "one digit": how many digits a drawn value has after the point.
    var digits: String { scale == 1 ? "one digit" : "\(scale) digits" }

    /// Its default bounds as a model writes them, for hints.
    var example: String {
        switch self {
        case .latitude: "[51.28, 51.69]"
        case .longitude: "[-0.51, 0.33]"
        case .altitude: "[0, 250]"
        case .accuracy: "[0, 20]"
        }
    }
}
