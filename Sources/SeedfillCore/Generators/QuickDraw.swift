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
        /// are ``dateFrom`` and ``dateTo``: read where they are held, they are not copied.
        case knownDates
        /// A `bool`, `true` with the chance ``probability``.
        case bool
        /// A switch's model default: `true` when one draw is odd (see
        /// ``QuickDraw/modelDefault(of:options:)``).
        case coin
        /// A `oneOf`, of ``values`` (read where they are held, not copied out of a payload).
        case oneOf
        /// A `mask`, ``mask`` (read where it is held, not copied out of a payload).
        case mask
        /// A `regex`, ``regex`` (read where it is held, not copied out of a payload).
        case regex
        /// A `fake` value of ``provider`` in ``locale``, of the gender in the slot ``gender``
        /// when it has one.
        case fake
        /// Anything else: the full ``RecordFiller/draw(_:for:rng:itemKey:state:)``.
        case general
    }

    let kind: Kind
    // The parts, each read by the kinds that name it above; the other kinds leave them at
    // these placeholders, which nothing reads. The bytes and references first: a fake value's,
    // a mask's or a pattern's draw then reads the cache line that holds the kind (see
    // ``PlannedField``).
    let provider: FakeProvider
    let locale: FakeLocale
    /// For a `mask` generator: the mask, for ``Kind/mask``; else `nil`.
    let mask: Mask?
    /// For a `regex` generator: the pattern, for ``Kind/regex``; else `nil`.
    let regex: RegexPattern?
    /// For a `oneOf` generator: its values and cumulative weights, for ``Kind/oneOf``.
    let values: [Value]
    let weights: [Double]?
    let table: Int
    let column: Int
    let low: Int64
    let high: Int64
    let step: Int64
    let from: LocalDate
    let to: LocalDate
    let probability: Double
    let gender: Slot?
    /// For a `date` generator: its bounds, for ``Kind/knownDates``; else `nil`.
    let dateFrom: CompiledBound?
    let dateTo: CompiledBound?

    /// A quick draw of `kind` with the parts it reads.
    init(
        _ kind: Kind, table: Int = 0, column: Int = 0, low: Int64 = 0, high: Int64 = 0, step: Int64 = 1,
        from: LocalDate = LocalDate(daysSinceEpoch: 0), to: LocalDate = LocalDate(daysSinceEpoch: 0), probability: Double = 0,
        provider: FakeProvider = .personFirstName, locale: FakeLocale = .en, gender: Slot? = nil, dateFrom: CompiledBound? = nil,
        dateTo: CompiledBound? = nil, values: [Value] = [], weights: [Double]? = nil, mask: Mask? = nil, regex: RegexPattern? = nil
    ) {
        self.kind = kind
        self.table = table
        self.column = column
        self.low = low
        self.high = high
        self.step = step
        self.from = from
        self.to = to
        self.probability = probability
        self.provider = provider
        self.locale = locale
        self.gender = gender
        self.dateFrom = dateFrom
        self.dateTo = dateTo
        self.values = values
        self.weights = weights
        self.mask = mask
        self.regex = regex
    }

    /// `base` with the payload parts of the generator it was made of.
    private init(
        _ base: QuickDraw, dateFrom: CompiledBound? = nil, dateTo: CompiledBound? = nil, values: [Value] = [], weights: [Double]? = nil,
        mask: Mask? = nil, regex: RegexPattern? = nil
    ) {
        self.init(
            base.kind, table: base.table, column: base.column, low: base.low, high: base.high, step: base.step, from: base.from,
            to: base.to, probability: base.probability, provider: base.provider, locale: base.locale, gender: base.gender,
            dateFrom: dateFrom, dateTo: dateTo, values: values, weights: weights, mask: mask, regex: regex)
    }

    /// The quick form of `generator`, ``Kind/general`` when it has none: one line per kind that
    /// has one, its parts taken apart by its unit where that takes more than a line.
    init(_ generator: Generator) {
        switch generator {
        case .table(let table, let column, let match, _):
            self = match.isEmpty ? QuickDraw(.sharedCell, table: table, column: column) : QuickDraw(.general)
        case .int(let min, let max, let step): self = QuickDraw.wholeInt(min, max, step: step) ?? QuickDraw(.general)
        case .date(let from, let to): self = QuickDraw(QuickDraw.dates(from, to), dateFrom: from, dateTo: to)
        case .bool(let probability): self = QuickDraw(.bool, probability: probability)
        case .oneOf(let values, let cumulative): self = QuickDraw(.oneOf, values: values, weights: cumulative)
        case .mask(let mask): self = QuickDraw(.mask, mask: mask)
        case .regex(let pattern): self = QuickDraw(.regex, regex: pattern)
        case .fake(let provider, let locale, let gender): self = QuickDraw(.fake, provider: provider, locale: locale, gender: gender)
        default: self = QuickDraw(.general)
        }
    }
}

extension RecordFiller {
    /// One draw for field `id` (`field`): the quick cases here, the
    /// rest through ``draw(_:for:rng:itemKey:state:)``.
    @inline(__always)
    func drawFront(_ field: PlannedField, for id: FieldID, rng: inout SplitMix64, itemKey: UInt64, state: inout State) throws(FillError)
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
            if let low = Self.knownDate(field.quick.dateFrom, in: state.context),
                let high = Self.knownDate(field.quick.dateTo, in: state.context)
            {
                return Self.drawDate(low, high, rng: &rng)
            }
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .bool:
            return Self.drawBool(field.quick.probability, rng: &rng)
        case .coin:
            return .bool(rng.next() & 1 == 1)
        case .oneOf:
            return Self.drawOneOf(field.quick.values, cumulative: field.quick.weights, rng: &rng)
        case .mask:
            if let text = field.quick.mask?.generate(using: &rng) { return .string(text) }
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .regex:
            if let text = field.quick.regex?.generate(using: &rng) { return .string(text) }
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .fake:
            return Self.drawFake(field.quick.provider, locale: field.quick.locale, gender: field.quick.gender, rng: &rng, in: state)
        case .general:
            return try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        }
    }
}
