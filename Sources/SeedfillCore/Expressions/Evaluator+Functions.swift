extension BoundNode {
    /// Calls a built-in function; `if` and `coalesce` evaluate their arguments lazily, the
    /// others all their arguments first, in order.
    static func call(_ function: Builtin, _ arguments: [BoundNode], _ context: inout EvaluationContext) throws(EvaluationError) -> Value {
        switch function {
        case .if:
            let chosen = try arguments[0].isTrue(&context) ? 1 : 2
            return try arguments[chosen].evaluate(&context)
        case .coalesce:
            for argument in arguments {
                let value = try argument.evaluate(&context)
                if !value.isNull { return value }
            }
            return .null
        case .today: return .date(context.today)
        case .now: return .dateTime(context.now)
        case .round, .floor, .ceil:
            return try rounding(function, arguments, &context)
        case .min where arguments.count == 2, .max where arguments.count == 2:
            // The usual pair (`max(birthDate + 18y, today - 25y)`) without an array.
            let first = try arguments[0].evaluate(&context)
            return try extreme(first, try arguments[1].evaluate(&context), largest: function == .max)
        default:
            return try otherCall(function, arguments, &context)
        }
    }

    /// `round`, `floor` or `ceil`: a number argument, and the places of `round` given as a
    /// literal, are rounded here without gathering the arguments for ``fixedArity(_:_:_:_:today:)``,
    /// which takes every other case (the same order of evaluation and the same errors: a
    /// literal cannot fail, and its value is checked after the first argument's type).
    private static func rounding(_ function: Builtin, _ arguments: [BoundNode], _ context: inout EvaluationContext) throws(EvaluationError)
        -> Value
    {
        let first = try arguments[0].evaluate(&context)
        if case .number(let n) = first {
            switch function {
            case .floor: return .number(n.floor)
            case .ceil: return .number(n.ceil)
            default:
                if arguments.count == 1 { return .number(n.rounded(scale: 0)) }
                if case .constant(let given) = arguments[1] {
                    let places = try whole(given, function) ?? 0
                    return .number(n.rounded(scale: Swift.max(-18, Swift.min(18, places))))
                }
            }
        }
        let second: Value? = arguments.count > 1 ? try arguments[1].evaluate(&context) : nil
        return try fixedArity(function, first, second, nil, today: context.today)
    }

    /// The functions ``call(_:_:_:)`` does not take itself, kept out of it so that its frame
    /// stays small for the common ones.
    @inline(never)
    private static func otherCall(_ function: Builtin, _ arguments: [BoundNode], _ context: inout EvaluationContext) throws(EvaluationError)
        -> Value
    {
        switch function {
        case .lower, .upper, .trim, .translit:
            return try textCall(function, arguments[0], &context)
        case .concat:
            return try concat(arguments, &context)
        case .sqrt, .pow, .exp, .ln, .log10, .sin, .cos, .tan, .asin, .acos, .atan, .atan2, .pi:
            return try mathCall(function, arguments, &context)
        case .min, .max:
            // Other than two arguments: the only calls that still gather them in an array.
            var values: [Value] = []
            values.reserveCapacity(arguments.count)
            for argument in arguments { values.append(try argument.evaluate(&context)) }
            let candidates: [Value]
            if values.count == 1, case .array(let items) = values[0] { candidates = items } else { candidates = values }
            return try extreme(candidates, largest: function == .max)
        default:
            // At most three arguments (see ``Builtin/arity``): held one by one, not in an array.
            let first = try arguments[0].evaluate(&context)
            let second: Value? = arguments.count > 1 ? try arguments[1].evaluate(&context) : nil
            let third: Value? = arguments.count > 2 ? try arguments[2].evaluate(&context) : nil
            return try fixedArity(function, first, second, third, today: context.today)
        }
    }

    /// `concat(…)`: every argument's text, written into one buffer.
    private static func concat(_ arguments: [BoundNode], _ context: inout EvaluationContext) throws(EvaluationError) -> Value {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { memory throws(EvaluationError) -> Value in
            var buffer = TextBuffer(memory)
            for argument in arguments { buffer.appendText(of: try argument.evaluate(&context)) }
            return .string(buffer.makeString())
        }
    }

    /// A function of one to three evaluated arguments (`nil`: not given).
    private static func fixedArity(
        _ function: Builtin, _ first: Value, _ second: Value?, _ third: Value?, today: LocalDate
    ) throws(EvaluationError) -> Value {
        switch function {
        case .date:
            return try date(first, function).map(Value.date) ?? .null
        case .age:
            guard let born = try date(first, function) else { return .null }
            var on: LocalDate? = today
            if let second { on = try date(second, function) }
            guard let on else { return .null }
            return .number(Number(Int64(born.fullYears(until: on))))
        case .year, .month, .day:
            guard let d = try date(first, function) else { return .null }
            let (y, m, dd) = d.components
            return .number(Number(Int64(function == .year ? y : function == .month ? m : dd)))
        case .daysBetween:
            guard let a = try date(first, function), let b = try date(second ?? .null, function) else { return .null }
            return .number(Number(Int64(a.days(until: b))))
        case .len:
            switch first {
            case .null: return .number(Number(0))
            case .string(let s): return .number(Number(Int64(s.count)))
            case .array(let a): return .number(Number(Int64(a.count)))
            case .object(let o): return .number(Number(Int64(o.keys.count)))
            case let other: throw EvaluationError("'len' needs text or a list, not \(other.typeName)")
            }
        case .count:
            switch first {
            case .null: return .number(Number(0))
            case .array(let a): return .number(Number(Int64(a.count)))
            case let other: throw EvaluationError("'count' needs a list, not \(other.typeName)")
            }
        case .isEmpty:
            switch first {
            case .null: return .bool(true)
            case .string(let s): return .bool(s.isEmpty)
            case .array(let a): return .bool(a.isEmpty)
            case .object(let o): return .bool(o.keys.isEmpty)
            default: return .bool(false)
            }
        case .substr:
            guard let s = try text(first, function), let start = try whole(second ?? .null, function) else { return .null }
            var length: Int?
            if let third { length = try whole(third, function) }
            guard start >= 0, let from = s.index(s.startIndex, offsetBy: start, limitedBy: s.endIndex) else { return .string("") }
            guard let length else { return .string(String(s[from...])) }
            let to = length <= 0 ? from : (s.index(from, offsetBy: length, limitedBy: s.endIndex) ?? s.endIndex)
            return .string(String(s[from..<to]))
        case .sum, .avg:
            switch first {
            case .null: return function == .sum ? .number(Number(0)) : .null
            case .array(let items): return try total(items, average: function == .avg)
            case let other: throw EvaluationError("'\(function.rawValue)' needs a list, not \(other.typeName)")
            }
        case .round, .floor, .ceil, .abs:
            guard case .number(let n) = first else {
                if first.isNull { return .null }
                throw EvaluationError("'\(function.rawValue)' needs a number, not \(first.typeName)")
            }
            switch function {
            case .round:
                var places = 0
                if let second { places = try whole(second, function) ?? 0 }
                return .number(n.rounded(scale: Swift.max(-18, Swift.min(18, places))))
            case .floor: return .number(n.floor)
            case .ceil: return .number(n.ceil)
            default:
                do throws(ValueError) { return .number(try n.absolute()) } catch { throw EvaluationError(error.message) }
            }
        case .anyOf, .allOf, .noneOf:
            let second = second ?? .null
            guard case .array(let list) = second else {
                if second.isNull { return .bool(function == .noneOf) }
                throw EvaluationError("'\(function.rawValue)' needs a list as its second argument, not \(second.typeName)")
            }
            let chosen: [Value]
            switch first {
            case .null: chosen = []
            case .array(let items): chosen = items
            case let single: chosen = [single]
            }
            func has(_ v: Value) -> Bool { chosen.contains { $0.isEqual(to: v) } }
            switch function {
            case .anyOf: return .bool(list.contains(where: has))
            case .allOf: return .bool(list.allSatisfy(has))
            default: return .bool(!list.contains(where: has))
            }
        case .replace:
            return try replace(first, second ?? .null, third ?? .null)
        case .regexReplace:
            return try regexReplace(first, source: second ?? .null, third ?? .null)
        case .if, .coalesce, .today, .now, .lower, .upper, .trim, .translit, .concat, .min, .max:
            return .null  // handled by ``call``
        case .sqrt, .pow, .exp, .ln, .log10, .sin, .cos, .tan, .asin, .acos, .atan, .atan2, .pi:
            return try math(function, first, second)
        }
    }

    /// `count/sum/avg/min/max(list, body)` with `body` read in each item's frame.
    static func aggregate(
        _ function: Builtin, list: Slot, itemDepth: Int, body: BoundNode, _ context: inout EvaluationContext
    ) throws(EvaluationError) -> Value {
        let items: [Value]
        switch read(list, context) {
        case .array(let a): items = a
        case .null: items = []
        case let other: throw EvaluationError("'\(function.rawValue)' needs a list, not \(other.typeName)")
        }
        var results: [Value] = []
        var matching = 0
        if function != .count { results.reserveCapacity(items.count) }
        let saved = beginItems(depth: itemDepth, &context)
        for (i, item) in items.enumerated() {
            enterItem(item, number: i + 1, depth: itemDepth, &context)
            let value: Value
            do { value = try body.evaluate(&context) } catch {
                endItems(saved, depth: itemDepth, &context)
                throw error
            }
            if function == .count {
                if value.isTruthy { matching += 1 }
            } else {
                results.append(value)
            }
        }
        endItems(saved, depth: itemDepth, &context)
        switch function {
        case .count: return .number(Number(Int64(matching)))
        case .sum, .avg: return try total(results, average: function == .avg)
        default: return try extreme(results, largest: function == .max)
        }
    }

    /// `lower`, `upper`, `trim` or `translit` of one argument; `null` stays `null`.
    static func textFunction(_ function: Builtin, _ argument: Value) throws(EvaluationError) -> Value {
        guard let s = try text(argument, function) else { return .null }
        switch function {
        case .lower: return .string(s.lowercased())
        case .upper: return .string(s.uppercased())
        case .trim: return .string(trimmed(s))
        default: return .string(Transliteration.latin(s))
        }
    }
}
