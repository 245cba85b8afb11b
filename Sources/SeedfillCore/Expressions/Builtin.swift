/// The functions of the expression language, with how many arguments each takes.
enum Builtin: String, CaseIterable, Sendable {
    case today, now, date, age, year, month, day
    case len, count, isEmpty
    case lower, upper, trim, translit, substr, concat, replace, regexReplace
    case min, max, sum, avg
    case round, floor, ceil, abs
    case sqrt, pow, exp, ln, log10, sin, cos, tan, asin, acos, atan, atan2, pi
    case `if`, coalesce
    case daysBetween, anyOf, allOf, noneOf

    /// Fewest and most arguments (`nil`: any number).
    var arity: (min: Int, max: Int?) {
        switch self {
        case .today, .now, .pi: return (0, 0)
        case .date, .year, .month, .day, .len, .isEmpty, .lower, .upper, .trim, .translit,
            .floor, .ceil, .abs, .sqrt, .exp, .ln, .log10, .sin, .cos, .tan, .asin, .acos, .atan:
            return (1, 1)
        case .age, .round, .count, .sum, .avg: return (1, 2)
        case .substr: return (2, 3)
        case .concat, .min, .max: return (1, nil)
        case .coalesce: return (2, nil)
        case .if, .replace, .regexReplace: return (3, 3)
        case .daysBetween, .anyOf, .allOf, .noneOf, .pow, .atan2: return (2, 2)
        }
    }

    /// How a math function is called, for the hints of its misuse (`nil` for the others).
    var mathUsage: String? {
        switch self {
        case .pow: return "pow(base, exponent)"
        case .atan2: return "atan2(y, x), the angle of the point (x, y) in radians"
        case .pi: return "pi(), with nothing between the parentheses"
        case .sin, .cos, .tan: return "\(rawValue)(angle), the angle in radians (degrees * pi() / 180)"
        case .sqrt, .exp, .ln, .log10, .asin, .acos, .atan: return "\(rawValue)(x), x a number"
        default: return nil
        }
    }

    /// "takes 1 argument", "takes 2 or 3 arguments", "takes at least 1 argument".
    var arityDescription: String {
        let (low, high) = arity
        func plural(_ n: Int) -> String { n == 1 ? "1 argument" : "\(n) arguments" }
        guard let high else { return "takes at least \(plural(low))" }
        if low == high { return low == 0 ? "takes no arguments" : "takes \(plural(low))" }
        return high == low + 1 ? "takes \(low) or \(plural(high))" : "takes \(low) to \(plural(high))"
    }

    /// Names people often type for a function, mapped to the real one, for did-you-mean hints.
    static let aliases: [(alias: String, name: String)] = [
        ("length", "len"), ("size", "len"), ("lowercase", "lower"), ("uppercase", "upper"),
        ("substring", "substr"), ("ifnull", "coalesce"), ("nvl", "coalesce"), ("average", "avg"),
        ("mean", "avg"), ("strip", "trim"), ("empty", "isEmpty"), ("transliterate", "translit"),
        ("replaceAll", "replace"), ("regexpReplace", "regexReplace"), ("gsub", "regexReplace"),
        ("power", "pow"), ("squareRoot", "sqrt"), ("log", "ln"), ("logn", "ln"), ("PI", "pi"),
        ("arcsin", "asin"), ("arccos", "acos"), ("arctan", "atan"), ("arctan2", "atan2"),
    ]

    /// A "did you mean" hint for an unknown function name.
    static func hint(for name: String) -> String? {
        let candidates = allCases.map(\.rawValue) + aliases.map(\.alias)
        guard let nearest = Suggestions.nearest(to: name, in: candidates) else { return nil }
        let real = aliases.first { $0.alias == nearest }?.name ?? nearest
        return "did you mean \(Quoted.single(real))?"
    }
}
