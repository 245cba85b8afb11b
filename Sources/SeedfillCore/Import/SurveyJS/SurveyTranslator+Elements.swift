/// Walking a survey's elements: first to give every question its key and name (so that an
/// expression may name a question asked later), then to make the fields.
extension SurveyTranslator {
    /// The element types that write nothing into `survey.data`.
    static let displayTypes: Set<String> = ["html", "image", "expression-display", "empty"]
    /// The element types that only lay questions out.
    static let containerTypes: Set<String> = ["panel", "page", "flowpanel"]

    /// The elements of a page or panel, with their pointers.
    static func elements(of container: JSONNode, pointer: String) -> [(JSONNode, String)] {
        for member in ["elements", "questions", "templateElements"] {
            if let list = container[member]?.elements { return list.enumerated().map { ($1, "\(pointer)/\(member)/\($0)") } }
        }
        return []
    }

    /// Gives each question under `container` a key and enters its name into `table`.
    mutating func register(_ container: JSONNode, pointer: String, into table: inout SurveyNames) {
        for (element, at) in Self.elements(of: container, pointer: pointer) {
            let type = element["type"]?.stringValue?.lowercased() ?? ""
            if Self.containerTypes.contains(type) {
                register(element, pointer: at, into: &table)
                continue
            }
            guard let name = element["name"]?.stringValue, !Self.displayTypes.contains(type), !types.isDisplay(type) else { continue }
            let valueName = element["valueName"]?.stringValue ?? name
            if let shared = table[valueName], !shared.isList {
                // Two questions of one value name share one value: one field, shown when either is.
                keys[at] = shared.key
                continue
            }
            let key = uniqueKey(valueName)
            keys[at] = key
            var entry = SurveyNames.Entry(key: key)
            entry.never = element["visible"]?.boolValue == false && element["visibleIf"] == nil && type != "expression"
            switch type {
            case "paneldynamic":
                var inner = SurveyNames()
                register(element, pointer: at, into: &inner)
                itemNames[at] = inner
                entry.isList = true
                entry.members = inner.entries.mapValues(\.key)
            case "matrixdynamic", "matrixdropdown":
                var inner = SurveyNames()
                for (index, column) in (element["columns"]?.elements ?? []).enumerated() {
                    guard let columnName = column["name"]?.stringValue else { continue }
                    let columnKey = uniqueKey(columnName)
                    keys["\(at)/columns/\(index)"] = columnKey
                    inner[columnName] = .init(key: columnKey)
                    if let total = column["totalType"]?.stringValue, total != "none" { entry.totals[columnName.lowercased()] = total }
                }
                for (index, detail) in (element["detailElements"]?.elements ?? []).enumerated() {
                    // A detail panel's questions are stored in the row, beside the columns.
                    guard let detailName = detail["valueName"]?.stringValue ?? detail["name"]?.stringValue else { continue }
                    let detailKey = uniqueKey(detailName)
                    keys["\(at)/detailElements/\(index)"] = detailKey
                    inner[detailName] = .init(key: detailKey)
                }
                itemNames[at] = inner
                entry.isList = type == "matrixdynamic"
                entry.members = inner.entries.mapValues(\.key)
                if type == "matrixdropdown" { entry.members = rowKeys(element, at: at) }
            case "matrix":
                entry.members = rowKeys(element, at: at)
            case "multipletext":
                for (index, item) in (element["items"]?.elements ?? []).enumerated() {
                    guard let itemName = item["name"]?.stringValue else { continue }
                    let itemKey = SchemaTranslator.identifier(itemName)
                    keys["\(at)/items/\(index)"] = itemKey
                    entry.members[itemName.lowercased()] = itemKey
                }
            default:
                if let custom = types.types[type] { entry.members = custom.members }
            }
            table[valueName] = entry
            if element["hasOther"]?.boolValue == true || element["showOtherItem"]?.boolValue == true
                || element["hasComment"]?.boolValue == true || element["showCommentArea"]?.boolValue == true
            {
                let commentKey = uniqueKey(valueName + "Comment")
                keys[at + "#comment"] = commentKey
                table[valueName + "-Comment"] = .init(key: commentKey, never: entry.never)
            }
        }
    }

    /// The keys of a matrix's rows, by row value (lower-cased), made identifiers.
    private mutating func rowKeys(_ element: JSONNode, at: String) -> [String: String] {
        var members: [String: String] = [:]
        for (index, row) in (element["rows"]?.elements ?? []).enumerated() {
            guard let value = Self.choiceValue(row) else { continue }
            let key = SchemaTranslator.identifier(Self.valueText(value))
            keys["\(at)/rows/\(index)"] = key
            members[Self.valueText(value).lowercased()] = key
        }
        return members
    }

    /// The fields of the questions under `container` (a page or panel, flattened), shown only
    /// while every one of `conditions` holds.
    mutating func container(_ container: JSONNode, pointer: String, conditions: [String], scope: SurveyScope) -> [ImportedField] {
        var conditions = conditions
        guard let shown = visibility(container, pointer: pointer, scope: scope) else { return [] }
        if let shown { conditions.append(shown) }
        if container["enableIf"] != nil || container["readOnly"]?.boolValue == true {
            note(
                .untranslated, container, pointer, "a page or panel that is read-only or has 'enableIf' is not translated",
                keyword: "enableIf")
        }
        var fields: [ImportedField] = []
        for (element, at) in Self.elements(of: container, pointer: pointer) {
            let type = element["type"]?.stringValue?.lowercased() ?? ""
            if Self.containerTypes.contains(type) {
                fields += self.container(element, pointer: at, conditions: conditions, scope: scope)
            } else if !Self.displayTypes.contains(type), !types.isDisplay(type) {
                fields += question(element, pointer: at, conditions: conditions, scope: scope)
            }
        }
        return fields
    }

    /// The condition under which `element` is shown: `nil` inside when always, `.none` when never.
    mutating func visibility(_ element: JSONNode, pointer: String, scope: SurveyScope) -> String?? {
        if let text = element["visibleIf"]?.stringValue, !text.trimmingSpaces.isEmpty {
            switch expression(text, scope: scope) {
            case .success(let translated): return .some(translated)
            case .failure(let error):
                note(.untranslated, element, pointer, "visibleIf '\(text)' is not translated: \(error.message)", keyword: "visibleIf")
                return .some(nil)
            }
        }
        if element["visible"]?.boolValue == false { return .none }
        return .some(nil)
    }

    /// `conditions` joined by `and`; `nil` when there are none.
    static func joined(_ conditions: [String]) -> String? {
        guard !conditions.isEmpty else { return nil }
        return conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " and ")
    }
}
