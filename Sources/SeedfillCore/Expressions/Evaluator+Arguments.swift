/// What the built-in functions share: reading an argument as a date, text or whole number
/// (with the function named in the error), and the sums and extremes of lists.
extension BoundNode {
    /// A date from a date, a date-time (its local date) or an ISO text; `nil` for null.
    static func date(_ value: Value, _ function: Builtin) throws(EvaluationError) -> LocalDate? {
        switch value {
        case .null: return nil
        case .date(let d): return d
        case .dateTime(let d): return d.date
        case .string(let s):
            if let d = LocalDate(iso: s) ?? LocalDateTime(iso: s)?.date { return d }
            throw EvaluationError("'\(function.rawValue)': \(Quoted.single(s)) is not a date (YYYY-MM-DD)")
        default: throw EvaluationError("'\(function.rawValue)' needs a date, not \(value.typeName)")
        }
    }

    static func text(_ value: Value, _ function: Builtin) throws(EvaluationError) -> String? {
        switch value {
        case .null: return nil
        case .string(let s): return s
        default: throw EvaluationError("'\(function.rawValue)' needs text, not \(value.typeName)")
        }
    }

    static func whole(_ value: Value, _ function: Builtin) throws(EvaluationError) -> Int? {
        switch value {
        case .null: return nil
        case .number(let n):
            guard let i = n.int64Value, let small = Int(exactly: i), abs(small) <= 1_000_000_000 else {
                throw EvaluationError("'\(function.rawValue)' needs a whole number, not \(n)")
            }
            return small
        default: throw EvaluationError("'\(function.rawValue)' needs a number, not \(value.typeName)")
        }
    }

    /// The sum (or mean) of the numbers, skipping nulls; the mean of nothing is `null`.
    static func total(_ values: [Value], average: Bool) throws(EvaluationError) -> Value {
        var sum = Number(0)
        var count: Int64 = 0
        do throws(ValueError) {
            for value in values {
                switch value {
                case .null: continue
                case .number(let n):
                    sum = try sum.adding(n)
                    count += 1
                default: throw ValueError("\(average ? "avg" : "sum") needs numbers, not \(value.typeName)")
                }
            }
            if !average { return .number(sum) }
            return count == 0 ? .null : .number(try sum.dividing(by: Number(count)))
        } catch {
            throw EvaluationError(error.message)
        }
    }

    /// The smallest (or largest) non-null value; `null` when there is none.
    static func extreme(_ values: [Value], largest: Bool) throws(EvaluationError) -> Value {
        var best: Value?
        for value in values where !value.isNull {
            guard let current = best else {
                best = value
                continue
            }
            guard let order = value.compare(to: current) else {
                throw EvaluationError("cannot compare \(value.typeName) with \(current.typeName)")
            }
            if largest ? order > 0 : order < 0 { best = value }
        }
        return best ?? .null
    }

    /// ``extreme(_:largest:)`` of `[first, second]`, without the array: the same comparison of
    /// the second with the first, the same error, the first kept on a tie.
    static func extreme(_ first: Value, _ second: Value, largest: Bool) throws(EvaluationError) -> Value {
        if first.isNull { return second }
        if second.isNull { return first }
        guard let order = second.compare(to: first) else {
            throw EvaluationError("cannot compare \(second.typeName) with \(first.typeName)")
        }
        return (largest ? order > 0 : order < 0) ? second : first
    }

    static func trimmed(_ s: String) -> String {
        guard let first = s.firstIndex(where: { !$0.isWhitespace }),
            let last = s.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(s[first...last])
    }
}
