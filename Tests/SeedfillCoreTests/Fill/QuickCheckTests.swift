import Testing

@testable import SeedfillCore

/// The quick check (``PlannedField/accepts(_:in:)``) and the validator's first pass
/// (``RecordValidator/isValid(frameIndex:_:context:)``) only ever say "certainly valid": for
/// thousands of values and records, valid and not, whatever they accept the general check and
/// the reporting pass accept too, and they accept most of what is valid (or they would be no
/// shortcut at all).
@Suite struct QuickCheckTests {
    /// Cyrillic lengths, masks under rules, patterns with and without byte tables, bounds read
    /// from the record and from the enclosing record inside a list.
    static let model = """
        { "model": "q", "sections": [ { "key": "s", "fields": [
          { "key": "name", "type": "text", "minLength": 3, "maxLength": 5 },
          { "key": "initials", "type": "text", "minLength": 1, "maxLength": 2, "optional": true },
          { "key": "code", "type": "text", "mask": "Я-##" },
          { "key": "cyr", "type": "text", "pattern": "^[а-я]{2,4}$" },
          { "key": "kind", "type": "choice", "options": ["p", "f", "d"] },
          { "key": "number", "type": "text", "rules": [
            { "when": "kind == 'p'", "mask": "## ##" }, { "when": "kind == 'f'", "pattern": "^[0-9]{3}$" } ] },
          { "key": "born", "type": "date", "min": "1950-01-01", "max": "2000-12-31" },
          { "key": "since", "type": "date", "min": "born + 18y", "max": "2030-01-01" },
          { "key": "amount", "type": "decimal", "scale": 2, "min": "count", "max": 100 },
          { "key": "count", "type": "integer", "min": 1, "max": 9 },
          { "key": "premium", "type": "decimal", "scale": 2, "min": 20, "max": 400.5 },
          { "key": "level", "type": "integer", "min": 0.5, "max": 7 },
          { "key": "on", "type": "boolean", "optional": true },
          { "key": "note", "type": "text", "requiredWhen": "on", "maxLength": 4 },
          { "key": "items", "type": "list", "minItems": 1, "maxItems": 3, "fields": [
            { "key": "day", "type": "date", "min": "born + 18y", "max": "2026-01-01" },
            { "key": "size", "type": "integer", "min": 1, "max": "count * 2", "validWhen": "size != 3" } ] }
        ] } ] }
        """

    /// The models the properties run over, each with its tables.
    static func fixtures() throws -> [FillFixture] {
        [
            try FillFixture.make(model: Self.model),
            try FillFixture.make(model: FieldCheckEquivalenceTests.model, tables: ["regions": FieldCheckEquivalenceTests.regions]),
            try FillFixture.make(model: RecordValidatorTests.model),
        ]
    }

    /// Every checked value field of frame `frame` of `plan`.
    static func valueFields(_ plan: ModelPlan, frame: Int) -> [FieldID] {
        plan.frames[frame].order.filter { plan.fields[$0].kind == .field && !plan.fields[$0].field.type.isContainer }
    }

    /// One candidate value of a field, as the general check judges it.
    struct Verdict {
        /// The field's key and the candidate as JSON, for messages.
        let name: String
        let candidate: Value
        /// Whether the general check finds nothing wrong with the candidate.
        let passes: Bool
        /// What the general check said.
        let said: String
    }

    /// For each candidate value (see ``FieldCheckEquivalenceTests/candidates(for:in:rng:)``) of
    /// each value field that `includes` in the fixtures' first 40 records: what `quick` says of
    /// it in the record (the candidate in its slot), and the general check's verdict.
    static func compareWithTheGeneralCheck(
        rng: inout SplitMix64, includes: (PlannedField) -> Bool = { _ in true },
        quick: (PlannedField, UnsafePointer<Value>, inout EvaluationContext) -> Bool,
        _ compared: (PlannedField, Bool, Verdict) -> Void
    ) throws {
        for fixture in try Self.fixtures() {
            let check = fixture.filler.check
            for record in 1...40 {
                let frame = try fixture.fill(record)
                for id in Self.valueFields(fixture.plan, frame: 0) {
                    let field = check.fields[id]
                    guard includes(field) else { continue }
                    let slot = field.slot.index
                    for candidate in FieldCheckEquivalenceTests.candidates(for: frame.values[slot], in: frame.values, rng: &rng) {
                        var context = EvaluationContext(
                            frames: [frame.values], recordIndex: record, today: FillFixture.today, now: fixture.filler.now)
                        context.frames[0][slot] = candidate
                        var general = context
                        let accepted = withUnsafePointer(to: candidate) { quick(field, $0, &context) }
                        let verdict = Result { () throws(EvaluationError) in
                            try check.generalViolation(of: candidate, field: id, field, in: &general)
                        }
                        let passes = if case .success(nil) = verdict { true } else { false }
                        let name = fixture.plan.fields[id].field.key
                        compared(field, accepted, Verdict(name: name, candidate: candidate, passes: passes, said: "\(verdict)"))
                    }
                }
            }
        }
    }

    @Test func whatTheQuickCheckAcceptsTheGeneralCheckAccepts() throws {
        var rng = SplitMix64(seed: 0x0C1C_C0DE)
        var compared = 0
        var valid = 0
        var accepted = 0
        try Self.compareWithTheGeneralCheck(rng: &rng, quick: { $0.accepts($1, in: &$2) }) { field, quick, verdict in
            if quick {
                #expect(verdict.passes, "\(verdict.name) = \(verdict.candidate.jsonText): accepted, but \(verdict.said)")
                accepted += 1
            }
            if verdict.passes, field.quickShape != .general { valid += 1 }
            compared += 1
        }
        #expect(compared > 10_000)
        // Other spellings of options and values the general check alone can judge aside, the
        // quick check accepts what is valid.
        #expect(valid > 2_000 && accepted * 10 > valid * 9, "accepted \(accepted) of \(valid) valid values")
    }

    /// Whether `a` holds the very arrays of `b` (the same buffers), items included.
    static func holdsTheSameArrays(_ a: FilledFrame, _ b: FilledFrame) -> Bool {
        func base<T>(_ array: [T]) -> UnsafeRawPointer? { array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) } }
        guard base(a.values) == base(b.values), base(a.visible) == base(b.visible), a.items.count == b.items.count else { return false }
        return zip(a.items, b.items).allSatisfy { $0.count == $1.count && zip($0, $1).allSatisfy(holdsTheSameArrays) }
    }

    @Test func theFirstPassPassesExactlyTheRecordsWithNoProblemToReport() throws {
        var rng = SplitMix64(seed: 0xFA57_9A55)
        var validRecords = 0
        var invalidRecords = 0
        for fixture in try Self.fixtures() {
            for record in 1...600 {
                var frame = try fixture.fill(record)
                // Most records are broken once or twice; some are left as filled.
                for _ in 0..<Int(rng.below(3)) { Self.breakOnce(&frame, fixture: fixture, rng: &rng) }
                var context = EvaluationContext(frames: [], recordIndex: record, today: FillFixture.today, now: fixture.filler.now)
                let before = frame
                let pass = (try? fixture.validator.isValid(frameIndex: 0, &frame, context: &context)) == true
                // The pass lends the record's arrays to the evaluation stack and gives them back.
                #expect(Self.holdsTheSameArrays(frame, before), "record \(record): the first pass changed the record")
                var reporting = EvaluationContext(frames: [], recordIndex: record, today: FillFixture.today, now: fixture.filler.now)
                let reported = fixture.validator.reportedProblems(in: frame, context: &reporting)
                #expect(pass == reported.isEmpty, "record \(record): first pass \(pass), reported \(reported)")
                #expect(fixture.validator.problems(in: frame, record: record) == reported)
                if reported.isEmpty { validRecords += 1 } else { invalidRecords += 1 }
            }
        }
        #expect(validRecords > 400 && invalidRecords > 400, "\(validRecords) valid, \(invalidRecords) invalid")
    }

    @Test func constantBoundsAdmitWhatTheLimitsAdmit() throws {
        var rng = SplitMix64(seed: 0xB0_0DD5)
        var context = EvaluationContext(today: LocalDate(daysSinceEpoch: 0))
        var admitted = 0
        for _ in 0..<4_000 {
            // Bounds of every kind (or none), some evaluated per record; values around them.
            let scale = [nil, 0, 1, 2, 3][Int(rng.below(5))]
            var bounds: [CompiledBound?] = []
            for _ in 0..<2 {
                let bound: CompiledBound?
                switch rng.below(5) {
                case 0: bound = nil
                case 1: bound = .value(CompiledConstraintsTests.value(&rng))
                case 2: bound = .value(.number(Number(mantissa: Int64(rng.below(400)) - 200, scale: Int8(rng.below(4)))))
                case 3:
                    let value = CompiledConstraintsTests.value(&rng)
                    bound = .expression(
                        BoundExpression(dependencies: [], staticType: .any, root: .slot(Slot(depth: 0, index: 0))), text: "x")
                    context.frames = [[value]]
                default:
                    // A date field shifted by a duration (see ``DateShift``), the field holding
                    // a date, null or something else.
                    bound = .expression(BoundExpression(dependencies: [], staticType: .any, root: Self.shift(&rng)), text: "x")
                    context.frames = [
                        [rng.below(4) == 0 ? CompiledConstraintsTests.value(&rng) : .date(LocalDate(daysSinceEpoch: Int32(rng.below(5))))]
                    ]
                }
                bounds.append(bound)
            }
            let constraints = CompiledConstraints(min: bounds[0], max: bounds[1], scale: scale)
            let limits = constraints
            for _ in 0..<10 {
                var value = CompiledConstraintsTests.value(&rng)
                if rng.below(2) == 0 { value = .number(Number(mantissa: Int64(rng.below(400)) - 200, scale: Int8(rng.below(4)))) }
                let quick = withUnsafePointer(to: value) { limits.admitsBounds($0, in: &context) }
                let general = Result { () throws(EvaluationError) -> Bool in
                    let below = try limits.orderAgainstMin(value, in: &context).map { $0 < 0 } ?? false
                    let above = try limits.orderAgainstMax(value, in: &context).map { $0 > 0 } ?? false
                    return !(below || above)
                }
                // A bound that fails to evaluate admits nothing quickly (the general check reports it).
                let admits = (try? general.get()) ?? false
                #expect(
                    quick == admits,
                    "\(value.jsonText) in \(constraints.min?.text ?? "-")...\(constraints.max?.text ?? "-") in \(context.frames)")
                if quick { admitted += 1 }
            }
        }
        #expect(admitted > 10_000 && admitted < 35_000, "admitted \(admitted)")
    }

    /// `field + duration`, `duration + field` or `field - duration`, the field in slot 0, with
    /// durations of days and of months (whose end-of-month clamping the shift must keep).
    static func shift(_ rng: inout SplitMix64) -> BoundNode {
        let duration = BoundNode.constant(.duration(Duration(months: Int32(rng.below(3)) * 12, days: Int32(rng.below(3)) - 1)))
        let field = BoundNode.slot(Slot(depth: 0, index: 0))
        switch rng.below(3) {
        case 0: return .binary(.add, field, duration)
        case 1: return .binary(.add, duration, field)
        default: return .binary(.subtract, field, duration)
        }
    }

    @Test func aShiftedDateFieldIsTheBoundItsExpressionEvaluatesTo() throws {
        var rng = SplitMix64(seed: 0xDA7E)
        var answered = 0
        for _ in 0..<5_000 {
            let expression = BoundExpression(dependencies: [], staticType: .any, root: Self.shift(&rng))
            let shift = try #require(DateShift(expression))
            // Dates across month ends and leap days, the last representable ones, null, other kinds.
            let field: Value =
                switch rng.below(5) {
                case 0: CompiledConstraintsTests.value(&rng)
                case 1:
                    .date(
                        LocalDate(daysSinceEpoch: rng.below(2) == 0 ? Int32.max - Int32(rng.below(400)) : Int32.min + Int32(rng.below(400)))
                    )
                default: .date(LocalDate(daysSinceEpoch: Int32(rng.below(3_000)) + 10_900))
                }
            var context = EvaluationContext(frames: [[field]], today: LocalDate(daysSinceEpoch: 0))
            let evaluated = Result { () throws(EvaluationError) in try expression.evaluate(in: &context) }
            switch shift.bound(in: context) {
            case .date(let date):
                #expect(try evaluated.get() == .date(date), "\(field.jsonText)")
                answered += 1
            case .null:
                #expect(try evaluated.get() == .null, "\(field.jsonText)")
                answered += 1
            case .unknown:
                break
            }
        }
        #expect(answered > 3_000, "answered \(answered)")
        // Other shapes are not shifts.
        let field = BoundNode.slot(Slot(depth: 0, index: 0))
        let days = BoundNode.constant(.duration(Duration(days: 1)))
        for root: BoundNode in [.binary(.subtract, days, field), .binary(.multiply, field, days), field, .binary(.add, field, field)] {
            #expect(DateShift(BoundExpression(dependencies: [], staticType: .any, root: root)) == nil)
        }
    }

    /// One change to a filled record: a value replaced (at the root or in a list item), a
    /// field shown or hidden, or a list item dropped or repeated.
    static func breakOnce(_ frame: inout FilledFrame, fixture: FillFixture, rng: inout SplitMix64) {
        let listSlots = frame.items.indices.filter { !frame.items[$0].isEmpty }
        let valueSlots = valueFields(fixture.plan, frame: 0).map { fixture.plan.fields[$0].slot.index }
        switch rng.below(6) {
        case 0, 1, 2:
            let slot = valueSlots[Int(rng.below(UInt64(valueSlots.count)))]
            let candidates = FieldCheckEquivalenceTests.candidates(for: frame.values[slot], in: frame.values, rng: &rng)
            frame.values[slot] = candidates[Int(rng.below(UInt64(candidates.count)))]
        case 3:
            let slot = Int(rng.below(UInt64(frame.visible.count)))
            frame.visible[slot].toggle()
        case 4:
            guard let list = listSlots.first else { return }
            var item = frame.items[list][0]
            let slot = Int(rng.below(UInt64(item.values.count)))
            let candidates = FieldCheckEquivalenceTests.candidates(for: item.values[slot], in: item.values, rng: &rng)
            item.values[slot] = candidates[Int(rng.below(UInt64(candidates.count)))]
            frame.items[list][0] = item
        default:
            guard let list = listSlots.first else { return }
            if rng.below(2) == 0 { frame.items[list].removeLast() } else { frame.items[list].append(frame.items[list][0]) }
        }
    }
}
