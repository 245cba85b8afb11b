/// Binary operators on the operand kinds that conditions and computations use most: two
/// numbers, two texts compared for equality, two dates, a date shifted by a duration.
///
/// ``apply(_:_:_:)`` matches the operator and both operands as one tuple, which copies both
/// values in and out, and orders numbers through ``Value/compare(to:)``. These functions look
/// at one operand kind at a time and compute the same result by the same operations (``Number``
/// order and arithmetic, `String` equality, ``LocalDate`` shifts); any other combination, and
/// `null`, goes to ``apply(_:_:_:)`` unchanged, so values and errors are exactly its own
/// (property-tested in `QuickOperatorTests`).
extension BoundNode {
    /// `x op y` for an operator other than `and`/`or`: the common kinds here, the rest by ``apply(_:_:_:)``.
    @inline(__always)
    static func applyQuickly(_ op: BinaryOperator, _ x: Value, _ y: Value) throws(EvaluationError) -> Value {
        switch x {
        case .number(let a):
            if case .number(let b) = y, let result = try numbers(op, a, b) { return result }
        case .string(let a):
            if case .string(let b) = y {
                if op == .equal { return .bool(a == b) }
                if op == .notEqual { return .bool(a != b) }
            }
        case .date(let a):
            switch y {
            case .date(let b): if let result = order(op, a, b) { return result }
            case .duration(let u): if let result = shifted(op, a, u) { return result }
            default: break
            }
        default:
            break
        }
        return try apply(op, x, y)
    }

    /// `a op b` for a comparison or arithmetic operator, `nil` for any other. A comparison is
    /// what ``apply(_:_:_:)`` decides from ``Value/compare(to:)``, whose order is `Number`'s `<`;
    /// arithmetic throws the message of the ``ValueError``, as ``arithmetic(_:_:_:)`` does.
    @inline(__always)
    static func numbers(_ op: BinaryOperator, _ a: Number, _ b: Number) throws(EvaluationError) -> Value? {
        do throws(ValueError) {
            switch op {
            case .add: return .number(try a.adding(b))
            case .subtract: return .number(try a.subtracting(b))
            case .multiply: return .number(try a.multiplying(by: b))
            case .divide: return .number(try a.dividing(by: b))
            case .remainder: return .number(try a.remainder(dividingBy: b))
            default: return order(op, a, b)
            }
        } catch {
            throw EvaluationError(error.message)
        }
    }

    /// `a op b` for `== != < <= > >=` on one ordered type, `nil` for any other operator.
    ///
    /// ``apply(_:_:_:)`` tests equality with `==` (through ``Value/isEqual(to:)``) and orders by
    /// the sign of `order(a, b)` (-1, 0 or 1 from `<` both ways); for a strict order `a <= b`
    /// is `!(b < a)` and `a > b` is `b < a`, the same answers.
    @inline(__always)
    static func order<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> Value? {
        switch op {
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(!(b < a))
        case .greater: return .bool(b < a)
        case .greaterOrEqual: return .bool(!(a < b))
        default: return nil
        }
    }

    /// `date + duration` or `date - duration` when it stays in range, else `nil` (``apply(_:_:_:)``
    /// then reports the date out of range, or the operator that does not apply).
    @inline(__always)
    static func shifted(_ op: BinaryOperator, _ date: LocalDate, _ duration: Duration) -> Value? {
        switch op {
        case .add: return date.adding(duration).map(Value.date)
        case .subtract: return date.subtracting(duration).map(Value.date)
        default: return nil
        }
    }
}
