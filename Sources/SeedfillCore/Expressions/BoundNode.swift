/// The executable form of an expression: names resolved to slots, functions to ``Builtin``s,
/// literal patterns compiled. An enum walked by one `switch` keeps the evaluator free of
/// existentials and dynamic dispatch.
indirect enum BoundNode: Sendable {
    case constant(Value)
    case slot(Slot)
    /// `list.field`: `inner` evaluated in each item's frame at `itemDepth`; `flatten` when
    /// `inner` itself yields a list per item (a list inside a list).
    case listMap(list: Slot, itemDepth: Int, inner: BoundNode, flatten: Bool)
    case member(BoundNode, String)
    case index(BoundNode, BoundNode)
    case list([BoundNode])
    case recordIndex, itemIndex, today, now
    case not(BoundNode)
    case negate(BoundNode)
    case and(BoundNode, BoundNode)
    case or(BoundNode, BoundNode)
    /// `x == null` (`negated`: `x != null`): the only comparisons that hold for `null`.
    case isNull(BoundNode, negated: Bool)
    case binary(BinaryOperator, BoundNode, BoundNode)
    /// `slot op constant` (`constant op slot` unless `slotFirst`): a ``binary(_:_:_:)`` of a
    /// field and a literal, made only by ``specialised()`` for evaluation.
    case slotOperator(BinaryOperator, Slot, Value, slotFirst: Bool)
    /// `a op b` of two fields: a ``binary(_:_:_:)`` made only by ``specialised()`` for evaluation.
    case slotsOperator(BinaryOperator, Slot, Slot)
    /// `x matches 'literal'`, compiled once when binding.
    case matchesPattern(BoundNode, RegexPattern)
    /// `regexReplace(text, 'literal', with)`, its pattern compiled once when binding.
    case regexReplace(BoundNode, RegexPattern, BoundNode)
    case call(Builtin, [BoundNode])
    /// `count/sum/avg/min/max(list, body)`: `body` evaluated in each item's frame.
    case aggregate(Builtin, list: Slot, itemDepth: Int, body: BoundNode)
}

/// A template bound to storage.
struct BoundTemplate: Sendable {
    enum Piece: Sendable {
        case text([UInt8])
        case expression(BoundNode)
    }

    /// Every slot the template reads, deduplicated, in first-use order.
    var dependencies: [Slot]
    /// The pieces, flattened for rendering (see ``TemplateProgram``).
    private var program: TemplateProgram

    /// Creates a bound template.
    init(dependencies: [Slot], pieces: [Piece]) {
        self.dependencies = dependencies
        program = TemplateProgram(pieces)
    }

    /// Literal text and expressions, in order.
    var pieces: [Piece] {
        get { program.pieces }
        set { program = TemplateProgram(newValue) }
    }

    /// Appends the rendered text as UTF-8 bytes.
    func render(into buffer: inout [UInt8], in context: inout EvaluationContext) throws(EvaluationError) {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.stackBytes) { memory throws(EvaluationError) in
            var text = TextBuffer(memory)
            try render(into: &text, in: &context)
            buffer.append(contentsOf: text.bytes(from: 0))
        }
    }

    /// The rendered text, built in a stack buffer: the string is the only allocation. Never
    /// inlined: the buffer would enlarge the frame of every caller's call, not only this one.
    @inline(never)
    func render(in context: inout EvaluationContext) throws(EvaluationError) -> String {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.stackBytes) { memory throws(EvaluationError) -> String in
            var text = TextBuffer(memory)
            try render(into: &text, in: &context)
            return text.makeString()
        }
    }

    /// Room on the stack for a rendered text; a longer one moves to the heap.
    private static var stackBytes: Int { 256 }

    private func render(into buffer: inout TextBuffer, in context: inout EvaluationContext) throws(EvaluationError) {
        try program.render(into: &buffer, &context)
    }
}

/// What an expression is evaluated against: the record's frames and the run's clock.
struct EvaluationContext: Sendable {
    /// `frames[0]` is the record root; `frames[k]` the current item of a list nested k deep.
    var frames: [[Value]]
    /// The record's number, from 1.
    var recordIndex: Int
    /// The current list item's number, from 1 (0 outside lists).
    var itemIndex: Int
    /// The anchor date for `today`.
    var today: LocalDate
    /// The anchor instant for `now()`.
    var now: LocalDateTime

    /// Creates a context.
    init(
        frames: [[Value]] = [[]], recordIndex: Int = 1, itemIndex: Int = 0,
        today: LocalDate, now: LocalDateTime? = nil
    ) {
        self.frames = frames
        self.recordIndex = recordIndex
        self.itemIndex = itemIndex
        self.today = today
        self.now = now ?? LocalDateTime(secondsSinceEpoch: Int64(today.daysSinceEpoch) * 86_400, offsetMinutes: 0)
    }
}
