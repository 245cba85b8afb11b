extension BoundNode {
    /// A binary operator other than `and`/`or` on two evaluated operands.
    static func apply(_ op: BinaryOperator, _ x: Value, _ y: Value) throws(EvaluationError) -> Value {
        switch op {
        case .equal, .notEqual:
            // Comparisons with null are false; `== null` is bound separately.
            if x.isNull || y.isNull { return .bool(false) }
            return .bool(x.isEqual(to: y) == (op == .equal))
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            if x.isNull || y.isNull { return .bool(false) }
            guard let order = x.compare(to: y) else {
                throw EvaluationError("cannot compare \(x.typeName) with \(y.typeName)")
            }
            switch op {
            case .less: return .bool(order < 0)
            case .lessOrEqual: return .bool(order <= 0)
            case .greater: return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case .in, .notIn:
            if x.isNull || y.isNull { return .bool(false) }
            guard case .array(let items) = y else { throw EvaluationError("'\(op.rawValue)' needs a list, not \(y.typeName)") }
            let found = items.contains { x.isEqual(to: $0) }
            return .bool(found == (op == .in))
        case .contains:
            switch (x, y) {
            case (.null, _), (_, .null): return .bool(false)
            case (.array(let items), _): return .bool(items.contains { $0.isEqual(to: y) })
            case (.string(let s), .string(let part)): return .bool(part.isEmpty || s.contains(part))
            default: throw EvaluationError("\(x.typeName) cannot contain \(y.typeName)")
            }
        case .matches:
            switch (x, y) {
            case (.null, _), (_, .null): return .bool(false)
            case (.string(let s), .string(let source)):
                switch RegexPattern.parse(source, buildDFA: false) {
                case .success(let pattern): return .bool(pattern.matches(s))
                case .failure(let error): throw EvaluationError("invalid pattern \(Quoted.single(source)): \(error.message)")
                }
            default: throw EvaluationError("'matches' needs text, not \(x.typeName) and \(y.typeName)")
            }
        case .add, .subtract, .multiply, .divide, .remainder:
            return try arithmetic(op, x, y)
        case .and, .or:
            return .bool(op == .and ? x.isTruthy && y.isTruthy : x.isTruthy || y.isTruthy)
        }
    }

    /// `+ - * / %` with null propagation, exact numbers and calendar-aware dates.
    static func arithmetic(_ op: BinaryOperator, _ x: Value, _ y: Value) throws(EvaluationError) -> Value {
        do throws(ValueError) {
            switch (op, x, y) {
            case (_, .null, _), (_, _, .null):
                return .null
            case (.add, .number(let a), .number(let b)): return .number(try a.adding(b))
            case (.subtract, .number(let a), .number(let b)): return .number(try a.subtracting(b))
            case (.multiply, .number(let a), .number(let b)): return .number(try a.multiplying(by: b))
            case (.divide, .number(let a), .number(let b)): return .number(try a.dividing(by: b))
            case (.remainder, .number(let a), .number(let b)): return .number(try a.remainder(dividingBy: b))
            case (.add, .string(let a), .string(let b)): return .string(a + b)
            case (.add, .date(let d), .duration(let u)), (.add, .duration(let u), .date(let d)):
                guard let r = d.adding(u) else { throw ValueError.dateOutOfRange }
                return .date(r)
            case (.subtract, .date(let d), .duration(let u)):
                guard let r = d.subtracting(u) else { throw ValueError.dateOutOfRange }
                return .date(r)
            case (.add, .dateTime(let d), .duration(let u)), (.add, .duration(let u), .dateTime(let d)):
                guard let r = d.adding(u) else { throw ValueError.dateOutOfRange }
                return .dateTime(r)
            case (.subtract, .dateTime(let d), .duration(let u)):
                guard let r = d.subtracting(u) else { throw ValueError.dateOutOfRange }
                return .dateTime(r)
            case (.add, .time(let t), .duration(let u)), (.add, .duration(let u), .time(let t)):
                guard let r = t.adding(u) else { throw ValueError("time out of the day (00:00 to 23:59)") }
                return .time(r)
            case (.subtract, .time(let t), .duration(let u)):
                guard let n = u.negated(), let r = t.adding(n) else { throw ValueError("time out of the day (00:00 to 23:59)") }
                return .time(r)
            case (.add, .duration(let a), .duration(let b)):
                guard let r = a.adding(b) else { throw ValueError("duration too large") }
                return .duration(r)
            case (.subtract, .duration(let a), .duration(let b)):
                guard let n = b.negated(), let r = a.adding(n) else { throw ValueError("duration too large") }
                return .duration(r)
            default:
                throw ValueError("cannot apply '\(op.rawValue)' to \(x.typeName) and \(y.typeName)")
            }
        } catch {
            throw EvaluationError(error.message)
        }
    }
}
