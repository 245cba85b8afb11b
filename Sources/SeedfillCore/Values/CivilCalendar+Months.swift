/// Moving a day number by whole months, as `birthDate + 18y` does for every record.
///
/// Through year, month and day (``CivilCalendar/civilFromDays(_:)`` and back) a shift costs
/// two conversions, a leap-year test and their range checks. Here it stays in the calendar
/// the conversions use inside, whose years begin in March: a day number gives that year,
/// month and day with a few multiplications (``CivilCalendar/marchDate(_:)``), months are
/// added to them directly, and the result goes back with the formula
/// ``CivilCalendar/daysFromCivil(year:month:day:)`` ends with
/// (``CivilCalendar/daysFromMarchDate(year:monthFromMarch:day:)``). The results are those of
/// the civil route, day clamping and range included.
extension CivilCalendar {
    /// `days` moved by `months` months, the day clamped to the end of the month
    /// (2024-02-29 + 12 months = 2025-02-28); `nil` when the month is outside years 1…9999.
    static func shiftingMonths(of days: Int, by months: Int) -> Int? {
        guard days >= minDay, days <= maxDay else { return shiftingMonthsOfAnyDay(days, by: months) }
        let (years, rest) = months.quotientAndRemainder(dividingBy: 12)
        if rest == 0 { return shiftingYears(of: days, by: years) }
        let (year, month, day, _) = marchDate(days)
        // Months since March of year 0. Before it the civil year is 0 or less, from March of
        // 10000 on it is 10000 or more: both out of range, and the rest fits 32 unsigned bits.
        let total = Int(year &* 12 &+ (month &- 3)) + months
        guard total >= 0, total < 120_000 else { return nil }
        let newYear = UInt32(truncatingIfNeeded: total) / 12
        let newMonth = UInt32(truncatingIfNeeded: total) &- newYear &* 12 &+ 3
        let civilYear = newMonth >= 13 ? newYear &+ 1 : newYear
        guard civilYear >= 1, civilYear <= 9999 else { return nil }
        let length: UInt32
        switch newMonth {
        case 14: length = isLeapYear(Int(civilYear)) ? 29 : 28
        case 4, 6, 9, 11: length = 30
        default: length = 31
        }
        return daysFromMarchDate(year: newYear, monthFromMarch: newMonth &- 3, day: Swift.min(day, length))
    }

    /// ``shiftingMonths(of:by:)`` by whole years, for a day of years 1…9999 (`birthDate + 18y`).
    ///
    /// Months of a year that begins in March have the same lengths every year but for February,
    /// its last: a date keeps its day of that year, and only 29 February, the 366th day, becomes
    /// the 365th (28 February) in a year without it.
    @inline(__always)
    static func shiftingYears(of days: Int, by years: Int) -> Int? {
        let date = marchDate(days)
        let newYear = Int(date.year) &+ years
        // January and February (days 306 on) fall in the next civil year.
        let civilYear = date.dayOfYear >= 306 ? newYear &+ 1 : newYear
        guard newYear >= 0, civilYear >= 1, civilYear <= 9999 else { return nil }
        var dayOfYear = date.dayOfYear
        if dayOfYear == 365, !isLeapYear(civilYear) { dayOfYear = 364 }
        return daysFromMarchDate(year: UInt32(truncatingIfNeeded: newYear), dayOfYear: dayOfYear)
    }

    /// ``shiftingMonths(of:by:)`` through year, month and day, for any day number.
    static func shiftingMonthsOfAnyDay(_ days: Int, by months: Int) -> Int? {
        let (year, month, day) = civilFromDays(days)
        let total = year * 12 + (month - 1) + months
        let newYear = floorDivide(total, 12)
        let newMonth = total - newYear * 12 + 1
        guard (1...9999).contains(newYear) else { return nil }
        let clamped = Swift.min(day, daysInMonth(year: newYear, month: newMonth))
        return daysFromCivil(year: newYear, month: newMonth, day: clamped)
    }
}
