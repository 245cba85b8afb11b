extension BindingState {
    mutating func bindCall(
        _ name: String, _ arguments: [Expr], nameRange: SourceRange, range: SourceRange, scope: ScopeID
    ) throws(ExpressionError) -> BoundPart {
        guard let function = Builtin(rawValue: name) else {
            let isField = resolver.resolve([name], from: scope) != nil
            let hint = isField ? "\(Quoted.single(name)) is a field, not a function" : Builtin.hint(for: name)
            throw ExpressionError("unknown function \(Quoted.single(name))", at: nameRange, hint: hint)
        }
        let (low, high) = function.arity
        guard arguments.count >= low, arguments.count <= (high ?? Int.max) else {
            throw ExpressionError(
                "\(Quoted.single(name)) \(function.arityDescription), got \(arguments.count)", at: range,
                hint: function.mathUsage.map { "write \($0)" })
        }
        switch function {
        case .today: return BoundPart(.today, .date)
        case .now: return BoundPart(.now, .dateTime)
        case .count, .sum, .avg:
            if arguments.count == 2 { return try bindAggregate(function, arguments, scope: scope) }
        case .min, .max:
            if arguments.count == 2 {
                let first = try bind(arguments[0], scope: scope)
                if first.list != nil { return try bindAggregate(function, arguments, first: first, scope: scope) }
            }
        case .if:
            let parts = try bindAll(arguments, scope: scope)
            return BoundPart(.call(.if, parts.map(\.node)), common(parts[1].type, parts[2].type))
        case .coalesce:
            let parts = try bindAll(arguments, scope: scope)
            let type = parts.dropFirst().reduce(parts[0].type) { common($0, $1.type) }
            return try fold(BoundPart(.call(.coalesce, parts.map(\.node)), type), at: range)
        default:
            break
        }
        var parts = try bindAll(arguments, scope: scope)
        let result: ValueType
        switch function {
        case .date:
            try expect(parts[0], [.string, .date, .dateTime], "a date", function, arguments[0])
            try coerceLiteral(&parts[0], to: .date, range: arguments[0].range)
            result = .date
        case .age, .daysBetween:
            for i in parts.indices {
                try expect(parts[i], [.string, .date, .dateTime], "a date", function, arguments[i])
                try coerceLiteral(&parts[i], to: .date, range: arguments[i].range)
            }
            result = .number
        case .year, .month, .day:
            try expect(parts[0], [.date, .dateTime], "a date", function, arguments[0])
            result = .number
        case .len:
            try expect(parts[0], [.string, .array, .object], "text or a list", function, arguments[0])
            result = .number
        case .count, .sum, .avg:
            try expect(
                parts[0], [.array], "a list", function, arguments[0],
                hint: parts[0].type == .string && function == .count ? "use len(x) for the length of text" : nil)
            result = .number
        case .isEmpty:
            result = .bool
        case .lower, .upper, .trim, .translit:
            try expect(parts[0], [.string], "text", function, arguments[0])
            result = .string
        case .substr:
            try expect(parts[0], [.string], "text", function, arguments[0])
            for i in 1..<parts.count { try expect(parts[i], [.number], "a number", function, arguments[i]) }
            result = .string
        case .concat:
            result = .string
        case .replace:
            for i in parts.indices { try expect(parts[i], [.string], "text", function, arguments[i]) }
            result = .string
        case .regexReplace:
            for i in parts.indices { try expect(parts[i], [.string], "text", function, arguments[i]) }
            if case .string(let text)? = parts[1].constant {
                return try fold(
                    BoundPart(.regexReplace(parts[0].node, try literalPattern(text, at: arguments[1].range), parts[2].node), .string),
                    at: range)
            }
            result = .string
        case .min, .max:
            if parts.count == 1 {
                try expect(parts[0], [.array], "a list (or several values)", function, arguments[0])
                result = .any
            } else {
                for i in parts.indices {
                    try expect(parts[i], [.number, .string, .date, .dateTime, .time], "comparable values", function, arguments[i])
                }
                result = parts.dropFirst().reduce(parts[0].type) { common($0, $1.type) }
            }
        case .round, .floor, .ceil, .abs, .sqrt, .pow, .exp, .ln, .log10, .sin, .cos, .tan, .asin, .acos, .atan, .atan2,
            .pi:
            for i in parts.indices {
                try expect(parts[i], [.number], "a number", function, arguments[i], hint: function.mathUsage.map { "write \($0)" })
            }
            result = .number
        case .anyOf, .allOf, .noneOf:
            try expect(parts[1], [.array], "a list as its second argument", function, arguments[1])
            result = .bool
        case .today, .now, .if, .coalesce:
            result = .any  // handled above
        }
        return try fold(BoundPart(.call(function, parts.map(\.node)), result), at: range)
    }

    /// The pattern of a `regexReplace` written as a text literal, compiled once here; a
    /// pattern that does not compile is an error pointing into the literal.
    func literalPattern(_ text: String, at range: SourceRange) throws(ExpressionError) -> RegexPattern {
        switch RegexPattern.parse(text, buildDFA: false, lookahead: false) {
        case .success(let pattern):
            return pattern
        case .failure(let error):
            // The pattern's offsets are within the literal, after its opening quote.
            throw ExpressionError(
                "'regexReplace': \(error.message)", start: range.start + 1 + error.start, length: Swift.max(1, error.length),
                hint: error.hint)
        }
    }

    mutating func bindAll(_ arguments: [Expr], scope: ScopeID) throws(ExpressionError) -> [BoundPart] {
        var parts: [BoundPart] = []
        parts.reserveCapacity(arguments.count)
        for argument in arguments { parts.append(try bind(argument, scope: scope)) }
        return parts
    }

    /// `count/sum/avg/min/max(list, body)`: `body` is bound in the list's item scope.
    mutating func bindAggregate(
        _ function: Builtin, _ arguments: [Expr], first: BoundPart? = nil, scope: ScopeID
    ) throws(ExpressionError) -> BoundPart {
        let listPart: BoundPart
        if let first { listPart = first } else { listPart = try bind(arguments[0], scope: scope) }
        guard let (slot, itemScope) = listPart.list else {
            throw ExpressionError(
                "'\(function.rawValue)' with two arguments needs a list field first", at: arguments[0].range,
                hint: "e.g. \(function.rawValue)(drivers, \(function == .count ? "age(birthDate) < 21" : "price"))")
        }
        let saved = localFloor
        localFloor = Swift.min(localFloor, itemScope.depth)
        defer { localFloor = saved }
        let body = try bind(arguments[1], scope: itemScope)
        let result: ValueType
        switch function {
        case .count: result = .number
        case .sum, .avg:
            try expect(body, [.number], "numbers", function, arguments[1])
            result = .number
        default:
            try expect(body, [.number, .string, .date, .dateTime, .time], "comparable values", function, arguments[1])
            result = body.type
        }
        return BoundPart(.aggregate(function, list: slot, itemDepth: itemScope.depth, body: body.node), result)
    }

    /// Rejects an argument whose type is certain and not one of `allowed`.
    func expect(
        _ part: BoundPart, _ allowed: [ValueType], _ what: String, _ function: Builtin, _ argument: Expr,
        hint: String? = nil
    ) throws(ExpressionError) {
        guard part.type != .any, part.type != .null, !allowed.contains(part.type) else { return }
        throw ExpressionError(
            "'\(function.rawValue)' needs \(what), not \(part.type.typeName)", at: argument.range, hint: hint)
    }

    func common(_ a: ValueType, _ b: ValueType) -> ValueType {
        if a == b || b == .null { return a }
        if a == .null { return b }
        return .any
    }
}
