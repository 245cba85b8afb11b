import Foundation

/// Checks one fixture against the source SurveyJS survey, with ``SurveyJSEvaluator``: hidden
/// questions absent, visible required ones answered, values of the question's shape among its
/// visible choices, an "other" answer with its `NAME-Comment`, expression validators, no member
/// the survey does not define; and records which visibility branches and choices it reached.
struct SurveyJSChecker {
    let survey: [String: Any]
    /// Custom types that write nothing, and those of one value among fixed choices (BC forms).
    static let display: Set<String> = ["html", "image", "infotext", "helptext", "infotexttitle", "custombutton", "expression"]
    static let customChoices: [String: [String]] = ["yesno": ["y", "n"]]

    /// The host app's values of variables the survey reads and does not define
    /// (`import surveyjs --variables`): read where a fixture has no answer of that name.
    var variables: [String: Any] = [:]
    var violations: [String] = []
    var reached: Set<String> = []

    init(survey: [String: Any], variables: [String: Any] = [:]) {
        self.survey = survey
        self.variables = variables
    }

    mutating func check(_ fixture: [String: Any]) {
        var allowed = checkCalculatedValues(fixture)
        var shown: [String: Bool] = [:]
        var data = Self.withTotals(fixture, survey: survey)
        for (name, value) in variables where data[name] == nil { data[name] = value }
        for (index, page) in ((survey["pages"] as? [[String: Any]]) ?? []).enumerated() {
            var visible = page["visible"] as? Bool != false
            if let condition = page["visibleIf"] as? String {
                var evaluator = SurveyJSEvaluator(data: data)
                visible = evaluator.holds(condition)
                reached.insert("p\(index) \(visible)")
            }
            walk(page, "p\(index)", visible: visible, data: data, panel: nil, item: fixture, allowed: &allowed, shown: &shown)
        }
        for key in fixture.keys where !allowed.contains(key) { violations.append("member '\(key)' is no question of the survey") }
        for (name, visible) in shown where !visible && fixture[name] != nil { violations.append("'\(name)' is hidden but present") }
    }

    mutating func walk(
        _ container: [String: Any], _ path: String, visible: Bool, data: [String: Any], panel: [String: Any]?, item: [String: Any],
        allowed: inout Set<String>, shown: inout [String: Bool]
    ) {
        let elements = (container["elements"] ?? container["templateElements"]) as? [[String: Any]] ?? []
        for (index, element) in elements.enumerated() {
            let at = "\(path)/\(index)"
            let type = (element["type"] as? String ?? "").lowercased()
            var evaluator = SurveyJSEvaluator(data: data, panel: panel)
            var isVisible = visible
            if let condition = element["visibleIf"] as? String {
                let holds = evaluator.holds(condition)
                if visible { reached.insert("\(at) \(holds)") }
                isVisible = visible && holds
            } else if element["visible"] as? Bool == false {
                isVisible = false
            }
            if type == "panel" {
                walk(element, at, visible: isVisible, data: data, panel: panel, item: item, allowed: &allowed, shown: &shown)
                continue
            }
            if type == "expression", let name = (element["valueName"] ?? element["name"]) as? String {
                // Computed: written unless includeIntoResult is false, and worked out again here.
                guard element["includeIntoResult"] as? Bool != false else { continue }
                allowed.insert(name)
                shown[name] = (shown[name] ?? false) || isVisible
                if isVisible, let expression = element["expression"] as? String {
                    checkComputed(expression, element: element, name: name, value: item[name], evaluator: &evaluator)
                }
                continue
            }
            guard !Self.display.contains(type), let name = (element["valueName"] ?? element["name"]) as? String else { continue }
            allowed.insert(name)
            allowed.insert(name + "-Comment")
            shown[name] = (shown[name] ?? false) || isVisible
            let value = item[name]
            guard isVisible else { continue }
            if let condition = element["enableIf"] as? String, !evaluator.holds(condition) {
                // A disabled question cannot be answered.
                if value != nil { violations.append("\(name): answered while disabled") }
                continue
            }
            var required = element["isRequired"] as? Bool == true
            if let condition = element["requiredIf"] as? String { required = required || evaluator.holds(condition) }
            if required, SurveyJSEvaluator.isEmpty(value), type != "paneldynamic", type != "matrixdynamic" {
                violations.append("\(name) is required but empty")
            }
            guard let value else { continue }
            checkValue(element, type: type, name: name, value: value, at: at, data: data, panel: panel, item: item)
        }
    }

    mutating func checkValue(
        _ element: [String: Any], type: String, name: String, value: Any, at: String, data: [String: Any], panel: [String: Any]?,
        item: [String: Any]
    ) {
        var evaluator = SurveyJSEvaluator(data: data, panel: panel, row: item)
        for validator in (element["validators"] as? [[String: Any]]) ?? [] where validator["type"] as? String == "expression" {
            if !evaluator.holds(validator["expression"] as? String ?? "true") { violations.append("\(name): validator fails") }
        }
        var choices: [String]? = Self.customChoices[type]
        checkShape(element, type: type, name: name, value: value, evaluator: &evaluator)
        if ["radiogroup", "dropdown", "checkbox", "tagbox"].contains(type) {
            var list: [String] = []
            for choice in sourceChoices(element, data: data) {
                let object = choice as? [String: Any]
                let choiceValue = "\(object?["value"] ?? choice)"
                if let condition = object?["visibleIf"] as? String, !evaluator.holds(condition) { continue }
                list.append(choiceValue)
            }
            if element["hasOther"] as? Bool == true || element["showOtherItem"] as? Bool == true { list.append("other") }
            if element["showNoneItem"] as? Bool == true { list.append("none") }
            choices = list
        }
        if let choices {
            let picked = (value as? [Any]).map { $0.map { "\($0)" } } ?? ["\(value)"]
            if ["checkbox", "tagbox"].contains(type), !(value is [Any]) { violations.append("\(name): not an array") }
            for one in picked {
                if !choices.contains(one) { violations.append("\(name): '\(one)' is not a choice offered") }
                reached.insert("\(at)=\(Self.appChoices[name] == nil ? one : Self.appChoice)")
                let hasOther = element["hasOther"] as? Bool == true || element["showOtherItem"] as? Bool == true
                if one == "other", hasOther, SurveyJSEvaluator.isEmpty(item[name + "-Comment"]) {
                    violations.append("\(name): other without comment")
                }
            }
        }
        switch type {
        case "ranking":
            // Every choice once, in the order the respondent gives.
            let all = sourceChoices(element, data: data).map { "\(($0 as? [String: Any])?["value"] ?? $0)" }
            let ranked = (value as? [Any])?.map { "\($0)" }
            if ranked?.sorted() != all.sorted() { violations.append("\(name): not a ranking of all its choices") }
        case "text" where element["inputType"] as? String == "date":
            if (value as? String)?.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) == nil {
                violations.append("\(name): not a date")
            }
        case "text" where ["number", "range"].contains(element["inputType"] as? String ?? ""):
            if !(value is NSNumber) { violations.append("\(name): not a number") }
        case "boolean": if !(value is Bool) { violations.append("\(name): not a boolean") }
        case "paneldynamic", "matrixdynamic":
            guard let items = value as? [[String: Any]] else { return violations.append("\(name): not an array of objects") }
            let seen = (data[name] as? [[String: Any]]) ?? []
            for (index, entry) in items.enumerated() {
                // Expressions read the row as SurveyJS sees it, hidden expression columns worked out.
                let row = index < seen.count && seen.count == items.count ? seen[index] : entry
                checkItem(entry, row: row, of: element, type: type, name: name, at: at, data: data, panel: panel)
            }
        default: break
        }
    }
}
