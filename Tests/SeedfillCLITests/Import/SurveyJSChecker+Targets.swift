import Foundation

/// Everything a set of fixtures should reach, named as ``SurveyJSChecker/reached`` names it:
/// each `visibleIf` both holding and not (`PATH true`, `PATH false`) and each choice offered
/// (`PATH=VALUE`), in pages, panels, dynamic panels' templates, matrix columns and detail panels;
/// each with the conditions that decide it (its own and its containers' `visibleIf`, a choice's
/// `visibleIf` and its question's `choicesVisibleIf`), to tell which read a host variable.
extension SurveyJSChecker {
    /// The targets of the survey.
    var targets: [String: String] {
        var out: [String: String] = [:]
        for (index, page) in ((survey["pages"] as? [[String: Any]]) ?? []).enumerated() {
            let condition = page["visibleIf"] as? String ?? ""
            if !condition.isEmpty { Self.branches("p\(index)", condition, into: &out) }
            Self.targets(of: page, "p\(index)", condition, into: &out)
        }
        return out
    }

    private static func branches(_ at: String, _ conditions: String, into out: inout [String: String]) {
        out[at + " true"] = conditions
        out[at + " false"] = conditions
    }

    private static func targets(of container: [String: Any], _ path: String, _ outer: String, into out: inout [String: String]) {
        let elements = (container["elements"] ?? container["templateElements"]) as? [[String: Any]] ?? []
        for (index, element) in elements.enumerated() {
            let at = "\(path)/\(index)"
            let conditions = outer + " " + (element["visibleIf"] as? String ?? "")
            if element["visibleIf"] is String { branches(at, conditions, into: &out) }
            let type = (element["type"] as? String ?? "").lowercased()
            if type == "panel" || type == "paneldynamic" { targets(of: element, at, conditions, into: &out) }
            if display.contains(type), type != "expression" {
                // A display element writes nothing: whether it is shown is no property of the data.
                out[at + " true"] = nil
                out[at + " false"] = nil
            }
            choices(of: element, type: type, at, conditions, into: &out)
            guard type == "matrixdynamic" else { continue }
            for column in (element["columns"] as? [[String: Any]]) ?? [] {
                var cell = column
                if cell["choices"] == nil { cell["choices"] = element["choices"] }
                let cellType = ((column["cellType"] ?? element["cellType"]) as? String ?? "dropdown").lowercased()
                cellTargets(cell, type: cellType, "\(at)/\(column["name"] as? String ?? "")", conditions, into: &out)
            }
            for detail in (element["detailElements"] as? [[String: Any]]) ?? [] {
                let detailType = (detail["type"] as? String ?? "").lowercased()
                cellTargets(detail, type: detailType, "\(at)/detail/\(detail["name"] as? String ?? "")", conditions, into: &out)
            }
        }
    }

    private static func cellTargets(_ cell: [String: Any], type: String, _ at: String, _ outer: String, into out: inout [String: String]) {
        let conditions = outer + " " + (cell["visibleIf"] as? String ?? "")
        if cell["visibleIf"] is String { branches(at, conditions, into: &out) }
        choices(of: cell, type: type, at, conditions, into: &out)
    }

    private static func choices(
        of element: [String: Any], type: String, _ at: String, _ outer: String, into out: inout [String: String]
    ) {
        let conditions = outer + " " + (element["choicesVisibleIf"] as? String ?? "")
        if let fixed = customChoices[type] {
            for value in fixed { out["\(at)=\(value)"] = conditions }
            return
        }
        guard ["radiogroup", "dropdown", "checkbox", "tagbox"].contains(type) else { return }
        if let name = element["name"] as? String, appChoices[name] != nil {
            // The app replaces the choices written in the survey with names entered earlier.
            out["\(at)=\(appChoice)"] = conditions
            return
        }
        for choice in (element["choices"] as? [Any]) ?? [] {
            let object = choice as? [String: Any]
            out["\(at)=\(object?["value"] ?? choice)"] = conditions + " " + (object?["visibleIf"] as? String ?? "")
        }
        if element["hasOther"] as? Bool == true || element["showOtherItem"] as? Bool == true { out["\(at)=other"] = conditions }
        if element["showNoneItem"] as? Bool == true { out["\(at)=none"] = conditions }
    }
}
