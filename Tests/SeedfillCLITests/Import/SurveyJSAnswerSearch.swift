import Foundation

/// A search over the answers that decide some conditions (``SurveyJSNeverReached``): every
/// combination of the values each question read could hold, kept consistent with the survey
/// (a question its own conditions hide is empty; a required one shown is answered). Finds
/// whether any makes all the conditions hold.
struct SurveyJSAnswerSearch {
    let analysis: SurveyJSNeverReached
    /// The dynamic panel the conditions are read in (`{panel.x}`), if any.
    let panel: String?
    let conditions: [String]
    /// The question whose choice is the target, and that choice.
    let own: (name: String, value: String, multiple: Bool)?

    /// At most this many combinations are tried; beyond, the search cannot tell.
    static let limit = 200_000

    /// Why no answers make the conditions hold, or `nil` when some do (or the search cannot tell).
    func reason() -> String? {
        // The questions read, and the conditions that show each, until no new one is read.
        var variables: [String] = []
        var pending = conditions
        var all = conditions
        while let text = pending.popLast() {
            for name in Self.variables(in: text) where !variables.contains(name) {
                if name.split(separator: ".").count > (name.lowercased().hasPrefix("panel.") ? 2 : 1) { return nil }
                variables.append(name)
                if let node = question(name) {
                    pending += node.chain
                    all += node.chain
                }
            }
        }
        if let own, !variables.contains(where: { $0.lowercased() == ownVariable(own.name) }) { variables.append(ownVariable(own.name)) }
        guard variables.count <= 14 else { return nil }
        let literals = all.flatMap(Self.literals) + (own.map { [$0.value] } ?? [])
        var domains: [[Any?]] = []
        for name in variables {
            guard let domain = domain(of: name, literals: literals) else { return nil }
            domains.append(domain)
        }
        guard domains.reduce(1, { $0 * $1.count }) <= Self.limit else { return nil }
        var values = [Any?](repeating: nil, count: variables.count)
        func search(_ index: Int) -> Bool {
            if index == variables.count { return holds(variables, values) }
            for value in domains[index] {
                values[index] = value
                if search(index + 1) { return true }
            }
            return false
        }
        if search(0) { return nil }
        return
            "no answers to \(variables.map { "{\($0)}" }.joined(separator: ", ")) make \(conditions.map { "(\($0))" }.joined(separator: " and ")) hold"
    }

    private func ownVariable(_ name: String) -> String { (panel == nil ? name : "panel." + name).lowercased() }

    /// The question `{name}` reads, if it is one.
    private func question(_ name: String) -> SurveyJSNeverReached.Node? {
        let lowered = name.lowercased()
        let key = lowered.hasPrefix("panel.") ? "\(panel ?? "")/\(lowered.dropFirst(6))".lowercased() : lowered
        // A value name two questions share may come from either: no one chain decides it.
        return analysis.shared.contains(key) ? nil : analysis.questions[key]
    }

    /// Whether the answers `values` of `variables` are consistent with the survey and make the
    /// conditions (and the target's choice) hold.
    private func holds(_ variables: [String], _ values: [Any?]) -> Bool {
        var data: [String: Any] = [:]
        var item: [String: Any] = [:]
        for (name, value) in zip(variables, values) {
            guard let value else { continue }
            if name.lowercased().hasPrefix("panel.") { item[String(name.dropFirst(6))] = value } else { data[name] = value }
        }
        var evaluator = SurveyJSEvaluator(data: data, panel: item)
        for (name, value) in zip(variables, values) {
            guard let node = question(name) else { continue }
            let shown = !node.hidden && node.chain.allSatisfy { evaluator.holds($0) }
            if !shown, value != nil { return false }
            if shown, value == nil, node.element["isRequired"] as? Bool == true { return false }
        }
        if let own, let index = variables.firstIndex(where: { $0.lowercased() == ownVariable(own.name) }) {
            let value = values[index]
            let holds = (value as? [String])?.contains(own.value) ?? ((value as? String) == own.value)
            if !holds { return false }
        }
        return conditions.allSatisfy { evaluator.holds($0) }
    }

    /// The values `{name}` is tried with: its choices (those no condition names as one), empty
    /// unless it is always answered, or for other questions empty, some text and the literals.
    private func domain(of name: String, literals: [String]) -> [Any?]? {
        guard let node = question(name) else { return Self.free(literals) }
        let element = node.element
        let type = (element["type"] as? String ?? "").lowercased()
        var choices = ((element["choices"] as? [Any]) ?? []).map { "\(($0 as? [String: Any])?["value"] ?? $0)" }
        if let fixed = SurveyJSChecker.customChoices[type] { choices = fixed }
        if element["hasOther"] as? Bool == true || element["showOtherItem"] as? Bool == true { choices.append("other") }
        if element["showNoneItem"] as? Bool == true { choices.append("none") }
        if SurveyJSChecker.appChoices[element["name"] as? String ?? ""] != nil { return Self.free(literals) }
        if type == "boolean" { return [nil, true, false] }
        guard !choices.isEmpty else { return Self.free(literals) }
        var tried = choices.filter(literals.contains)
        if let other = choices.first(where: { !literals.contains($0) }) { tried.append(other) }
        if type == "checkbox" || type == "tagbox" {
            guard tried.count <= 8 else { return nil }
            return (0..<(1 << tried.count)).map { mask -> Any? in
                let subset = tried.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
                return subset.isEmpty ? nil : subset
            }
        }
        return [nil] + tried
    }

    /// Empty, some text, and each literal (a number also one above and one below).
    private static func free(_ literals: [String]) -> [Any?] {
        var out: [Any?] = [nil, "x"]
        for literal in Set(literals).sorted() {
            out.append(literal)
            if let number = Double(literal) { out += [number, number + 1, number - 1] }
        }
        return out
    }

    /// The `{…}` names in `text`.
    static func variables(in text: String) -> [String] {
        text.matches(of: /\{\s*([^}]+?)\s*\}/).map { String($0.1) }
    }

    /// The quoted texts and numbers in `text`.
    static func literals(in text: String) -> [String] {
        let quoted = text.matches(of: /["'“‘]([^"'”’]*)["'”’]/).map { String($0.1) }
        let bare = text.replacing(/\{[^}]*\}/, with: "").replacing(/["'“‘][^"'”’]*["'”’]/, with: "")
        let numbers = bare.matches(of: /(?:^|[^A-Za-z_\d.])(\d+(?:\.\d+)?)/).map { String($0.1) }
        return quoted + numbers
    }
}
