/// How many records of other seeds one record fills through its `ref`s, directly or not, and
/// the limit on it.
///
/// A `ref` fills the referenced record again (with its own `ref`s), even for a key, so the
/// counts multiply along the references: 26 models with two `ref`s each to the next fill 2²⁶
/// records for one. `check` refuses a seed whose records would fill more than ``limit``; the
/// seeds referring to it get no plan either (the problem is reported once, where it starts),
/// so generation never meets such a plan. Counts saturate instead of overflowing.
struct ReferenceFanOut {
    /// The most records of other seeds one record may fill through its references (README,
    /// "References between seed files").
    static let limit = 100_000
    /// The most items a list holds at run time (``RecordFiller/itemCount(_:_:rng:state:)``).
    static let listItemLimit = 100_000

    /// Records filled for one record of the plan, at most `Int.max`.
    private(set) var total = 0
    /// The field whose references fill the most, and how many (for the message).
    private(set) var largest: (field: FieldID, count: Int)?

    /// Counts for `plan`, given the counts of the seeds it refers to (by seed name; compiled
    /// before it, see ``SeedOrder``).
    init(plan: ModelPlan, seedCounts: [String: Int]) {
        for id in plan.fields.indices {
            guard let perValue = Self.records(of: plan.fields[id].generator, plan: plan, seedCounts: seedCounts, depth: 0)
            else { continue }
            let count = Self.multiply(perValue, Self.values(of: id, in: plan))
            total = Self.add(total, count)
            if count > largest?.count ?? 0 { largest = (id, count) }
        }
    }

    /// Records one draw of `generator` fills: one per referenced record and what that record
    /// fills in turn; the most of any `when` branch (only one is taken). `nil` when it reads none.
    private static func records(of generator: Generator, plan: ModelPlan, seedCounts: [String: Int], depth: Int) -> Int? {
        guard depth < 64 else { return nil }
        switch generator {
        case .reference(let reference):
            guard reference.source < plan.references.count else { return nil }
            return add(1, seedCounts[plan.references[reference.source].seed.name] ?? 0)
        case .when(let branches):
            return branches.compactMap { records(of: $0.generator, plan: plan, seedCounts: seedCounts, depth: depth + 1) }.max()
        case .nullable(_, let inner), .unique(_, let inner):
            return records(of: inner, plan: plan, seedCounts: seedCounts, depth: depth + 1)
        default:
            return nil
        }
    }

    /// How many values of field `id` one record can hold: the product of the largest item
    /// counts of the lists around it.
    private static func values(of id: FieldID, in plan: ModelPlan) -> Int {
        var count = 1
        var frame = plan.fields[id].frame
        var steps = 0
        while frame != 0, let list = plan.frames[frame].list, steps < plan.frames.count {
            count = multiply(count, mostItems(of: plan.fields[list]))
            frame = plan.fields[list].frame
            steps += 1
        }
        return count
    }

    /// The most items a list can get: its constant's, its `int` generator's upper bound, its
    /// `maxItems`, the default count's (3 without `maxItems`), else the run-time limit.
    private static func mostItems(of list: PlannedField) -> Int {
        let c = list.constraints
        let declared = min(c.maxItems ?? listItemLimit, listItemLimit)
        switch list.generator {
        case .constant(.array(let items)):
            return items.count
        case .modelDefault where list.listCount == nil:
            return c.maxItems.map { _ in declared } ?? c.defaultItems.high
        case .int(_, .value(.number(let high)), _):
            guard let most = high.int64Value, most >= 0 else { return declared }
            return min(Int(clamping: most), declared)
        default:
            return declared
        }
    }

    /// The error for a seed whose records fill more than ``limit``, at its largest reference.
    func problem(seed: SeedFile, plan: ModelPlan) -> Diagnostic {
        let grouped = { (n: Int) in n == Int.max ? "more than \(CountText.grouped(UInt64(Int64.max)))" : CountText.grouped(UInt64(n)) }
        var location = seed.modelLocation
        var path = "model"
        var hint = "each record a 'ref' reads is filled again, with its own refs, for every item of the lists around it"
        if let (id, count) = largest {
            let planned = plan.fields[id]
            location = planned.generatorLocation ?? planned.field.location
            path = planned.generatorPath ?? planned.field.path
            let name = planned.messageName
            if count < total { hint = "\(name) fills \(grouped(count)) of them; " + hint }
            hint += "; refer to fewer records, or lower 'maxItems' of the lists around the refs"
        }
        return .error(
            "one record of seed \(Quoted.single(seed.name)) fills \(grouped(total)) records of other seeds through its refs; seedfill allows at most \(CountText.grouped(UInt64(Self.limit)))",
            at: location, path: path, hint: hint)
    }

    private static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    private static func multiply(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : product
    }
}
