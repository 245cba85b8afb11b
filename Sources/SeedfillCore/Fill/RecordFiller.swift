/// Fills record `i` of a seed file: every frame in its planned order, hidden fields skipped,
/// each value drawn from its own random stream and redrawn (a bounded number of times) until it
/// satisfies its field.
public struct RecordFiller: Sendable {
    let plan: ModelPlan
    let seedKey: UInt64
    let today: LocalDate
    let now: LocalDateTime
    /// How many draws a value gets before the run stops with an error.
    let maxTries: Int

    /// Creates a filler for a compiled plan.
    init(plan: ModelPlan, seedKey: UInt64, today: LocalDate, maxTries: Int = 100) {
        self.plan = plan
        self.seedKey = seedKey
        self.today = today
        self.now = LocalDateTime(secondsSinceEpoch: Int64(today.daysSinceEpoch) * 86_400 + 12 * 3600, offsetMinutes: 0)
        self.maxTries = maxTries
    }

    /// The mutable state of one record being filled.
    struct State {
        var context: EvaluationContext
        let recordKey: UInt64
        let record: Int
    }

    /// Fills record `record` (from 1).
    func fill(record: Int) throws(FillError) -> FilledFrame {
        var state = State(
            context: EvaluationContext(frames: [], recordIndex: record, itemIndex: 0, today: today, now: now),
            recordKey: RandomStream.recordKey(seedKey: seedKey, record: record), record: record)
        return try fillFrame(0, itemKey: 0, state: &state)
    }

    private func fillFrame(_ frameIndex: Int, itemKey: UInt64, state: inout State) throws(FillError) -> FilledFrame {
        let framePlan = plan.frames[frameIndex]
        let depth = framePlan.depth
        state.context.frames.append([Value](repeating: .null, count: framePlan.slotCount))
        defer { state.context.frames.removeLast() }
        var visible = [Bool](repeating: false, count: framePlan.slotCount)
        var items = [[FilledFrame]](repeating: [], count: framePlan.slotCount)

        for id in framePlan.order {
            let planned = plan.fields[id]
            let slot = planned.slot.index
            if planned.kind == .helper {
                state.context.frames[depth][slot] = try produce(id, itemKey: itemKey, state: &state)
                continue
            }
            if let container = planned.container, !visible[plan.fields[container].slot.index] { continue }
            if let condition = planned.visibleWhen {
                guard try evaluate(condition, for: id, what: "visibleWhen", state: &state).isTruthy else { continue }
            }
            visible[slot] = true
            switch planned.field.type {
            case .section, .group:
                continue
            case .list:
                let list = try fillList(id, itemKey: itemKey, state: &state)
                items[slot] = list
                let keys = plan.frames[planned.itemFrame!].slotKeys
                state.context.frames[depth][slot] = .array(list.map { .object(ObjectValue(keys: keys, values: $0.values)) })
            default:
                state.context.frames[depth][slot] = try produce(id, itemKey: itemKey, state: &state)
            }
        }
        return FilledFrame(values: state.context.frames[depth], visible: visible, items: items)
    }

    private func fillList(_ id: FieldID, itemKey: UInt64, state: inout State) throws(FillError) -> [FilledFrame] {
        let planned = plan.fields[id]
        let itemFrame = planned.itemFrame!
        var rng = RandomStream.generator(recordKey: state.recordKey, pathHash: planned.pathHash, itemKey: itemKey)
        let count = try itemCount(id, rng: &rng, state: &state)
        let savedItemIndex = state.context.itemIndex
        defer { state.context.itemIndex = savedItemIndex }
        var result: [FilledFrame] = []
        result.reserveCapacity(count)
        for item in 0..<count {
            state.context.itemIndex = item + 1
            result.append(try fillFrame(itemFrame, itemKey: RandomStream.itemKey(parent: itemKey, item: item + 1), state: &state))
        }
        if let problem = listViolation(id, items: result) {
            throw failure(id, problem, value: nil, state: state)
        }
        return result
    }

    /// How many items a list gets: the seed's `count`, else the model's `count` expression, else
    /// uniform in `minItems…maxItems` (default 1…3).
    private func itemCount(_ id: FieldID, rng: inout SplitMix64, state: inout State) throws(FillError) -> Int {
        let planned = plan.fields[id]
        let c = planned.constraints
        var value: Value
        switch planned.generator {
        case .modelDefault:
            if let count = planned.listCount {
                value = try evaluate(count, for: id, what: "count", state: &state)
            } else {
                let low = c.minItems ?? Swift.min(1, c.maxItems ?? 1)
                let high = c.maxItems ?? Swift.max(low, 3)
                value = .number(Number(Int64(low) + Int64(rng.below(UInt64(Swift.max(0, high - low) + 1)))))
            }
        default:
            value = try draw(planned.generator, for: id, rng: &rng, itemKey: 0, state: &state)
        }
        guard case .number(let number) = value, let whole = number.int64Value, whole >= 0, whole <= 100_000 else {
            throw failure(id, Violation(rule: "count", message: "the item count \(value.jsonText) is not a whole number between 0 and 100000"),
                          value: nil, state: state)
        }
        return Int(whole)
    }

    /// `minItems`, `maxItems` and `uniqueBy` of a filled list.
    func listViolation(_ id: FieldID, items: [FilledFrame]) -> Violation? {
        let planned = plan.fields[id]
        let c = planned.constraints
        if let minItems = c.minItems, items.count < minItems {
            return Violation(rule: "minItems \(minItems)", message: "\(items.count) items, at least \(minItems) required")
        }
        if let maxItems = c.maxItems, items.count > maxItems {
            return Violation(rule: "maxItems \(maxItems)", message: "\(items.count) items, at most \(maxItems) allowed")
        }
        if !planned.uniqueBy.isEmpty {
            var seen = Set<[Value]>()
            for item in items {
                let key = planned.uniqueBy.map { item.values[$0] }
                if !seen.insert(key).inserted {
                    let names = planned.field.uniqueBy.map(\.text).joined(separator: ", ")
                    return Violation(rule: "uniqueBy", message: "two items share \(names) = \(key.map(\.jsonText).joined(separator: ", "))")
                }
            }
        }
        return nil
    }

    /// A value for field `id`: computed, read-only, or drawn until valid.
    private func produce(_ id: FieldID, itemKey: UInt64, state: inout State) throws(FillError) -> Value {
        let planned = plan.fields[id]
        let depth = planned.slot.depth
        let slot = planned.slot.index
        if let compute = planned.compute {
            let value = try evaluate(compute, for: id, what: "compute", state: &state)
            return conform(value, to: planned)
        }
        if let enabled = planned.enabledWhen, !(try evaluate(enabled, for: id, what: "enabledWhen", state: &state).isTruthy) {
            return planned.initialValue ?? .null
        }
        if case .modelDefault = planned.generator, let initial = planned.initialValue {
            return initial
        }
        var rng = RandomStream.generator(recordKey: state.recordKey, pathHash: planned.pathHash, itemKey: itemKey)
        let check = FieldCheck(plan: plan)
        var last: (Value, Violation)?
        for _ in 0..<maxTries {
            let value = conform(try draw(planned.generator, for: id, rng: &rng, itemKey: itemKey, state: &state), to: planned)
            state.context.frames[depth][slot] = value
            let problem: Violation?
            do {
                problem = try check.violation(of: value, field: id, in: &state.context)
            } catch {
                throw evaluationFailure(id, error, what: "its rules", state: state)
            }
            guard let problem else { return value }
            last = (value, problem)
        }
        throw failure(id, last!.1, value: last!.0, state: state)
    }

    // MARK: - Errors

    func evaluate(_ expression: BoundExpression, for id: FieldID, what: String, state: inout State) throws(FillError) -> Value {
        do {
            return try expression.evaluate(in: &state.context)
        } catch {
            throw evaluationFailure(id, error, what: what, state: state)
        }
    }

    func evaluationFailure(_ id: FieldID, _ error: EvaluationError, what: String, state: State) -> FillError {
        let planned = plan.fields[id]
        return FillError(diagnostic: .error(
            "record \(state.record): evaluating \(what) of '\(planned.fullPath.joined(separator: "."))' failed: \(error.message)",
            at: planned.generatorLocation ?? planned.field.location, path: planned.generatorPath ?? planned.field.path))
    }

    func failure(_ id: FieldID, _ problem: Violation, value: Value?, state: State) -> FillError {
        let planned = plan.fields[id]
        let name = planned.fullPath.joined(separator: ".")
        var message = "record \(state.record): no valid value for '\(name)' after \(maxTries) tries: \(problem.message) (rule: \(problem.rule))"
        if value == nil { message = "record \(state.record): '\(name)' breaks its rule \(problem.rule): \(problem.message)" }
        let hint = planned.generatorPath.map { "the seed entry at '\($0)' produces values the model rejects; make it agree with the rule" }
            ?? "the rule leaves no value that the default generator can find; check the field's bounds and rules"
        return FillError(diagnostic: .error(message, at: planned.generatorLocation ?? planned.field.location,
                                            path: planned.generatorPath ?? planned.field.path, hint: hint))
    }
}
