import Foundation

/// The choices the British Columbia family-law app fills in at run time, known here apart from
/// the importer's types file: in `fpo-web/src/app/survey/survey.component.ts` (bcgov/family-law-act-app,
/// 2020) `onAfterRenderPanel` and `onMatrixAfterCellRender` set these questions' `choices` to
/// the names entered in a dynamic panel, each `[first, middle, last].join(" ")`.
extension SurveyJSChecker {
    /// Question name → the dynamic panel (its name) and the name question in its template.
    static let appChoices: [String: (panel: String, name: String)] = [
        "childrenForParentingArrng": ("childInfoPanel", "childName"),
        "whichChildrenNeedSupport": ("childInfoPanel", "childName"),
        "listOfChildren": ("childInfoPanel", "childName"),
        "listOfChildrenForGuradianship": ("childInfoPanel", "childName"),
        "NameOfChild": ("childInfoPanel", "childName"),
        "supportToBePaidBy": ("otherPartyDynamicPanel", "OtherPartyName"),
        "whoIsPayorFactSheet": ("otherPartyDynamicPanel", "OtherPartyName"),
        "NameOfGuardian": ("otherPartyDynamicPanel", "OtherPartyName"),
    ]

    /// How a target names any choice the app fills in (`PATH=(run-time choice)`).
    static let appChoice = "(run-time choice)"

    /// The names the app offers for `app`: one per item of the panel's value in `data`.
    func appChoiceValues(_ app: (panel: String, name: String), data: [String: Any]) -> [Any] {
        let key = panelValueName(app.panel) ?? app.panel
        return ((data[key] as? [[String: Any]]) ?? []).map { item in
            let name = item[app.name] as? [String: Any] ?? [:]
            // JavaScript's join writes a missing part as empty text.
            return ["first", "middle", "last"].map { (name[$0] as? String) ?? "" }.joined(separator: " ")
        }
    }

    /// The data key (`valueName`, else `name`) of the dynamic panel named `name`.
    func panelValueName(_ name: String) -> String? {
        var found: String?
        func search(_ node: Any) {
            if let list = node as? [Any] { return list.forEach(search) }
            guard let object = node as? [String: Any] else { return }
            if object["name"] as? String == name, object["type"] as? String == "paneldynamic" {
                found = (object["valueName"] ?? object["name"]) as? String
            }
            object.values.forEach(search)
        }
        search(survey)
        return found
    }
}
