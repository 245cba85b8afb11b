extension Duration {
    /// A unit of a duration literal and what one of it is worth.
    enum Unit: String, CaseIterable {
        case y, m, w, d, h, min, s

        /// Applies `count` of this unit; `nil` on overflow.
        func duration(_ count: Int64) -> Duration? {
            switch self {
            case .y: return Int32(exactly: count * 12).map { Duration(months: $0) }
            case .m: return Int32(exactly: count).map { Duration(months: $0) }
            case .w: return Int32(exactly: count * 7).map { Duration(days: $0) }
            case .d: return Int32(exactly: count).map { Duration(days: $0) }
            case .h: return Duration(seconds: count * 3600)
            case .min: return Duration(seconds: count * 60)
            case .s: return Duration(seconds: count)
            }
        }
    }

    /// The largest count accepted in one duration token (keeps every product in range).
    static let maxCount: Int64 = 100_000_000

    /// Parses whitespace-separated tokens such as `18y 6m 2w 30d 12h 15min` (each a whole number
    /// and a unit: y = 12 months, m = month, w = 7 days, d, h, min, s). A leading `-` negates the
    /// whole duration (`-1y 6m` is minus eighteen months); a `-` on a later token negates that token.
    init?(text: String) {
        var scalars = Substring(text).drop { $0 == " " }
        var negative = false
        if scalars.first == "-" {
            negative = true
            scalars = scalars.dropFirst().drop { $0 == " " }
        }
        var total = Duration()
        var sawToken = false
        for token in scalars.split(separator: " ", omittingEmptySubsequences: true) {
            let tokenNegative = token.first == "-"
            let unsigned = tokenNegative ? token.dropFirst() : token
            let digits = unsigned.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9, let count = Int64(digits),
                count <= Duration.maxCount,
                let unit = Unit(rawValue: String(unsigned.dropFirst(digits.count))),
                let part = unit.duration(tokenNegative ? -count : count), let sum = total.adding(part)
            else { return nil }
            total = sum
            sawToken = true
        }
        guard sawToken else { return nil }
        if negative {
            guard let flipped = total.negated() else { return nil }
            total = flipped
        }
        self = total
    }

    /// The sum, or `nil` on overflow.
    func adding(_ other: Duration) -> Duration? {
        let (months, o1) = self.months.addingReportingOverflow(other.months)
        let (days, o2) = self.days.addingReportingOverflow(other.days)
        let (seconds, o3) = self.seconds.addingReportingOverflow(other.seconds)
        guard !o1, !o2, !o3 else { return nil }
        return Duration(months: months, days: days, seconds: seconds)
    }

    /// The opposite duration, or `nil` on overflow.
    func negated() -> Duration? {
        guard months != .min, days != .min, seconds != .min else { return nil }
        return Duration(months: -months, days: -days, seconds: -seconds)
    }

    /// Whether every component is zero.
    var isZero: Bool { months == 0 && days == 0 && seconds == 0 }
}

extension Duration: CustomStringConvertible {
    /// The duration in literal form, e.g. `1y 6m 3d 2h 30min` (`0d` when empty, `-1y 2d` when
    /// every part is negative; mixed signs are written per part, `1y -2d`).
    var description: String {
        if months <= 0, days <= 0, seconds <= 0, !isZero, let positive = negated() {
            return "-" + positive.description
        }
        var parts: [String] = []
        let years = months / 12
        let restMonths = months % 12
        if years != 0 { parts.append("\(years)y") }
        if restMonths != 0 { parts.append("\(restMonths)m") }
        if days != 0 { parts.append("\(days)d") }
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        let restSeconds = seconds % 60
        if hours != 0 { parts.append("\(hours)h") }
        if minutes != 0 { parts.append("\(minutes)min") }
        if restSeconds != 0 { parts.append("\(restSeconds)s") }
        if parts.isEmpty { return "0d" }
        // A leading '-' would negate everything when read back, so a mixed duration whose first
        // part is negative starts with a neutral token.
        if parts[0].hasPrefix("-") { parts.insert("0d", at: 0) }
        return parts.joined(separator: " ")
    }
}
