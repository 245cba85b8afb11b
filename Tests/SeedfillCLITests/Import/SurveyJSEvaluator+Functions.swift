import Foundation

/// The SurveyJS functions the real forms and the small surveys call, worked out as SurveyJS's
/// own `FunctionFactory` does, apart from the importer: `iif`, `round`, `abs`, `min`, `max`,
/// `sum`, `count`, `age`, `today`, `currentYear`, `diffDays`, `sumInArray`, `avgInArray` and
/// `countInArray`. Dates are read from `YYYY-MM-DD` text; `today()` is ``SurveyJSEvaluator/today``.
extension SurveyJSEvaluator {
    /// The value of function `name` on `arguments`; `nil` for one it does not know.
    static func call(_ name: String, _ arguments: [Any?]) -> Any? {
        switch (name.lowercased(), arguments.count) {
        case ("iif", 3): return truthy(arguments[0]) ? arguments[1] : arguments[2]
        case ("round", 1), ("round", 2):
            guard let value = number(arguments[0]) else { return nil }
            let scale = pow(10, arguments.count == 2 ? (number(arguments[1]) ?? 0) : 0)
            return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        case ("abs", 1): return number(arguments[0]).map { Swift.abs($0) }
        case ("min", _), ("max", _):
            let values = flattened(arguments).compactMap(number)
            guard !values.isEmpty else { return nil }
            return name.lowercased() == "min" ? values.min() : values.max()
        case ("sum", _): return flattened(arguments).compactMap(number).reduce(0, +)
        case ("count", _): return Double(flattened(arguments).filter { !isEmpty($0) }.count)
        case ("today", 0): return today
        case ("today", 1): return day(date(today)!.addingTimeInterval(86_400 * (number(arguments[0]) ?? 0)))
        case ("currentyear", 0): return Double(calendar.component(.year, from: date(today)!))
        case ("age", 1):
            guard let birth = date(arguments[0]) else { return nil }
            return Double(calendar.dateComponents([.year], from: birth, to: date(today)!).year ?? 0)
        case ("diffdays", 2):
            guard let from = date(arguments[0]), let to = date(arguments[1]) else { return 0.0 }
            return Swift.abs((to.timeIntervalSince(from) / 86_400).rounded())
        case ("suminarray", 2), ("avginarray", 2), ("countinarray", 2), ("countinarray", 3):
            var rows = (arguments[0] as? [[String: Any]]) ?? []
            if arguments.count == 3 {
                // A filter reads each row's columns by their names.
                rows = rows.filter { row in
                    var evaluator = SurveyJSEvaluator(data: row)
                    return evaluator.holds("\(arguments[2] ?? "true")")
                }
            }
            let column = "\(arguments[1] ?? "")"
            let values = rows.compactMap { row in row.first { $0.key.lowercased() == column.lowercased() }?.value }
                .filter { !isEmpty($0) }
            switch name.lowercased() {
            case "suminarray": return values.compactMap(number).reduce(0, +)
            case "countinarray": return Double(values.count)
            default:
                let numbers = values.compactMap(number)
                return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
            }
        default: return nil
        }
    }

    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private static func flattened(_ arguments: [Any?]) -> [Any?] {
        arguments.flatMap { argument -> [Any?] in (argument as? [Any]).map { $0.map { $0 } } ?? [argument] }
    }

    /// `date` as `YYYY-MM-DD` text (UTC).
    static func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    /// The day `value` names, when it is `YYYY-MM-DD` text (or begins with it).
    static func date(_ value: Any?) -> Date? {
        guard let text = value as? String, text.count >= 10 else { return nil }
        let parts = text.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    }
}
