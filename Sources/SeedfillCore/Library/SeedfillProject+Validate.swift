import Foundation

/// Validating questionnaires that already exist, as `seedfill validate` does.
extension SeedfillProject {
    /// Every rule of model `model` that the questionnaire in `json` (one JSON object) breaks;
    /// empty when it is valid.
    ///
    /// The validator is the one every generated fixture goes through. `today` (`YYYY-MM-DD`)
    /// anchors relative dates; without it, the `today` of the model's seed files when they
    /// give one, else the current date (UTC), as `seedfill validate` reads it. Expressions
    /// that read `index` read 1. Throws a ``SeedfillError`` for an unknown model or text that
    /// is not JSON.
    public func validate(model: String, json: Data, today: String? = nil) throws(SeedfillError) -> [Violation] {
        let plan = try modelPlan(model)
        let date = try Self.date(today) ?? QuestionnaireValidation.seedToday(of: model, in: project) ?? Self.currentDate()
        let (node, jsonProblems) = JSONReader.parse([UInt8](json), file: "<json>")
        guard let node, !jsonProblems.contains(where: { $0.severity == .error }) else {
            throw SeedfillError(diagnostics: jsonProblems)
        }
        return Self.violations(of: node, validation: QuestionnaireValidation(plan: plan, today: date), number: 1)
    }

    /// The plan of model `model` without a seed file; an unknown model, or one that cannot be
    /// planned, is an error.
    func modelPlan(_ model: String) throws(SeedfillError) -> ModelPlan {
        guard let loaded = project.models[model] else {
            let known = project.models.keys.sorted()
            throw SeedfillError(
                .error(
                    "unknown model \(Quoted.single(model))",
                    hint: Suggestions.hint(for: model, in: known) ?? "models: \(known.joined(separator: ", "))"))
        }
        let (plan, problems) = project.plan(ofModel: loaded)
        guard let plan else { throw SeedfillError(diagnostics: problems) }
        return plan
    }

    /// Every rule the questionnaire in `node` breaks, found by `validation`; expressions read
    /// `number` as `index`.
    static func violations(of node: JSONNode, validation: QuestionnaireValidation, number: Int) -> [Violation] {
        let (layout, findings) = validation.check(node, number: number, displayPrefix: "")
        let shapes = layout.map { problem in
            let path = problem.path ?? ""
            return Violation(
                path: path, rule: "layout", value: Self.value(at: path, in: node),
                message: problem.message,
                line: problem.location?.line ?? 1, column: problem.location?.column ?? 1, valueText: nil)
        }
        return shapes
            + findings.map { finding in
                Violation(
                    path: finding.path, rule: finding.rule, value: Self.value(at: finding.path, in: node), message: finding.message,
                    line: finding.location?.line ?? 1, column: finding.location?.column ?? 1, valueText: finding.valueText)
            }
    }

    /// The value at `path` (`a.b[2].c`) in `node`, or `nil` when there is none.
    static func value(at path: String, in node: JSONNode) -> QuestionnaireValue? {
        var current = node
        var rest = Substring(path)
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                    let elements = current.elements, elements.indices.contains(index)
                else { return nil }
                current = elements[index]
                rest = rest[rest.index(after: close)...]
            } else {
                if rest.first == "." { rest = rest.dropFirst() }
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                let key = String(rest[..<end])
                guard let member = current.members?.first(where: { $0.key == key }) else { return nil }
                current = member.value
                rest = rest[end...]
            }
        }
        return QuestionnaireValue(current)
    }
}
