/// A model compiled once for interactive questionnaires: its plan, the validator and writer
/// every generated fixture goes through, and who reads whom (see ``Questionnaire``).
///
/// Immutable and shared by every copy of a questionnaire of the model.
final class QuestionnaireForm: Sendable {
    /// The model's plan, without a seed file.
    let plan: ModelPlan
    /// The validator, on the plan specialised for `today` (its plan and checks are read when
    /// a questionnaire is laid out, too).
    let validator: RecordValidator
    /// Validation of a questionnaire's JSON, as `seedfill validate` does it.
    let validation: QuestionnaireValidation
    /// The writer of `generate`'s questionnaires.
    let writer: QuestionnaireWriter
    /// By field: the fields whose expressions (or `parents`) read it.
    let readers: [[FieldID]]
    /// By field: the fields it reads, and its section, group or list, which decide whether
    /// it is shown.
    let parents: [[FieldID]]
    /// By field: the fields its `visibleWhen` or `enabledWhen` reads.
    let shownBy: [[FieldID]]
    /// By field: the fields inside it (a section's or group's, a list's items'), all levels.
    let contents: [[FieldID]]
    /// By field: the lists it is an item field of, outermost first.
    let lists: [[FieldID]]

    /// The form of `plan`'s model, relative dates read against `today`.
    init(plan: ModelPlan, today: LocalDate) {
        self.plan = plan
        let validator = RecordValidator(plan: plan, today: today, now: RunConstantFolder.now(on: today))
        self.validator = validator
        validation = QuestionnaireValidation(sharing: validator)
        writer = QuestionnaireWriter(plan: validator.plan)
        var readers = [[FieldID]](repeating: [], count: plan.fields.count)
        var parents = [[FieldID]](repeating: [], count: plan.fields.count)
        var shownBy = [[FieldID]](repeating: [], count: plan.fields.count)
        for edge in DependencyGraph(plan: plan).edges {
            readers[edge.from].append(edge.to)
            parents[edge.to].append(edge.from)
            if edge.kinds.contains(.visibility) { shownBy[edge.to].append(edge.from) }
        }
        self.shownBy = shownBy
        var lists = [[FieldID]](repeating: [], count: plan.fields.count)
        for id in plan.fields.indices {
            var frame = plan.fields[id].frame
            while let list = plan.frames[frame].list {
                lists[id].insert(list, at: 0)
                frame = plan.fields[list].frame
            }
            if let container = plan.fields[id].container { parents[id].append(container) }
            if let list = lists[id].last { parents[id].append(list) }
        }
        self.readers = readers
        self.parents = parents
        self.lists = lists
        contents = plan.fields.indices.map { Self.contents(of: $0, in: plan) }
    }

    /// The fields field `id` depends on, transitively: what its expressions read, its
    /// section, group or list, and what those depend on (see ``parents``).
    func dependencies(of id: FieldID) -> Set<FieldID> {
        var found = Set<FieldID>()
        var queue = parents[id]
        while let next = queue.popLast() {
            if found.insert(next).inserted { queue += parents[next] }
        }
        return found
    }

    /// The fields inside field `id`, all levels, in model order.
    private static func contents(of id: FieldID, in plan: ModelPlan) -> [FieldID] {
        plan.fields[id].children.flatMap { [$0] + contents(of: $0, in: plan) }
    }

    /// Field `id`'s keys in the written questionnaire, one array per level of lists: the keys
    /// down to its outermost list, then within each item (`[["drivers"], ["birthDate"]]`).
    func segments(of id: FieldID) -> [[String]] {
        let field = plan.fields[id]
        let own = plan.frames[field.frame].slotKeys[field.slot.index].split(separator: ".").map(String.init)
        guard let list = lists[id].last else { return [own] }
        return segments(of: list) + [own]
    }

    /// Field `id` at the items `indices` (one per list it is in) as a questionnaire path:
    /// `drivers[0].birthDate`.
    func path(of id: FieldID, indices: [Int]) -> String {
        var text = ""
        for (level, keys) in segments(of: id).enumerated() {
            if level > 0 { text += "[\(level - 1 < indices.count ? indices[level - 1] : 0)]." }
            text += keys.joined(separator: ".")
        }
        return text
    }

    /// The fields that decide whether field `id` is shown: those its `visibleWhen` or
    /// `enabledWhen` reads, and its sections', groups' and lists' read.
    func visibilitySources(of id: FieldID) -> [FieldID] {
        var sources: [FieldID] = []
        var current: FieldID? = id
        while let field = current {
            sources += shownBy[field].filter { !sources.contains($0) }
            current = plan.fields[field].container ?? plan.frames[plan.fields[field].frame].list
        }
        return sources
    }

    /// Every model field's path, with `indices` where it is in lists (0 beyond them), for a
    /// "did you mean" hint.
    func paths(indices: [Int]) -> [String] {
        plan.fields.indices.filter { plan.fields[$0].kind == .field }.map { path(of: $0, indices: indices) }
    }
}
