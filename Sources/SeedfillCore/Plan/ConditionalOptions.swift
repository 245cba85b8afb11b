/// A choice's fixed options when some have a `visibleWhen`: which are offered is decided per
/// record, here without building the list of offered options.
///
/// ``FieldCheck/offeredOptions(_:in:)`` evaluates every condition in option order, failing
/// with the first that fails, and offers the options whose conditions hold. The answers here
/// are the same: every condition that could fail (see ``cannotFail(_:)``) is evaluated first,
/// in option order, so the same one fails first; a condition that cannot fail is evaluated
/// only when its option decides the answer. Evaluation has no side effects, so skipping one
/// changes nothing else. At most 64 options, one bit each.
final class ConditionalOptions: Sendable {
    /// The options' values, in order.
    let values: [Value]
    /// Their conditions (`nil`: always offered).
    let conditions: [BoundExpression?]
    /// The exclusive options, as bits.
    let exclusive: UInt64
    /// The options whose condition could fail when evaluated, as bits.
    private let mayFail: UInt64

    /// The options of `options`, or `nil` when none has a condition or there are more than 64.
    init?(_ options: [CompiledOption]) {
        guard options.count <= 64, options.contains(where: { $0.visibleWhen != nil }) else { return nil }
        values = options.map(\.value)
        conditions = options.map(\.visibleWhen)
        var exclusive: UInt64 = 0
        var mayFail: UInt64 = 0
        for (i, option) in options.enumerated() {
            if option.exclusive { exclusive |= 1 << UInt64(i) }
            if let condition = option.visibleWhen, !Self.cannotFail(condition.root) { mayFail |= 1 << UInt64(i) }
        }
        self.exclusive = exclusive
        self.mayFail = mayFail
    }

    /// The offered options as bits: every condition evaluated in order, as
    /// ``FieldCheck/offeredOptions(_:in:)`` does.
    func offered(in context: inout EvaluationContext) throws(EvaluationError) -> UInt64 {
        var bits: UInt64 = 0
        for i in conditions.indices {
            if let condition = conditions[i], !(try condition.isTrue(in: &context)) { continue }
            bits |= 1 << UInt64(i)
        }
        return bits
    }

    /// The value of the `k`-th (from 0) option among `bits`.
    static func nth(_ k: Int, of bits: UInt64, in values: [Value]) -> Value {
        var rest = bits
        for _ in 0..<k { rest &= rest &- 1 }
        return values[rest.trailingZeroBitCount]
    }

    /// Whether `value` is certainly offered (and no condition fails): an option with exactly
    /// its bytes is shown. `false` leaves the answer, and its message, to the full check.
    func offers(_ value: Value, in context: inout EvaluationContext) throws(EvaluationError) -> Bool {
        var shown = try failingShown(in: &context)
        return try isShown(value, shown: &shown, in: &context)
    }

    /// Whether every element of a multichoice's `chosen` is certainly offered and no exclusive
    /// option is combined with others (and no condition fails); `false` leaves the answer to
    /// the full check.
    func accepts(_ chosen: [Value], in context: inout EvaluationContext) throws(EvaluationError) -> Bool {
        var shown = try failingShown(in: &context)
        for element in chosen where !(try isShown(element, shown: &shown, in: &context)) { return false }
        guard chosen.count > 1, exclusive != 0 else { return true }
        // An exclusive option's value among several chosen ones is the full check's message;
        // compared with `==`, as that check does, so no other spelling of it slips through.
        for element in chosen {
            var bits = exclusive
            while bits != 0 {
                let i = bits.trailingZeroBitCount
                bits &= bits &- 1
                if values[i] == element, try isShown(at: i, shown: &shown, in: &context) { return false }
            }
        }
        return true
    }

    /// Evaluates the conditions that could fail, in option order: the bits of those that hold,
    /// and of the options decided already (the rest are evaluated when asked).
    private func failingShown(in context: inout EvaluationContext) throws(EvaluationError) -> (known: UInt64, holds: UInt64) {
        var holds: UInt64 = 0
        var bits = mayFail
        while bits != 0 {
            let i = bits.trailingZeroBitCount
            bits &= bits &- 1
            if try conditions[i]!.isTrue(in: &context) { holds |= 1 << UInt64(i) }
        }
        return (mayFail, holds)
    }

    /// Whether an option with exactly `value`'s bytes is shown.
    private func isShown(_ value: Value, shown: inout (known: UInt64, holds: UInt64), in context: inout EvaluationContext)
        throws(EvaluationError) -> Bool
    {
        for i in values.indices where values[i].isExactly(value) {
            if try isShown(at: i, shown: &shown, in: &context) { return true }
        }
        return false
    }

    /// Whether option `i` is shown, its condition evaluated once (it cannot fail, or was
    /// evaluated by ``failingShown(in:)``).
    private func isShown(at i: Int, shown: inout (known: UInt64, holds: UInt64), in context: inout EvaluationContext)
        throws(EvaluationError)
        -> Bool
    {
        let bit: UInt64 = 1 << UInt64(i)
        guard let condition = conditions[i] else { return true }
        if shown.known & bit == 0 {
            shown.known |= bit
            if try condition.isTrue(in: &context) { shown.holds |= bit }
        }
        return shown.holds & bit != 0
    }
}
