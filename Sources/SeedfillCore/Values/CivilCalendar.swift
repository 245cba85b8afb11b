/// Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01).
///
/// Howard Hinnant's civil-from-days algorithms (with faster unsigned forms for years 1…9999):
/// branch-light integer maths, no Foundation `Calendar`, so results are fast and identical on
/// every platform and time zone.
enum CivilCalendar {
    // Literals rather than computed: a computed global is initialised lazily and every read
    // checks that it was, which showed in date arithmetic. A test pins both to daysFromCivil.
    /// Day number of 0001-01-01, the first valid date.
    static let minDay = -719_162
    /// Day number of 9999-12-31, the last valid date.
    static let maxDay = 2_932_896

    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        guard year >= 1, year <= 9999, month >= 1, month <= 12, day >= 1, day <= 31 else {
            return daysFromAnyCivil(year: year, month: month, day: day)
        }
        // Years 1…9999 in unsigned arithmetic, with no overflow checks (nothing here comes near
        // 2^32): years counted from March, so the leap day is the last of its year.
        let y = UInt32(truncatingIfNeeded: month <= 2 ? year - 1 : year)
        let m = UInt32(truncatingIfNeeded: month)
        return daysFromMarchDate(year: y, monthFromMarch: month <= 2 ? m &+ 9 : m &- 3, day: UInt32(truncatingIfNeeded: day))
    }

    /// The day number of `day` of month `monthFromMarch` (0 for March … 11 for February) of
    /// `year` counted from March (see ``marchDate(_:)``), for years 0…9999.
    @inline(__always)
    static func daysFromMarchDate(year: UInt32, monthFromMarch: UInt32, day: UInt32) -> Int {
        daysFromMarchDate(year: year, dayOfYear: (153 &* monthFromMarch &+ 2) / 5 &+ day &- 1)
    }

    /// The day number of day `dayOfYear` (0 for 1 March) of `year` counted from March, for
    /// years 0…9999.
    @inline(__always)
    static func daysFromMarchDate(year y: UInt32, dayOfYear: UInt32) -> Int {
        Int(365 &* y &+ y / 4 &- y / 100 &+ y / 400 &+ dayOfYear) - 719_468
    }

    /// ``daysFromCivil(year:month:day:)`` for any numbers, in signed arithmetic.
    static func daysFromAnyCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = (month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    // Always inlined: a few multiplications, which the date writers call once per value.
    @inline(__always)
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        guard days >= minDay, days <= maxDay else { return civilFromAnyDays(days) }
        let date = marchDate(days)
        // January and February (days 306 on) end the year that began in March.
        let nextYear: UInt32 = date.dayOfYear >= 306 ? 1 : 0
        return (Int(date.year &+ nextYear), Int(date.month &- 12 &* nextYear), Int(date.day))
    }

    /// Day `days` (of years 1…9999) in the calendar whose years begin in March, so that the
    /// leap day is the last of its year: the year (of its March), the month (3 for March …
    /// 14 for February of the next civil year), the day of month and the day of that year.
    ///
    /// In unsigned 32-bit arithmetic, after Neri and Schneider ("Euclidean affine functions and
    /// their application to calendar algorithms", 2022): each step divides by a constant (a
    /// multiply and a shift) and none needs an overflow check. Days count from 0000-03-01.
    @inline(__always)
    static func marchDate(_ days: Int) -> (year: UInt32, month: UInt32, day: UInt32, dayOfYear: UInt32) {
        let n = UInt32(truncatingIfNeeded: days &+ 719_468)
        // Centuries average 36524.25 days: (4n + 3) / 146097 is the century, its remainder / 4
        // the day within it.
        let centuries = 4 &* n &+ 3
        let century = centuries / 146_097
        let dayOfCentury = centuries % 146_097 / 4
        // Years within a century average 365.25 days: the same step again.
        let years = 4 &* dayOfCentury &+ 3
        let yearOfCentury = years / 1461
        let dayOfYear = years % 1461 / 4
        // Months from March: 2141 × day + 197913 holds the month (3…14) above bit 16 and
        // 2141 × (day of month - 1) plus less than 2141 below it.
        let monthAndDay = 2141 &* dayOfYear &+ 197_913
        return (100 &* century &+ yearOfCentury, monthAndDay >> 16, (monthAndDay & 0xFFFF) / 2141 &+ 1, dayOfYear)
    }

    /// ``civilFromDays(_:)`` for any day number, in signed arithmetic (beyond years 1…9999).
    static func civilFromAnyDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    @inline(__always)
    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    @inline(__always)
    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `floor(a / b)` for a positive `b`.
    @inline(__always)
    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    // MARK: - Fixed-width text

    /// Reads `count` ASCII digits at `start`, or `nil`.
    static func digits(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start >= 0, start + count <= bytes.count else { return nil }
        var value = 0
        for i in start..<(start + count) {
            let byte = bytes[i]
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// Appends `value` as at least `width` (≤ 20) decimal digits (a leading `-` when negative).
    static func writePadded(_ value: Int, width: Int, into buffer: inout [UInt8]) {
        buffer.appendFormatted(maxCount: ASCIIDigits.maxPaddedCount) {
            ASCIIDigits.writePadded(value, width: width, to: $0)
        }
    }
}
