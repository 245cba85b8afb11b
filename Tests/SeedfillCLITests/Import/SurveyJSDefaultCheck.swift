import Foundation

/// Checks that a fixture holds what the source survey proposes (`defaultValue`, or
/// `defaultValueExpression` worked out by ``SurveyJSEvaluator`` on the fixture), apart from the
/// importer: wherever a question with a default is answered (top level, a dynamic panel's items,
/// a matrix's rows), its answer is the proposal, as from a respondent who keeps it.
///
/// Left out: questions named in `skipped` (a default the import reports it cannot keep), and a
/// proposal that reads a host variable (`{user_…}`, the seed's `context`) or gives nothing
/// (the starter seed draws an answer there).
struct SurveyJSDefaultCheck {
    let survey: [String: Any]
    var skipped: Set<String> = []
    var violations: [String] = []
    /// How many answers held each question's proposal, by question name.
    var held: [String: Int] = [:]

    init(survey: [String: Any], skipped: Set<String> = []) {
        self.survey = survey
        self.skipped = skipped
    }

    mutating func check(_ fixture: [String: Any]) {
        for page in (survey["pages"] as? [[String: Any]]) ?? [survey] {
            walk(page, data: fixture, panel: nil, answers: fixture)
        }
    }

    /// The questions of a page, panel or panel template, whose answers are in `answers`.
    private mutating func walk(_ container: [String: Any], data: [String: Any], panel: [String: Any]?, answers: [String: Any]) {
        let elements = (container["elements"] ?? container["templateElements"] ?? container["questions"]) as? [[String: Any]] ?? []
        for element in elements {
            let type = (element["type"] as? String ?? "").lowercased()
            if type == "panel" {
                walk(element, data: data, panel: panel, answers: answers)
                continue
            }
            guard let name = (element["valueName"] ?? element["name"]) as? String, let answer = answers[name] else { continue }
            switch type {
            case "paneldynamic":
                for item in answer as? [[String: Any]] ?? [] { walk(element, data: data, panel: item, answers: item) }
            case "matrixdynamic", "matrixdropdown":
                let rows = (answer as? [[String: Any]]) ?? ((answer as? [String: Any])?.values.compactMap { $0 as? [String: Any] } ?? [])
                let cells = ((element["columns"] as? [[String: Any]]) ?? []) + ((element["detailElements"] as? [[String: Any]]) ?? [])
                for row in rows {
                    for cell in cells { compare(cell, row, data: data, panel: panel, row: row) }
                }
            default:
                compare(element, answers, data: data, panel: panel, row: nil)
            }
        }
    }

    /// Compares the answer in `answers` of question (or column) `element` with its proposal.
    private mutating func compare(
        _ element: [String: Any], _ answers: [String: Any], data: [String: Any], panel: [String: Any]?, row: [String: Any]?
    ) {
        guard let name = (element["valueName"] ?? element["name"]) as? String, !skipped.contains(name), let answer = answers[name]
        else { return }
        let proposed: Any?
        if let expression = element["defaultValueExpression"] as? String {
            guard !expression.contains("{user_") else { return }
            var evaluator = SurveyJSEvaluator(data: data, panel: panel, row: row)
            proposed = evaluator.evaluate(expression)
        } else if let value = element["defaultValue"] {
            proposed = value
        } else {
            return
        }
        guard !SurveyJSEvaluator.isEmpty(proposed) else { return }
        if let members = proposed as? [String: Any] {
            // An object's proposal: each member proposed is held (the others are answered freely).
            let object = answer as? [String: Any] ?? [:]
            for (member, value) in members where !SurveyJSEvaluator.equal(object[member], value) {
                violations.append("'\(name).\(member)' holds \(object[member] ?? "nothing"), not the proposed \(value)")
            }
        } else if !SurveyJSEvaluator.equal(answer, proposed) {
            violations.append("'\(name)' holds \(answer), not the proposed \(proposed ?? "nothing")")
        }
        held[name, default: 0] += 1
    }
}
