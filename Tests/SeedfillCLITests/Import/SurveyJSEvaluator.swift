import Foundation

/// A small evaluator of SurveyJS expressions written for the tests, apart from the importer:
/// it reads the source survey's conditions and evaluates them on a fixture as SurveyJS would
/// (`{q}` looked up regardless of case, `empty` for null, '' and [], `contains` on arrays and
/// text, `anyof`, `allof`, `noneof`, the functions of `SurveyJSEvaluator+Functions`, bare words
/// as text).
struct SurveyJSEvaluator {
    /// The day `today()` is: the one the tests pass to `generate --today`.
    static let today = "2026-06-01"

    /// The survey's data (the fixture), the current dynamic panel's item, the current matrix row.
    var data: [String: Any]
    var panel: [String: Any]? = nil
    var row: [String: Any]? = nil

    private var tokens: [String] = []
    private var position = 0

    init(data: [String: Any], panel: [String: Any]? = nil, row: [String: Any]? = nil) {
        self.data = data
        self.panel = panel
        self.row = row
    }

    /// Whether `text` holds (SurveyJS truthiness of its value).
    mutating func holds(_ text: String) -> Bool { Self.truthy(evaluate(text)) }

    /// The value of `text`.
    mutating func evaluate(_ text: String) -> Any? {
        tokens = Self.split(text)
        position = 0
        return or()
    }

    static func split(_ text: String) -> [String] {
        var out: [String] = []
        let chars = Array(text)
        var i = 0
        let quotes: [Character: Set<Character>] = ["'": ["'"], "\"": ["\""], "“": ["”"], "‘": ["’"]]
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "{" {
                var j = i
                while chars[j] != "}" { j += 1 }
                out.append(String(chars[i...j])); i = j + 1; continue
            }
            if let close = quotes[c] {
                var j = i + 1
                while !close.contains(chars[j]) { j += 1 }
                out.append("'" + String(chars[(i + 1)..<j])); i = j + 1; continue
            }
            if c.isLetter || c.isNumber || c == "_" || c == "." {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." { j += 1 }
                out.append(String(chars[i..<j])); i = j; continue
            }
            let two = i + 1 < chars.count ? String(chars[i...(i + 1)]) : ""
            if ["<=", ">=", "==", "!=", "<>", "&&", "||"].contains(two) { out.append(two); i += 2; continue }
            out.append(String(c)); i += 1
        }
        return out
    }

    private var peek: String? { position < tokens.count ? tokens[position] : nil }
    private mutating func next() -> String { position += 1; return tokens[position - 1] }
    private mutating func accept(_ words: String...) -> Bool {
        guard let p = peek, words.contains(p.lowercased()) else { return false }
        position += 1
        return true
    }

    private mutating func or() -> Any? {
        var left = and()
        while accept("or", "||") { let right = and(); left = Self.truthy(left) || Self.truthy(right) }
        return left
    }
    private mutating func and() -> Any? {
        var left = not()
        while accept("and", "&&") { let right = not(); left = Self.truthy(left) && Self.truthy(right) }
        return left
    }
    private mutating func not() -> Any? {
        if accept("!", "not") { return !Self.truthy(not()) }
        return compare()
    }
    private mutating func compare() -> Any? {
        let left = sum()
        guard let op = peek?.lowercased() else { return left }
        let ops = ["=", "==", "!=", "<>", "<", ">", "<=", ">=", "contains", "notcontains", "anyof", "allof", "noneof"]
        guard ops.contains(op) else { return left }
        position += 1
        let right = sum()
        switch op {
        case "=", "==": return Self.equal(left, right)
        case "!=", "<>": return !Self.equal(left, right)
        case "contains", "notcontains":
            var has = false
            if let list = left as? [Any] {
                // Against a list, SurveyJS asks for every item of it.
                let wanted = (right as? [Any]) ?? [right as Any]
                has = wanted.allSatisfy { item in list.contains { Self.equal($0, item) } }
            }
            if let text = left as? String, let part = right as? String { has = text.contains(part) }
            return op == "contains" ? has : !has
        case "anyof", "allof", "noneof":
            let chosen = (left as? [Any]) ?? (left.map { [$0] } ?? [])
            let list = (right as? [Any]) ?? []
            let hits = list.filter { item in chosen.contains { Self.equal($0, item) } }.count
            return op == "anyof" ? hits > 0 : op == "allof" ? hits == list.count : hits == 0
        default:
            guard let a = Self.number(left), let b = Self.number(right) else {
                guard let a = left as? String, let b = right as? String else { return false }
                return op == "<" ? a < b : op == ">" ? a > b : op == "<=" ? a <= b : a >= b
            }
            return op == "<" ? a < b : op == ">" ? a > b : op == "<=" ? a <= b : a >= b
        }
    }
    private mutating func sum() -> Any? {
        var left = product()
        while let op = peek, op == "+" || op == "-" {
            position += 1
            let right = product()
            // `+` joins text as SurveyJS does when either side is text that is no number.
            if op == "+", [left, right].contains(where: { ($0 as? String).map { Double($0) == nil } ?? false }) {
                left = [left, right].map { ($0 as? String) ?? $0.map { "\($0)" } ?? "" }.joined()
                continue
            }
            left = (Self.number(left) ?? 0) + (op == "+" ? 1 : -1) * (Self.number(right) ?? 0)
        }
        return left
    }
    private mutating func product() -> Any? {
        var left = postfix()
        while let op = peek, op == "*" || op == "/" || op == "%" {
            position += 1
            let right = postfix()
            let a = Self.number(left) ?? 0, b = Self.number(right) ?? 0
            left = op == "*" ? a * b : b == 0 ? nil : op == "/" ? a / b : a.truncatingRemainder(dividingBy: b)
        }
        return left
    }
    private mutating func postfix() -> Any? {
        var value = atom()
        while let p = peek?.lowercased(), p == "empty" || p == "notempty" {
            position += 1
            value = p == "empty" ? Self.isEmpty(value) : !Self.isEmpty(value)
        }
        return value
    }
    private mutating func atom() -> Any? {
        let token = next()
        if token == "(" { let v = or(); _ = accept(")"); return v }
        if token == "[" {
            var list: [Any] = []
            if accept("]") { return list }
            repeat { if let v = or() { list.append(v) } } while accept(",")
            _ = accept("]")
            return list
        }
        if token == "-" { return -(Self.number(atom()) ?? 0) }
        if token.hasPrefix("{") { return lookup(String(token.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)) }
        if token.hasPrefix("'") { return String(token.dropFirst()) }
        if let number = Double(token) { return number }
        if peek == "(" {
            position += 1
            var arguments: [Any?] = []
            if !accept(")") { repeat { arguments.append(or()) } while accept(","); _ = accept(")") }
            return Self.call(token, arguments)
        }
        switch token.lowercased() {
        case "true": return true
        case "false": return false
        case "null", "undefined": return nil
        default: return token
        }
    }

    private func lookup(_ name: String) -> Any? {
        var parts = name.split(separator: ".").map(String.init)
        var value: Any?
        if parts.count > 1, parts[0].lowercased() == "panel" {
            value = panel; parts.removeFirst()
        } else if parts.count > 1, parts[0].lowercased() == "row" {
            value = row; parts.removeFirst()
        } else {
            value = data
        }
        for part in parts {
            guard let object = value as? [String: Any] else { return nil }
            value = object.first { $0.key.lowercased() == part.lowercased() }?.value
        }
        return value is NSNull ? nil : value
    }

    static func isEmpty(_ value: Any?) -> Bool {
        guard let value, !(value is NSNull) else { return true }
        if let text = value as? String { return text.isEmpty }
        if let list = value as? [Any] { return list.isEmpty }
        if let object = value as? [String: Any] { return object.isEmpty }
        return false
    }
    static func truthy(_ value: Any?) -> Bool {
        if let flag = value as? Bool { return flag }
        if let n = value as? Double { return n != 0 }
        return !isEmpty(value)
    }
    static func number(_ value: Any?) -> Double? {
        if let flag = value as? Bool, type(of: value!) == Bool.self { return flag ? 1 : 0 }
        if let n = value as? NSNumber { return n.doubleValue }
        if let s = value as? String { return Double(s) }
        return nil
    }
    static func equal(_ a: Any?, _ b: Any?) -> Bool {
        if isEmpty(a) && isEmpty(b) { return true }
        if let x = a as? [Any], let y = b as? [Any] {
            return x.count == y.count && x.allSatisfy { item in y.contains { equal(item, $0) } }
        }
        if let x = a as? String, let y = b as? String { return x == y }
        if let x = a as? Bool, let y = b as? Bool, !(a is Double), !(b is Double) { return x == y }
        if let x = number(a), let y = number(b) { return x == y }
        return false
    }
}
