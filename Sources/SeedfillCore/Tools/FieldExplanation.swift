/// `seedfill explain MODEL FIELD`: why a field is where it is — where it is declared, what it
/// reads and who reads it (with why), when it is shown and required, the rules in force, the
/// generator that fills it (the default, and each seed file's entry) and its place in the fill
/// order.
package struct FieldExplanation {
    let plan: ModelPlan
    let graph: DependencyGraph
    /// For each seed file of the model: its name and its plan (`nil` when it does not compile).
    var seeds: [(name: String, plan: ModelPlan?)] = []

    package init(plan: ModelPlan, seeds: [(name: String, plan: ModelPlan?)] = []) {
        self.plan = plan
        self.graph = DependencyGraph(plan: plan)
        self.seeds = seeds
    }

    /// The explanation of field `id`, one fact per line.
    package func text(for id: FieldID) -> String {
        let planned = plan.fields[id]
        let field = planned.field
        var lines: [String] = []
        let title = field.title.map { " \"\($0)\"" } ?? ""
        lines.append("\(graph.name(id)) — \(field.type.rawValue)\(title) in the model '\(plan.model.name)'")
        lines.append("declared at   \(field.location) (\(field.path))")
        func row(_ label: String, _ values: [String]) {
            let pad = String(repeating: " ", count: 14)
            let head = label.padding(toLength: 14, withPad: " ", startingAt: 0)
            if values.isEmpty { lines.append(head + "—"); return }
            lines.append(head + values[0])
            for value in values.dropFirst() { lines.append(pad + value) }
        }
        row("reads", graph.parents(of: id).map { "\(graph.name($0.from)) (\(kinds($0.kinds)))" })
        row("read by", graph.dependants(of: id).map { "\(graph.name($0.to)) (\(kinds($0.kinds)))" })
        row("visible", visibility(id))
        if !field.type.isContainer {
            row("required", [requirement(field)])
            row("rules", rules(field))
            row("generator", generator(id))
        }
        row("fill order", [order(id)])
        return lines.joined(separator: "\n") + "\n"
    }

    private func kinds(_ kinds: [EdgeKind]) -> String { kinds.map(\.rawValue).joined(separator: ", ") }

    /// Its own `visibleWhen` and those of the sections, groups and lists around it.
    private func visibility(_ id: FieldID) -> [String] {
        var conditions: [String] = []
        if let own = plan.fields[id].field.visibleWhen { conditions.append("when '\(own.text)'") }
        var current = enclosing(id)
        while let outer = current {
            if let condition = plan.fields[outer].field.visibleWhen {
                conditions.append(
                    "while its \(plan.fields[outer].field.type.rawValue) '\(graph.name(outer))' is shown: '\(condition.text)'")
            }
            current = enclosing(outer)
        }
        return conditions.isEmpty ? ["always"] : conditions
    }

    /// The section, group or list holding `id`.
    private func enclosing(_ id: FieldID) -> FieldID? {
        if let container = plan.fields[id].container { return container }
        return plan.frames[plan.fields[id].frame].list
    }

    private func requirement(_ field: Field) -> String {
        if let when = field.requiredWhen { return "when '\(when.text)' (otherwise it may be empty)" }
        return field.optional ? "no (optional: it may be null)" : "yes, whenever it is shown"
    }

    private func rules(_ field: Field) -> [String] {
        var out: [String] = []
        let base = Self.describe(field.constraints)
        if !base.isEmpty { out.append("always: " + base) }
        if let options = field.options {
            switch options {
            case .list(let list): out.append("options: " + list.compactMap { Value.fromJSON($0.value)?.jsonText }.joined(separator: ", "))
            case .table(let lookup):
                out.append(
                    "options: column '\(lookup.column)' of table '\(lookup.table)'"
                        + (lookup.match.isEmpty
                            ? "" : " where " + lookup.match.map { "\($0.column) = \($0.field.text)" }.joined(separator: " and ")))
            case .from(let source): out.append("options: the answers '\(source.text)' holds")
            }
            if field.isOpen { out.append("open: other text is taken, checked by its text constraints") }
        }
        for rule in field.rules { out.append("when '\(rule.when.text)': " + Self.describe(rule.constraints)) }
        if let validWhen = field.validWhen { out.append("validWhen '\(validWhen.text)'" + (field.message.map { " — \($0)" } ?? "")) }
        if let enabled = field.enabledWhen { out.append("read-only unless '\(enabled.text)'") }
        if let compute = field.compute { out.append("computed: '\(compute.text)'") }
        return out
    }

    /// The constraints as the model writes them: `mask '## ##', min 0, max 10`.
    static func describe(_ c: Constraints) -> String {
        var parts: [String] = []
        func bound(_ b: BoundSource) -> String { Value.fromJSON(b.node)?.jsonText ?? "?" }
        if let v = c.minLength { parts.append("minLength \(v)") }
        if let v = c.maxLength { parts.append("maxLength \(v)") }
        if let v = c.mask { parts.append("mask '\(v.text)'") }
        if let v = c.maskLetters { parts.append("maskLetters '\(v.text)'") }
        if let v = c.pattern { parts.append("pattern '\(v.text)'") }
        if let v = c.min { parts.append("min \(bound(v))") }
        if let v = c.max { parts.append("max \(bound(v))") }
        if let v = c.scale { parts.append("scale \(v)") }
        if let v = c.minItems { parts.append("minItems \(v)") }
        if let v = c.maxItems { parts.append("maxItems \(v)") }
        if let v = c.accept { parts.append("accept \(v.joined(separator: ", "))") }
        if let v = c.maxSize { parts.append("maxSize \(v)") }
        return parts.joined(separator: ", ")
    }

    /// The default generator, then what each seed file of the model does with the field.
    private func generator(_ id: FieldID) -> [String] {
        let fallback = DefaultGenerator.of(id, in: plan)
        var out = ["default: " + (fallback.entry.map { "\($0) — " } ?? "") + fallback.note]
        let path = plan.fields[id].fullPath
        for seed in seeds {
            guard let seedPlan = seed.plan else {
                out.append("\(seed.name): the seed file has errors (run 'seedfill check')")
                continue
            }
            guard let match = seedPlan.fields.first(where: { $0.kind == .field && $0.fullPath == path }) else { continue }
            if let location = match.generatorLocation, let entry = match.generatorPath {
                out.append("\(seed.name): the seed entry at \(location) (\(entry))")
            } else if match.initialValue != nil {
                out.append("\(seed.name): not mapped, so the initialValue")
            } else if let expression = match.field.defaultExpr {
                out.append("\(seed.name): not mapped, so the defaultExpr '\(expression.text)'")
            } else {
                out.append("\(seed.name): not mapped, so the default")
            }
        }
        return out
    }

    /// Its position in its frame's fill order, with its neighbours.
    private func order(_ id: FieldID) -> String {
        let frame = plan.frames[plan.fields[id].frame]
        let members = frame.order.filter { plan.fields[$0].kind == .field }
        guard let position = members.firstIndex(of: id) else { return "not filled" }
        let scope = frame.list.map { "in each item of '\(graph.name($0))'" } ?? "in the record"
        var text = "\(position + 1) of \(members.count) \(scope)"
        if position > 0 { text += ", after \(graph.name(members[position - 1]))" }
        if position + 1 < members.count { text += ", before \(graph.name(members[position + 1]))" }
        return text
    }
}
