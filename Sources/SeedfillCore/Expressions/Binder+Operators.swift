extension BindingState {
    mutating func bindBinary(
        _ op: BinaryOperator, _ left: Expr, _ right: Expr, operatorRange: SourceRange, range: SourceRange,
        scope: ScopeID
    ) throws(ExpressionError) -> BoundPart {
        var a = try bind(left, scope: scope)
        var b = try bind(right, scope: scope)
        switch op {
        case .and:
            return try fold(BoundPart(.and(a.node, b.node), .bool), at: range)
        case .or:
            return try fold(BoundPart(.or(a.node, b.node), .bool), at: range)
        case .equal, .notEqual:
            if a.isNullLiteral || b.isNullLiteral {
                let other = a.isNullLiteral ? b : a
                return try fold(BoundPart(.isNull(other.node, negated: op == .notEqual), .bool), at: range)
            }
            try coerceForComparison(&a, &b, left, right, op: op, operatorRange: operatorRange)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            for part in [a, b] where ![.number, .string, .date, .dateTime, .time, .any, .null].contains(part.type) {
                throw ExpressionError("'\(op.rawValue)' cannot order \(part.type.typeName) values", at: operatorRange)
            }
            try coerceForComparison(&a, &b, left, right, op: op, operatorRange: operatorRange)
        case .in, .notIn:
            guard [.array, .any, .null].contains(b.type) else {
                throw ExpressionError(
                    "'\(op.rawValue)' needs a list on the right, not \(b.type.typeName)", at: right.range,
                    hint: b.type == .string ? "use 'contains' to search text" : "write a list, e.g. ['a', 'b']")
            }
        case .contains:
            guard [.array, .string, .any, .null].contains(a.type) else {
                throw ExpressionError("'contains' needs a list or text on the left, not \(a.type.typeName)", at: left.range)
            }
            if a.type == .string, ![.string, .any, .null].contains(b.type) {
                throw ExpressionError("text can only contain text, not \(b.type.typeName)", at: right.range)
            }
        case .matches:
            guard [.string, .any, .null].contains(a.type) else {
                throw ExpressionError("'matches' needs text on the left, not \(a.type.typeName)", at: left.range)
            }
            if case .string(let text)? = b.constant {
                switch RegexPattern.parse(text) {
                case .success(let pattern):
                    return try fold(BoundPart(.matchesPattern(a.node, pattern), .bool), at: range)
                case .failure(let error):
                    // The pattern's offsets are within the literal, after its opening quote.
                    throw ExpressionError(
                        error.message, start: right.range.start + 1 + error.start, length: Swift.max(1, error.length),
                        hint: error.hint)
                }
            }
            guard [.string, .any, .null].contains(b.type) else {
                throw ExpressionError("'matches' needs a pattern (text) on the right, not \(b.type.typeName)", at: right.range)
            }
        case .add, .subtract, .multiply, .divide, .remainder:
            let type = try arithmeticType(op, a.type, b.type, operatorRange: operatorRange)
            return try fold(BoundPart(.binary(op, a.node, b.node), type), at: range)
        }
        return try fold(BoundPart(.binary(op, a.node, b.node), .bool), at: range)
    }

    /// Checks that two operands can be compared, turning a text literal compared with a date,
    /// date-time or time into that type now (`birthDate < '2000-01-01'`).
    func coerceForComparison(
        _ a: inout BoundPart, _ b: inout BoundPart, _ left: Expr, _ right: Expr, op: BinaryOperator,
        operatorRange: SourceRange
    ) throws(ExpressionError) {
        if a.type == b.type || [.any, .null].contains(a.type) || [.any, .null].contains(b.type) { return }
        let temporal: [ValueType] = [.date, .dateTime, .time]
        if temporal.contains(a.type), b.type == .string {
            try coerceLiteral(&b, to: a.type, range: right.range)
            return
        }
        if temporal.contains(b.type), a.type == .string {
            try coerceLiteral(&a, to: b.type, range: left.range)
            return
        }
        let hint: String? =
            (a.type == .date && b.type == .dateTime) || (a.type == .dateTime && b.type == .date)
            ? "use date(x) to take the date of a date-time" : nil
        throw ExpressionError(
            "cannot compare \(a.type.typeName) with \(b.type.typeName)", at: operatorRange, hint: hint)
    }

    /// Parses a text constant as a date, date-time or time; non-constants are left to run time.
    func coerceLiteral(_ part: inout BoundPart, to type: ValueType, range: SourceRange) throws(ExpressionError) {
        guard case .string(let text)? = part.constant else { return }
        let value: Value?
        let format: String
        switch type {
        case .date:
            value = LocalDate(iso: text).map(Value.date)
            format = "YYYY-MM-DD"
        case .dateTime:
            value = LocalDateTime(iso: text).map(Value.dateTime)
            format = "YYYY-MM-DDTHH:MM:SS+03:00"
        default:
            value = TimeOfDay(iso: text).map(Value.time)
            format = "HH:MM"
        }
        guard let value else {
            throw ExpressionError("\(Quoted.single(text)) is not a \(type.typeName)", at: range, hint: "write \(format)")
        }
        part = BoundPart(.constant(value), type)
    }

    /// The result type of `a op b`, or an error when no values of those types can be combined.
    func arithmeticType(
        _ op: BinaryOperator, _ a: ValueType, _ b: ValueType, operatorRange: SourceRange
    ) throws(ExpressionError) -> ValueType {
        let valid: [ValueType]
        switch op {
        case .add: valid = [.number, .string, .date, .dateTime, .time, .duration]
        case .subtract: valid = [.number, .date, .dateTime, .time, .duration]
        default: valid = [.number]
        }
        let unknown: [ValueType] = [.any, .null]
        if unknown.contains(a) || unknown.contains(b) {
            let known = unknown.contains(a) ? b : a
            if unknown.contains(known) { return .any }
            guard valid.contains(known) else { throw arithmeticError(op, a, b, operatorRange) }
            return op == .add || op == .subtract ? .any : .number
        }
        switch (op, a, b) {
        case (_, .number, .number): return .number
        case (.add, .string, .string): return .string
        case (.add, .date, .duration), (.add, .duration, .date), (.subtract, .date, .duration): return .date
        case (.add, .dateTime, .duration), (.add, .duration, .dateTime), (.subtract, .dateTime, .duration):
            return .dateTime
        case (.add, .time, .duration), (.add, .duration, .time), (.subtract, .time, .duration): return .time
        case (.add, .duration, .duration), (.subtract, .duration, .duration): return .duration
        default: throw arithmeticError(op, a, b, operatorRange)
        }
    }

    func arithmeticError(_ op: BinaryOperator, _ a: ValueType, _ b: ValueType, _ range: SourceRange) -> ExpressionError {
        let x = a.typeName
        let y = b.typeName
        let message: String
        switch op {
        case .add: message = "cannot add \(x) and \(y)"
        case .subtract: message = "cannot subtract \(y) from \(x)"
        case .multiply: message = "cannot multiply \(x) by \(y)"
        case .divide: message = "cannot divide \(x) by \(y)"
        default: message = "cannot take the remainder of \(x) by \(y)"
        }
        var hint: String?
        if a == .string || b == .string {
            hint = "join text with concat(a, b) or a template"
        } else if [.date, .dateTime, .time].contains(a), b == .number {
            hint = "add or subtract a duration, e.g. 30d or 18y"
        } else if op == .subtract, a == .date, b == .date {
            hint = "use daysBetween(a, b) for the days between two dates"
        }
        return ExpressionError(message, at: range, hint: hint)
    }
}
