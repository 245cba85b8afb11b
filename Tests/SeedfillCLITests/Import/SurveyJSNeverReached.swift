import Foundation

/// Why a target of ``SurveyJSChecker`` (`PATH true`, `PATH false`, `PATH=VALUE`) can never be
/// reached, worked out from the source survey alone with ``SurveyJSEvaluator``: the element (or
/// a container) is `visible: false`, or no answers to the questions its conditions read make
/// it happen. The answers tried are each question's choices (or, for other questions, empty and
/// any text), kept consistent with the survey: a question hidden by its own conditions is
/// empty, a required one shown is answered. Choices no condition names are tried as one, since
/// no condition tells them apart.
struct SurveyJSNeverReached {
    /// One element: its conditions from the page down (its own `visibleIf` last), and the
    /// dynamic panel it is a template question of.
    struct Node {
        var element: [String: Any]
        var chain: [String]
        var hidden: Bool
        var panel: String?
    }

    let survey: [String: Any]
    /// Elements by target path (`p3/1/0`).
    var nodes: [String: Node] = [:]
    /// Questions by value name (lower-cased), and a dynamic panel's by `panel/name`.
    var questions: [String: Node] = [:]
    /// The keys of `questions` that more than one question has.
    var shared: Set<String> = []

    init(survey: [String: Any]) {
        self.survey = survey
        for (index, page) in ((survey["pages"] as? [[String: Any]]) ?? []).enumerated() {
            let chain = (page["visibleIf"] as? String).map { [$0] } ?? []
            walk(page, "p\(index)", chain: chain, hidden: page["visible"] as? Bool == false, panel: nil)
        }
    }

    private mutating func walk(_ container: [String: Any], _ path: String, chain: [String], hidden: Bool, panel: String?) {
        let elements = (container["elements"] ?? container["templateElements"]) as? [[String: Any]] ?? []
        for (index, element) in elements.enumerated() {
            let at = "\(path)/\(index)"
            let own = chain + ((element["visibleIf"] as? String).map { [$0] } ?? [])
            let isHidden = hidden || (element["visible"] as? Bool == false && element["visibleIf"] == nil)
            let node = Node(element: element, chain: own, hidden: isHidden, panel: panel)
            nodes[at] = node
            let type = (element["type"] as? String ?? "").lowercased()
            if let name = (element["valueName"] ?? element["name"]) as? String, type != "panel" {
                let key = ((panel.map { $0 + "/" } ?? "") + name).lowercased()
                if questions[key] != nil { shared.insert(key) }
                questions[key] = node
            }
            if type == "panel" { walk(element, at, chain: own, hidden: isHidden, panel: panel) }
            if type == "paneldynamic" { walk(element, at, chain: own, hidden: isHidden, panel: element["name"] as? String) }
        }
    }

    /// Why `target` is never reached, or `nil` when answers exist that reach it (or the
    /// analysis cannot tell).
    func reason(_ target: String) -> String? {
        var path = target
        var goal: (condition: String, holds: Bool)?
        var choice: String?
        if target.hasSuffix(" true") || target.hasSuffix(" false") {
            let holds = target.hasSuffix(" true")
            path = String(target.dropLast(holds ? 5 : 6))
            guard let own = (nodes[path] ?? pageNode(path))?.element["visibleIf"] as? String else { return nil }
            goal = (own, holds)
        } else if let equal = target.firstIndex(of: "=") {
            path = String(target[..<equal])
            choice = String(target[target.index(after: equal)...])
        }
        guard let node = nodes[path] ?? pageNode(path) else { return nil }
        if node.hidden { return "it is in an element with \"visible\": false" }
        var conditions = goal == nil ? node.chain : Array(node.chain.dropLast())
        if let goal { conditions.append(goal.holds ? goal.condition : "!(\(goal.condition))") }
        var own: (name: String, value: String, multiple: Bool)?
        if let choice {
            let type = (node.element["type"] as? String ?? "").lowercased()
            let name = (node.element["valueName"] ?? node.element["name"]) as? String ?? ""
            own = (name, choice, type == "checkbox" || type == "tagbox")
            for item in (node.element["choices"] as? [Any]) ?? [] {
                if let object = item as? [String: Any], "\(object["value"] ?? "")" == choice, let shown = object["visibleIf"] as? String {
                    conditions.append(shown)
                }
            }
        }
        return SurveyJSAnswerSearch(analysis: self, panel: node.panel, conditions: conditions, own: own).reason()
    }

    private func pageNode(_ path: String) -> Node? {
        guard path.hasPrefix("p"), !path.contains("/"), let index = Int(path.dropFirst()),
            let pages = survey["pages"] as? [[String: Any]], index < pages.count
        else { return nil }
        let condition = pages[index]["visibleIf"] as? String
        return Node(
            element: pages[index], chain: condition.map { [$0] } ?? [], hidden: pages[index]["visible"] as? Bool == false, panel: nil)
    }
}
