import Foundation

/// The tests' own reading of XLSForm XPath, independent of the importer: a tokenizer, a
/// recursive-descent parser and an evaluator of the subset the real forms use, with XPath 1.0's
/// comparisons (a number beside a string compares as numbers; an empty answer is `''`).
indirect enum TestXPath {
    case number(Double)
    case text(String)
    case reference(String)
    case current
    case bare(String)
    case call(String, [TestXPath])
    case op(String, TestXPath, TestXPath)
    case minus(TestXPath)

    /// A value while evaluating.
    enum Value {
        case string(String)
        case number(Double)
        case bool(Bool)

        var asBool: Bool {
            switch self {
            case .string(let s): return !s.isEmpty
            case .number(let n): return n != 0 && !n.isNaN
            case .bool(let b): return b
            }
        }
        var asNumber: Double {
            switch self {
            case .string(let s): return Double(s.trimmingCharacters(in: .whitespaces)) ?? .nan
            case .number(let n): return n
            case .bool(let b): return b ? 1 : 0
            }
        }
        var asString: String {
            switch self {
            case .string(let s): return s
            case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
            case .bool(let b): return b ? "true" : "false"
            }
        }
    }

    /// Parses `text`; fails the test run loudly (by returning nil) on anything outside the subset.
    static func parse(_ text: String) -> TestXPath? {
        var tokens: [String] = []
        var chars = Array(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if chars.first == "=" { chars.removeFirst() }
        var i = 0
        let quotes: [Character: Set<Character>] = [
            "'": ["'", "’"], "\"": ["\"", "”"], "‘": ["’", "'"], "“": ["”", "\""], "’": ["’", "'"],
        ]
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if let close = quotes[c] {
                var j = i + 1
                while j < chars.count, !close.contains(chars[j]) { j += 1 }
                guard j < chars.count else { return nil }
                tokens.append("\"" + String(chars[(i + 1)..<j]))
                i = j + 1
            } else if c == "$" {
                guard let j = chars[i...].firstIndex(of: "}") else { return nil }
                tokens.append("$" + String(chars[(i + 2)..<j]).trimmingCharacters(in: .whitespaces))
                i = j + 1
            } else if c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isNumber) {
                var j = i
                while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                tokens.append("#" + String(chars[i..<j]))
                i = j
            } else if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || "_-:".contains(chars[j]) { j += 1 }
                tokens.append(String(chars[i..<j]))
                i = j
            } else if i + 1 < chars.count, ["!=", "<=", ">="].contains(String(chars[i...(i + 1)])) {
                tokens.append(String(chars[i...(i + 1)]))
                i += 2
            } else {
                tokens.append(String(c))
                i += 1
            }
        }
        var position = 0
        let levels: [[String]] = [["or"], ["and"], ["=", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "div", "mod"]]
        func level(_ n: Int) -> TestXPath? {
            if n == levels.count { return unary() }
            guard var left = level(n + 1) else { return nil }
            while position < tokens.count, levels[n].contains(tokens[position]) {
                let op = tokens[position]
                position += 1
                guard let right = level(n + 1) else { return nil }
                left = .op(op, left, right)
            }
            return left
        }
        func unary() -> TestXPath? {
            if position < tokens.count, tokens[position] == "-" {
                position += 1
                return unary().map { .minus($0) }
            }
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            if token.hasPrefix("\"") { return .text(String(token.dropFirst())) }
            if token.hasPrefix("$") { return .reference(String(token.dropFirst())) }
            if token.hasPrefix("#") { return Double(token.dropFirst()).map { .number($0) } }
            if token == "." { return .current }
            if token == "(" {
                let inner = level(0)
                guard position < tokens.count, tokens[position] == ")" else { return nil }
                position += 1
                return inner
            }
            guard token.first?.isLetter == true || token.first == "_" else { return nil }
            guard position < tokens.count, tokens[position] == "(" else { return .bare(token) }
            position += 1
            var arguments: [TestXPath] = []
            if position < tokens.count, tokens[position] == ")" {
                position += 1
                return .call(token, arguments)
            }
            while true {
                guard let argument = level(0) else { return nil }
                arguments.append(argument)
                guard position < tokens.count else { return nil }
                position += 1
                if tokens[position - 1] == ")" { return .call(token, arguments) }
                if tokens[position - 1] != "," { return nil }
            }
        }
        let tree = level(0)
        return position == tokens.count ? tree : nil
    }

    /// Evaluates the expression; `lookup` gives a `${name}`'s value (`''` when unanswered),
    /// `current` the value of `.`, `bare` a choice row's column.
    func evaluate(_ lookup: (String) -> String, current: String, bare: (String) -> String = { _ in "" }) -> Value {
        func ev(_ node: TestXPath) -> Value { node.evaluate(lookup, current: current, bare: bare) }
        switch self {
        case .number(let n): return .number(n)
        case .text(let s): return .string(s)
        case .reference(let name): return .string(lookup(name))
        case .current: return .string(current)
        case .bare(let name): return .string(bare(name))
        case .minus(let operand): return .number(-ev(operand).asNumber)
        case .op(let op, let l, let r):
            let (a, b) = (ev(l), ev(r))
            switch op {
            case "or": return .bool(a.asBool || b.asBool)
            case "and": return .bool(a.asBool && b.asBool)
            case "=", "!=":
                var equal: Bool
                if case .bool = a {
                    equal = a.asBool == b.asBool
                } else if case .bool = b {
                    equal = a.asBool == b.asBool
                } else if case .number = a {
                    equal = a.asNumber == b.asNumber
                } else if case .number = b {
                    equal = a.asNumber == b.asNumber
                } else {
                    equal = a.asString == b.asString
                }
                return .bool(op == "=" ? equal : !equal)
            case "<": return .bool(a.asNumber < b.asNumber)
            case "<=": return .bool(a.asNumber <= b.asNumber)
            case ">": return .bool(a.asNumber > b.asNumber)
            case ">=": return .bool(a.asNumber >= b.asNumber)
            case "+": return .number(a.asNumber + b.asNumber)
            case "-": return .number(a.asNumber - b.asNumber)
            case "*": return .number(a.asNumber * b.asNumber)
            case "div": return .number(a.asNumber / b.asNumber)
            case "mod": return .number(a.asNumber.truncatingRemainder(dividingBy: b.asNumber))
            default: return .bool(false)
            }
        case .call(let name, let args):
            let values = args.map(ev)
            switch name {
            case "selected": return .bool(values[0].asString.split(separator: " ").contains { String($0) == values[1].asString })
            case "count-selected": return .number(Double(values[0].asString.split(separator: " ").count))
            case "string-length": return .number(Double(values[0].asString.count))
            case "regex": return .bool(values[0].asString.range(of: values[1].asString, options: .regularExpression) != nil)
            case "not": return .bool(!values[0].asBool)
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "if": return values[0].asBool ? values[1] : values[2]
            case "round":
                let digits = values.count > 1 ? values[1].asNumber : 0
                let scale = pow(10, digits)
                return .number((values[0].asNumber * scale).rounded(.toNearestOrAwayFromZero) / scale)
            case "int": return .number(values[0].asNumber.rounded(.towardZero))
            case "sqrt": return .number(values[0].asNumber.squareRoot())
            case "cos": return .number(cos(values[0].asNumber))
            case "atan": return .number(atan(values[0].asNumber))
            case "concat": return .string(values.map(\.asString).joined())
            case "coalesce": return values[0].asString.isEmpty ? values[1] : values[0]
            default: return .string("\u{0}unsupported \(name)")
            }
        }
    }
}
