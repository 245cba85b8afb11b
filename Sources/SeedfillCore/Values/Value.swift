/// A value as seedfill computes with it: what a field holds, what an expression yields.
///
/// JSON values map onto it directly; dates, times and durations are their own cases so that
/// `birthDate + 18y` is calendar arithmetic, not string juggling. Numbers are exact decimals.
enum Value: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Number)
    case string(String)
    case date(LocalDate)
    case dateTime(LocalDateTime)
    case time(TimeOfDay)
    case duration(Duration)
    case array([Value])
    case object(ObjectValue)
}

/// An object with ordered keys (a group, a list item, a referenced record, a JSON constant).
///
/// For list items during filling, `keys` are the item's slot names and `values` its slots, in
/// the item layout's order; the key array is shared between items, so an item costs one array.
struct ObjectValue: Sendable, Hashable {
    /// Keys, in order.
    var keys: [String]
    /// Values, parallel to `keys`.
    var values: [Value]

    /// Creates an object from parallel arrays.
    init(keys: [String], values: [Value]) {
        self.keys = keys
        self.values = values
    }

    /// The value under `key`, or `nil`.
    subscript(key: String) -> Value? {
        guard let i = keys.firstIndex(of: key) else { return nil }
        return values[i]
    }
}

/// An exact decimal number: `mantissa × 10^-scale`.
///
/// Exact for the sums, differences and products that forms need (`0.1 + 0.2 == 0.3`); division
/// keeps up to ``Number/maxScale`` digits. Operations that overflow report it instead of trapping.
struct Number: Sendable {
    /// The digits as an integer.
    var mantissa: Int64
    /// How many of those digits are after the decimal point (0…``maxScale``).
    var scale: Int8

    /// The largest scale kept.
    static let maxScale: Int8 = 18

    /// Creates `mantissa × 10^-scale`.
    init(mantissa: Int64, scale: Int8) {
        self.mantissa = mantissa
        self.scale = scale
    }

    /// The whole number `value`.
    init(_ value: Int64) {
        self.mantissa = value
        self.scale = 0
    }
}

/// A calendar date without a time zone (`YYYY-MM-DD`), proleptic Gregorian.
package struct LocalDate: Sendable, Hashable, Comparable {
    /// Days since 1970-01-01 (negative before).
    var daysSinceEpoch: Int32

    /// Creates a date from its day number.
    package init(daysSinceEpoch: Int32) { self.daysSinceEpoch = daysSinceEpoch }

    package static func < (a: LocalDate, b: LocalDate) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }
}

/// A date and time with a UTC offset (ISO 8601, e.g. `2026-01-01T09:30:00+03:00`).
struct LocalDateTime: Sendable, Hashable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    var secondsSinceEpoch: Int64
    /// The offset from UTC in minutes that the value is written with.
    var offsetMinutes: Int16

    /// Creates a date-time.
    init(secondsSinceEpoch: Int64, offsetMinutes: Int16) {
        self.secondsSinceEpoch = secondsSinceEpoch
        self.offsetMinutes = offsetMinutes
    }

    static func < (a: LocalDateTime, b: LocalDateTime) -> Bool { a.secondsSinceEpoch < b.secondsSinceEpoch }
}

/// A time of day (`HH:MM`).
struct TimeOfDay: Sendable, Hashable, Comparable {
    /// Minutes since midnight, 0…1439.
    var minutes: Int16

    /// Creates a time.
    init(minutes: Int16) { self.minutes = minutes }

    static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minutes < b.minutes }
}

/// A calendar-aware duration: `18y 6m 2w 30d 12h 15min`.
///
/// Months (years are 12 months) are added to dates by the calendar, clamping the day to the end
/// of the month (2024-02-29 + 1y = 2025-02-28); days and seconds are exact.
struct Duration: Sendable, Hashable {
    /// Whole months (a year is 12).
    var months: Int32
    /// Whole days (a week is 7).
    var days: Int32
    /// Seconds (hours and minutes).
    var seconds: Int64

    /// Creates a duration.
    init(months: Int32 = 0, days: Int32 = 0, seconds: Int64 = 0) {
        self.months = months
        self.days = days
        self.seconds = seconds
    }
}

extension Number: Hashable {
    /// The same number with trailing fractional zeros removed, so that `1.50 == 1.5`.
    var normalized: Number {
        var m = mantissa
        var s = scale
        while s > 0, m % 10 == 0 {
            m /= 10
            s -= 1
        }
        return Number(mantissa: m, scale: s)
    }

    static func == (a: Number, b: Number) -> Bool {
        // Same scale: equal exactly when the mantissas are, with no need to normalise.
        if a.scale == b.scale { return a.mantissa == b.mantissa }
        let x = a.normalized
        let y = b.normalized
        return x.mantissa == y.mantissa && x.scale == y.scale
    }

    func hash(into hasher: inout Hasher) {
        let n = normalized
        hasher.combine(n.mantissa)
        hasher.combine(n.scale)
    }
}
