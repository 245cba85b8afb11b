extension LocalDate {
    /// The first valid date, 0001-01-01.
    static let min = LocalDate(daysSinceEpoch: Int32(CivilCalendar.minDay))
    /// The last valid date, 9999-12-31.
    static let max = LocalDate(daysSinceEpoch: Int32(CivilCalendar.maxDay))

    /// The date with that year (1…9999), month and day, or `nil` when it does not exist.
    init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month)
        else { return nil }
        self.init(daysSinceEpoch: Int32(CivilCalendar.daysFromCivil(year: year, month: month, day: day)))
    }

    /// Parses exactly `YYYY-MM-DD`, checking that the day exists (`2023-02-29` is `nil`).
    package init?(iso: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        bytes.append(contentsOf: iso.utf8.prefix(11))
        guard bytes.count == 10, let date = LocalDate.parse(bytes, at: 0) else { return nil }
        self = date
    }

    /// Parses `YYYY-MM-DD` at `start` of `bytes` (more may follow).
    static func parse(_ bytes: [UInt8], at start: Int) -> LocalDate? {
        guard bytes.count >= start + 10, bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
            let year = CivilCalendar.digits(bytes, start, 4),
            let month = CivilCalendar.digits(bytes, start + 5, 2),
            let day = CivilCalendar.digits(bytes, start + 8, 2)
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// Year, month (1–12) and day (1–31) at once.
    var components: (year: Int, month: Int, day: Int) {
        CivilCalendar.civilFromDays(Int(daysSinceEpoch))
    }

    /// The year.
    var year: Int { components.year }
    /// The month, 1–12.
    var month: Int { components.month }
    /// The day of the month, 1–31.
    var day: Int { components.day }

    /// Whether the date is within 0001-01-01 … 9999-12-31.
    var isValid: Bool { self >= .min && self <= .max }

    /// The date `duration` later: months first, by the calendar, with the day clamped to the end
    /// of the month (2024-02-29 + 1y = 2025-02-28, 2024-01-31 + 1m = 2024-02-29), then days;
    /// hours and minutes count as whole days only. `nil` outside years 1…9999.
    func adding(_ duration: Duration) -> LocalDate? {
        var days = Int(daysSinceEpoch)
        if duration.months != 0 {
            guard let shifted = CivilCalendar.shiftingMonths(of: days, by: Int(duration.months)) else { return nil }
            days = shifted
        }
        // Most shifts are whole months or days: the division by a day's seconds only for the rest.
        days += Int(duration.days)
        if duration.seconds != 0 { days += Int(duration.seconds / 86_400) }
        guard days >= CivilCalendar.minDay, days <= CivilCalendar.maxDay else { return nil }
        return LocalDate(daysSinceEpoch: Int32(days))
    }

    /// The date `duration` earlier (months by the calendar, clamped, then days).
    func subtracting(_ duration: Duration) -> LocalDate? {
        guard let negated = duration.negated() else { return nil }
        return adding(negated)
    }

    /// The date `days` later, or `nil` outside the valid range.
    func adding(days: Int) -> LocalDate? {
        let result = Int(daysSinceEpoch) + days
        guard result >= CivilCalendar.minDay, result <= CivilCalendar.maxDay else { return nil }
        return LocalDate(daysSinceEpoch: Int32(result))
    }

    /// Days from `self` to `other` (negative when `other` is earlier).
    func days(until other: LocalDate) -> Int {
        Int(other.daysSinceEpoch) - Int(self.daysSinceEpoch)
    }

    /// Whole years from `self` to `other`: the age on `other` of someone born on `self`.
    ///
    /// Defined as the largest `n` with `self + n years <= other`, so it agrees with
    /// `birthDate + 18y <= today` even for 29 February birthdays.
    func fullYears(until other: LocalDate) -> Int {
        var years = other.year - year
        if let anniversary = adding(Duration(months: Int32(clamping: years * 12))), anniversary > other {
            years -= 1
        }
        return years
    }

    /// `YYYY-MM-DD`.
    var iso: String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(10)
        write(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends `YYYY-MM-DD` as ASCII bytes.
    func write(into buffer: inout [UInt8]) {
        buffer.appendFormatted(maxCount: LocalDate.maxTextCount) { write(to: $0) }
    }

    /// The most bytes ``write(to:)`` writes: ten, or more for a day number beyond 9999-12-31
    /// (its year is written in full, with a sign when negative).
    static let maxTextCount = 16

    /// Writes `YYYY-MM-DD` at `out` (room for ``maxTextCount`` bytes); returns the byte count.
    @inline(__always)
    func write(to out: UnsafeMutablePointer<UInt8>) -> Int {
        // The calendar itself rather than `components`, which the optimiser leaves a call.
        let (year, month, day) = CivilCalendar.civilFromDays(Int(daysSinceEpoch))
        guard year >= 1, year <= 9999 else { return writeOutOfRange(year, month, day, to: out) }
        ASCIIDigits.writeFour(year, to: out)
        out[4] = UInt8(ascii: "-")
        ASCIIDigits.writeTwo(month, to: out + 5)
        out[7] = UInt8(ascii: "-")
        ASCIIDigits.writeTwo(day, to: out + 8)
        return 10
    }

    /// ``write(to:)`` for a date that is not valid: the year padded to four digits, as is.
    private func writeOutOfRange(_ year: Int, _ month: Int, _ day: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var count = ASCIIDigits.writePadded(year, width: 4, to: out)
        out[count] = UInt8(ascii: "-")
        ASCIIDigits.writeTwo(month, to: out + count + 1)
        out[count + 3] = UInt8(ascii: "-")
        ASCIIDigits.writeTwo(day, to: out + count + 4)
        count += 6
        return count
    }
}

extension LocalDate: CustomStringConvertible {
    /// `YYYY-MM-DD`.
    package var description: String { iso }
}
