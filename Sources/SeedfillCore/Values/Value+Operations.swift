extension Value {
    /// Whether the value holds as a condition: everything except `null`, `false`, `0`, `''` and
    /// `[]` is true.
    var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let b): return b
        case .number(let n): return n.mantissa != 0
        case .string(let s): return !s.isEmpty
        case .array(let a): return !a.isEmpty
        default: return true
        }
    }

    /// The value's type.
    var type: ValueType {
        switch self {
        case .null: return .null
        case .bool: return .bool
        case .number: return .number
        case .string: return .string
        case .date: return .date
        case .dateTime: return .dateTime
        case .time: return .time
        case .duration: return .duration
        case .array: return .array
        case .object: return .object
        }
    }

    /// A word for the value's type in messages: "text", "number", "date", ….
    var typeName: String { type.typeName }

    /// Whether the value is `null`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Converts a JSON value: numbers exactly (``Number/init(literal:)``), strings stay strings
    /// (no date sniffing: the model says what a field holds). `nil` when a number is too large.
    static func fromJSON(_ node: JSONNode) -> Value? {
        switch node.kind {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let literal): return Number(literal: literal).map(Value.number)
        case .string(let s): return .string(s)
        case .array(let elements):
            var values: [Value] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                guard let value = fromJSON(element) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .object(let members):
            var keys: [String] = []
            var values: [Value] = []
            keys.reserveCapacity(members.count)
            values.reserveCapacity(members.count)
            for member in members {
                guard let value = fromJSON(member.value) else { return nil }
                keys.append(member.key)
                values.append(value)
            }
            return .object(ObjectValue(keys: keys, values: values))
        }
    }

    /// Equality as expressions see it: numbers by value (`1.50 == 1.5`), date-times by instant,
    /// a date and an ISO date string compare as dates, lists and objects element by element.
    func isEqual(to other: Value) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.date(let a), .date(let b)): return a == b
        case (.dateTime(let a), .dateTime(let b)): return a.secondsSinceEpoch == b.secondsSinceEpoch
        case (.time(let a), .time(let b)): return a == b
        case (.duration(let a), .duration(let b)): return a == b
        case (.date(let a), .string(let s)), (.string(let s), .date(let a)):
            return LocalDate(iso: s) == a
        case (.time(let a), .string(let s)), (.string(let s), .time(let a)):
            return TimeOfDay(iso: s) == a
        case (.dateTime(let a), .string(let s)), (.string(let s), .dateTime(let a)):
            return LocalDateTime(iso: s)?.secondsSinceEpoch == a.secondsSinceEpoch
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for i in a.indices where !a[i].isEqual(to: b[i]) { return false }
            return true
        case (.object(let a), .object(let b)):
            guard a.keys == b.keys else { return false }
            for i in a.values.indices where !a.values[i].isEqual(to: b.values[i]) { return false }
            return true
        default:
            return false
        }
    }

    /// Orders two values of one comparable type (numbers, text, dates, date-times, times; a date
    /// or time against an ISO string); `nil` when they cannot be ordered (including `null`).
    func compare(to other: Value) -> Int? {
        func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (b < a ? 1 : 0) }
        switch (self, other) {
        case (.number(let a), .number(let b)): return order(a, b)
        case (.string(let a), .string(let b)): return order(a, b)
        case (.date(let a), .date(let b)): return order(a, b)
        case (.dateTime(let a), .dateTime(let b)): return order(a, b)
        case (.time(let a), .time(let b)): return order(a, b)
        case (.date(let a), .string(let s)): return LocalDate(iso: s).map { order(a, $0) }
        case (.string(let s), .date(let b)): return LocalDate(iso: s).map { order($0, b) }
        case (.time(let a), .string(let s)): return TimeOfDay(iso: s).map { order(a, $0) }
        case (.string(let s), .time(let b)): return TimeOfDay(iso: s).map { order($0, b) }
        case (.dateTime(let a), .string(let s)): return LocalDateTime(iso: s).map { order(a, $0) }
        case (.string(let s), .dateTime(let b)): return LocalDateTime(iso: s).map { order($0, b) }
        default: return nil
        }
    }
}
