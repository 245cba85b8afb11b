/// The cheap draws, taken inline by ``RecordFiller/produce(_:_:in:item:state:)``.
///
/// ``RecordFiller/draw(_:for:rng:itemKey:state:)`` is one big switch over the indirect
/// ``Generator``: each call pays for the call itself and for copying the case's payload out of
/// its box. Most fields of a usual model draw a shared table cell, an integer or a date between
/// constants, a flag, one of a few values, a mask, a pattern or a fake name, which cost less
/// than that overhead, or not much more. Their parts are taken apart once, when the filler is
/// made; each case below does exactly what its case of `draw` does (the same random numbers,
/// the same value), without the call.
///
/// A kind byte and plain stored parts rather than an enum with payloads: the loop switches on
/// one byte and reads only the part its case needs, where an enum's cases of several shapes
/// were told apart by masking their bits, for every value drawn.
struct QuickDraw: Sendable {
    /// Which draw, and so which of the parts below it reads.
    enum Kind: UInt8, Sendable {
        /// A `table` cell without `match`: ``table``'s ``column`` in the row shared by the
        /// record (and list item).
        case sharedCell
        /// An `int` between whole constants: ``low`` to ``high`` by ``step``.
        case wholeInt
        /// A `date` between constant dates: ``from`` to ``to``.
        case dates
        /// A `date` whose bounds are usually known without evaluation (`birthDate + 18y`); when
        /// one is not, the full draw, which evaluates them (before drawing anything). The bounds
        /// are ``FillField/dateFrom`` and ``FillField/dateTo``: read there, they are not copied.
        case knownDates
        /// A `bool`, `true` with the chance ``probability``.
        case bool
        /// A `oneOf`, of ``FillField/oneOfValues`` (read there, not copied out of a payload).
        case oneOf
        /// A `mask`, ``FillField/mask`` (read there, not copied out of a payload).
        case mask
        /// A `regex`, ``FillField/regex`` (read there, not copied out of a payload).
        case regex
        /// A `fake` value of ``provider`` in ``locale``, of the gender in the slot ``gender``
        /// when it has one.
        case fake
        /// Anything else: the full ``RecordFiller/draw(_:for:rng:itemKey:state:)``.
        case general
    }

    let kind: Kind
    // The parts, each read by the kinds that name it above; the other kinds leave them at
    // these placeholders, which nothing reads.
    private(set) var table = 0
    private(set) var column = 0
    private(set) var low: Int64 = 0
    private(set) var high: Int64 = 0
    private(set) var step: Int64 = 1
    private(set) var from = LocalDate(daysSinceEpoch: 0)
    private(set) var to = LocalDate(daysSinceEpoch: 0)
    private(set) var probability = 0.0
    private(set) var provider = FakeProvider.personFirstName
    private(set) var locale = FakeLocale.en
    private(set) var gender: Slot?

    /// The quick form of `generator`, ``Kind/general`` when it has none.
    init(_ generator: Generator) {
        switch generator {
        case .table(let table, let column, let match, _) where match.isEmpty:
            kind = .sharedCell
            self.table = table
            self.column = column
        case .int(.value(.number(let low)), .value(.number(let high)), let step) where low.scale == 0 && high.scale == 0:
            kind = .wholeInt
            self.low = low.mantissa
            self.high = high.mantissa
            self.step = step
        case .date(.value(.date(let from))?, .value(.date(let to))?):
            kind = .dates
            self.from = from
            self.to = to
        case .date:
            kind = .knownDates
        case .bool(let probability):
            kind = .bool
            self.probability = probability
        case .oneOf:
            kind = .oneOf
        case .mask:
            kind = .mask
        case .regex:
            kind = .regex
        case .fake(let provider, let locale, let gender):
            kind = .fake
            self.provider = provider
            self.locale = locale
            self.gender = gender
        default:
            kind = .general
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
        switch field.quick.kind {
        case .sharedCell:
            return sharedCell(field.quick.table, column: field.quick.column, itemKey: itemKey, state: state)
        case .wholeInt:
            return Self.drawWholeInt(field.quick.low, field.quick.high, step: field.quick.step, rng: &rng)
        case .dates:
            return Self.drawDate(field.quick.from, field.quick.to, rng: &rng)
        case .knownDates:
            if let low = Self.knownDate(field.dateFrom, in: state.context), let high = Self.knownDate(field.dateTo, in: state.context) {
                return Sampling.uniformDate(low, high, rng: &rng)
            }
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .bool:
            return Self.drawBool(field.quick.probability, rng: &rng)
        case .oneOf:
            return Self.drawOneOf(field.oneOfValues, cumulative: field.oneOfWeights, rng: &rng)
        case .mask:
            if let text = field.mask?.generate(using: &rng) { return .string(text) }
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .regex:
            if let text = field.regex?.generate(using: &rng) { return .string(text) }
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .fake:
            return Self.drawFake(field.quick.provider, locale: field.quick.locale, gender: field.quick.gender, rng: &rng, in: state)
        case .general:
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        }
    }
}
