/// The cheap draws, taken inline by ``RecordFiller/produce(_:_:in:item:state:)``.
///
/// ``RecordFiller/draw(_:for:rng:itemKey:state:)`` is one big switch over the indirect
/// ``Generator``: each call pays for the call itself and for copying the case's payload out of
/// its box. Most fields of a usual model draw a shared table cell, an integer or a date between
/// constants, a flag, one of a few values, a mask, a pattern or a fake name, which cost less
/// than that overhead, or not much more. Their
/// parts are taken apart once, when the filler is made; each case below does exactly what its
/// case of `draw` does (the same random numbers, the same value), without the call.
enum QuickDraw: Sendable {
    /// A `table` cell without `match`: the row shared by the record (and list item).
    case sharedCell(table: Int, column: Int)
    /// An `int` between whole constants.
    case wholeInt(low: Int64, high: Int64, step: Int64)
    /// A `date` between constant dates.
    case dates(LocalDate, LocalDate)
    /// A `date` whose bounds are usually known without evaluation (`birthDate + 18y`); when
    /// one is not, the full draw, which evaluates them (before drawing anything). The bounds
    /// are ``FillField/dateFrom`` and ``FillField/dateTo``: read there, they are not copied.
    case knownDates
    /// A `bool` with the chance of `true`.
    case bool(Double)
    /// A `oneOf`, of ``FillField/oneOfValues`` (read there, not copied out of a payload).
    case oneOf
    /// A `mask`, ``FillField/mask`` (read there, not copied out of a payload).
    case mask
    /// A `regex`, ``FillField/regex`` (read there, not copied out of a payload).
    case regex
    /// A `fake` value of `provider` in `locale`, of the gender in the slot `gender` when it
    /// has one.
    case fake(FakeProvider, FakeLocale, gender: Slot?)
    /// Anything else: the full ``RecordFiller/draw(_:for:rng:itemKey:state:)``.
    case general

    /// The quick form of `generator`, ``general`` when it has none.
    init(_ generator: Generator) {
        switch generator {
        case .table(let table, let column, let match) where match.isEmpty:
            self = .sharedCell(table: table, column: column)
        case .int(.value(.number(let low)), .value(.number(let high)), let step) where low.scale == 0 && high.scale == 0:
            self = .wholeInt(low: low.mantissa, high: high.mantissa, step: step)
        case .date(.value(.date(let low))?, .value(.date(let high))?):
            self = .dates(low, high)
        case .date:
            self = .knownDates
        case .bool(let probability):
            self = .bool(probability)
        case .oneOf:
            self = .oneOf
        case .mask:
            self = .mask
        case .regex:
            self = .regex
        case .fake(let provider, let locale, let gender):
            self = .fake(provider, locale, gender: gender)
        default:
            self = .general
        }
    }
}

extension RecordFiller {
    /// One draw for field `id` (whose filling parts are `field`): the quick cases here, the
    /// rest through ``draw(_:for:rng:itemKey:state:)``.
    @inline(__always)
    func drawFront(_ field: FillField, for id: FieldID, rng: inout SplitMix64, itemKey: UInt64, state: inout State) throws(FillError)
        -> Value
    {
        switch field.quick {
        case .sharedCell(let table, let column):
            let rowCount = plan.tableList[table].rows.count
            guard rowCount > 0 else { return .null }
            let row = TableRows.sharedRow(
                rowKey: plan.tableRowKeys[table], rowCount: rowCount, recordKey: state.recordKey, itemKey: itemKey)
            return plan.tableList[table].rows[row][column]
        case .wholeInt(let low, let high, let step):
            return Self.uniformInt(low, high, step: step, rng: &rng)
        case .dates(let low, let high):
            return Self.uniformDate(low, high, rng: &rng)
        case .knownDates:
            if let low = Self.knownDate(field.dateFrom, in: state.context), let high = Self.knownDate(field.dateTo, in: state.context) {
                return Self.uniformDate(low, high, rng: &rng)
            }
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .bool(let probability):
            return .bool(rng.unit() < probability)
        case .oneOf:
            return field.oneOfValues[Self.pick(count: field.oneOfValues.count, cumulative: field.oneOfWeights, rng: &rng)]
        case .mask:
            if let text = field.mask?.generate(using: &rng) { return .string(text) }
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .regex:
            if let text = field.regex?.generate(using: &rng) { return .string(text) }
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .fake(let provider, let locale, let genderSlot):
            return Self.fake(provider, locale, gender: genderSlot, rng: &rng, in: state.context)
        case .general:
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        }
    }

    /// A `fake` draw, as ``draw(_:for:rng:itemKey:state:)`` makes it.
    ///
    /// Not inlined: the providers' code would swell the filler's loop, which then keeps less
    /// in registers for every other field.
    @inline(never)
    static func fake(
        _ provider: FakeProvider, _ locale: FakeLocale, gender genderSlot: Slot?, rng: inout SplitMix64, in context: borrowing EvaluationContext
    ) -> Value {
        // The gender field's text is read where it is stored, not copied out.
        var gender: Gender?
        if let slot = genderSlot, BoundNode.holds(slot, context) {
            gender = Gender(fieldValue: context.frames[slot.depth][slot.index])
        }
        return provider.generate(locale: locale, gender: gender, rng: &rng)
    }
}
