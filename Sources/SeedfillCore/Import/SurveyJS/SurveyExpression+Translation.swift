/// A SurveyJS expression written in seedfill's expression language, with SurveyJS's meaning:
/// `{x} != 'a'` holds for an unanswered `x` (written `not (x == 'a')`), `= ''` and `= null` ask
/// whether it is empty, `=` against a list compares the selection as a set, `iif` is `if`, an
/// empty operand of arithmetic is 0 and a division by 0 gives nothing.
extension SurveyExpression {
    /// The seedfill text of the expression; `variable` names each `{…}` (or fails).
    func seedfill(
        _ variable: (String) throws(SurveyExpressionError) -> String,
        list: (String) throws(SurveyExpressionError) -> SurveyListAccess
    ) throws(SurveyExpressionError) -> String {
        func text(_ node: SurveyExpression) throws(SurveyExpressionError) -> String {
            try node.seedfill(variable, list: list)
        }
        switch self {
        case .variable(let name): return try variable(name)
        case .text(let value): return value.expressionLiteral
        case .number(let literal):
            guard Double(literal) != nil else { throw SurveyExpressionError(message: "'\(literal)' is not a number") }
            return literal
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .list(let elements):
            var parts: [String] = []
            for element in elements { parts.append(try text(element)) }
            return "[" + parts.joined(separator: ", ") + "]"
        case .unary(let op, let operand):
            let inner = try text(operand)
            switch op {
            case "not": return "not (\(inner))"
            case "negate": return "(-\(inner))"
            case "empty": return "isEmpty(\(inner))"
            default: return "not isEmpty(\(inner))"
            }
        case .binary(let op, let left, let right):
            return try binary(op, left, right, text)
        case .call(let name, let arguments):
            return try call(name, arguments, text, list: list)
        }
    }

    private func binary(
        _ op: String, _ left: SurveyExpression, _ right: SurveyExpression,
        _ text: (SurveyExpression) throws(SurveyExpressionError) -> String
    ) throws(SurveyExpressionError) -> String {
        switch op {
        case "=", "!=":
            let equal: String
            if case .list(let values) = right {
                equal = "(count(\(try text(left))) == \(values.count) and allOf(\(try text(left)), \(try text(right))))"
            } else if right.isEmptyLiteral {
                equal = "isEmpty(\(try text(left)))"
            } else if left.isEmptyLiteral {
                equal = "isEmpty(\(try text(right)))"
            } else {
                equal = "(\(try text(left)) == \(try text(right)))"
            }
            return op == "=" ? equal : "not \(equal)"
        case "contains", "notcontains":
            // Against a list, SurveyJS's contains asks for every item of the list.
            let holds: String
            if case .list = right {
                holds = "allOf(\(try text(left)), \(try text(right)))"
            } else {
                holds = "(\(try text(left)) contains \(try text(right)))"
            }
            return op == "contains" ? holds : "not \(holds)"
        case "anyof": return "anyOf(\(try text(left)), \(try text(right)))"
        case "allof": return "allOf(\(try text(left)), \(try text(right)))"
        case "noneof": return "noneOf(\(try text(left)), \(try text(right)))"
        case "and", "or", "<", "<=", ">", ">=":
            return "(\(try text(left)) \(op) \(try text(right)))"
        case "+" where left.givesText || right.givesText:
            return "(\(try text(left)) + \(try text(right)))"
        case "+", "-", "*":
            // SurveyJS counts an empty operand as 0.
            return "(coalesce(\(try text(left)), 0) \(op) coalesce(\(try text(right)), 0))"
        case "/", "%":
            // ... and gives nothing for a division by 0.
            let divisor = "coalesce(\(try text(right)), 0)"
            return "if(\(divisor) == 0, null, coalesce(\(try text(left)), 0) \(op) \(divisor))"
        default: throw SurveyExpressionError(message: "the operator '\(op)' is not translated")
        }
    }

    private var isEmptyLiteral: Bool {
        switch self {
        case .null: true
        case .text(let value): value.isEmpty
        default: false
        }
    }

    private func call(
        _ name: String, _ arguments: [SurveyExpression], _ text: (SurveyExpression) throws(SurveyExpressionError) -> String,
        list: (String) throws(SurveyExpressionError) -> SurveyListAccess
    ) throws(SurveyExpressionError) -> String {
        var parts: [String] = []
        for argument in arguments { parts.append(try text(argument)) }
        switch (name.lowercased(), parts.count) {
        case ("__allempty", 1...): return "(" + parts.map { "isEmpty(\($0))" }.joined(separator: " and ") + ")"
        case ("__anyfilled", 1...): return "not (" + parts.map { "isEmpty(\($0))" }.joined(separator: " and ") + ")"
        case ("iif", 3): return "if(\(parts[0]), \(parts[1]), \(parts[2]))"
        case ("age", 1): return "age(\(parts[0]))"
        case ("today", 0): return "today()"
        case ("currentyear", 0): return "year(today())"
        case ("count", 1): return "count(\(parts[0]))"
        case ("today", 1): return "(today() + \(parts[0]) * 1d)"
        case ("round", 1), ("round", 2): return "round(\(parts.joined(separator: ", ")))"
        case ("abs", 1), ("min", _), ("max", _): return "\(name.lowercased())(\(parts.joined(separator: ", ")))"
        case ("sum", 1...): return "(" + parts.map { "coalesce(\($0), 0)" }.joined(separator: " + ") + ")"
        case ("diffdays", 2): return "abs(daysBetween(\(parts[0]), \(parts[1])))"
        case ("suminarray", 2), ("avginarray", 2), ("countinarray", 2), ("countinarray", 3):
            guard case .variable(let listName) = arguments[0], case .text(let member) = arguments[1] else {
                throw SurveyExpressionError(message: "'\(name)' needs a question and a column name")
            }
            let access = try list(listName)
            guard let memberKey = access.members[member.lowercased()] else {
                throw SurveyExpressionError(message: "'\(member)' is no column of '{\(listName)}'")
            }
            if name.lowercased() == "suminarray" { return "coalesce(sum(\(access.path).\(memberKey)), 0)" }
            if name.lowercased() == "avginarray" { return "avg(\(access.path).\(memberKey))" }
            var condition = "not isEmpty(\(memberKey))"
            if arguments.count == 3 {
                guard case .text(let filter) = arguments[2] else { throw SurveyExpressionError(message: "a filter must be text") }
                condition += " and (\(try access.filter(filter)))"
            }
            return "count(\(access.path), \(condition))"
        default:
            throw SurveyExpressionError(message: "the function '\(name)' with \(parts.count) argument(s) is not translated")
        }
    }

    /// Whether the expression gives text (a text literal, or an `iif` with a text branch).
    var givesText: Bool {
        switch self {
        case .text: true
        case .call(let name, let arguments) where name.lowercased() == "iif" && arguments.count == 3:
            arguments[1].givesText || arguments[2].givesText
        case .binary("+", let left, let right): left.givesText || right.givesText
        default: false
        }
    }

    /// Whether the expression gives true or false (a comparison, `and`, `or`, `not`, `empty`).
    var givesBool: Bool {
        switch self {
        case .bool: true
        case .unary(let op, _): op != "negate"
        case .binary(let op, _, _): !["+", "-", "*", "/", "%"].contains(op)
        case .call(let name, let arguments) where name.lowercased() == "iif" && arguments.count == 3:
            arguments[1].givesBool && arguments[2].givesBool
        default: false
        }
    }
}

/// How an expression reaches a list question's items: the list's path, its items' member
/// keys by name (lower-cased, as SurveyJS matches names), and how a filter reads in an item.
struct SurveyListAccess {
    var path: String
    var members: [String: String]
    var filter: (String) throws(SurveyExpressionError) -> String
}
