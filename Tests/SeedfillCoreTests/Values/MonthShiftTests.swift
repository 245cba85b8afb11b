import Testing

@testable import SeedfillCore

/// Shifting a date by months in the March-based calendar must give exactly what going
/// through year, month and day gives: every day clamp, leap year, range end and sign.
@Suite struct MonthShiftTests {
    /// The shift as first written, through civil year, month and day.
    static func reference(_ days: Int, _ months: Int) -> Int? {
        let (year, month, day) = CivilCalendar.civilFromDays(days)
        let total = year * 12 + (month - 1) + months
        let newYear = CivilCalendar.floorDivide(total, 12)
        let newMonth = total - newYear * 12 + 1
        guard (1...9999).contains(newYear) else { return nil }
        let clamped = Swift.min(day, CivilCalendar.daysInMonth(year: newYear, month: newMonth))
        return CivilCalendar.daysFromCivil(year: newYear, month: newMonth, day: clamped)
    }

    @Test func agreesWithTheCivilRoute() {
        var rng = SplitMix64(seed: StableHash.hash("month-shift"))
        let span = UInt64(CivilCalendar.maxDay - CivilCalendar.minDay + 1)
        for round in 0..<200_000 {
            let days: Int
            switch round % 5 {
            case 0: days = CivilCalendar.minDay + Int(rng.below(800))  // year 1, and before it
            case 1: days = CivilCalendar.maxDay - Int(rng.below(800))  // year 9999
            case 2: days = CivilCalendar.minDay - 400 + Int(rng.below(span + 800))  // out of range too
            default: days = Int(rng.below(40_000)) - 20_000  // around today, with many 29 Februaries
            }
            let months: Int
            switch round % 3 {
            case 0: months = Int(rng.below(481)) - 240
            case 1: months = (Int(rng.below(201)) - 100) * 12
            default: months = Int(rng.below(240_001)) - 120_000
            }
            #expect(CivilCalendar.shiftingMonths(of: days, by: months) == Self.reference(days, months), "\(days) + \(months)")
        }
    }

    /// Whole years take their own path: every day of a few leap cycles and of both range ends,
    /// shifted by years that land in, next to and beyond the range.
    @Test func wholeYearsAgreeWithTheCivilRoute() {
        let starts = [CivilCalendar.minDay, -800, 10_900, CivilCalendar.maxDay - 1_500]
        var rng = SplitMix64(seed: 12)
        for start in starts {
            for days in start...(start + 1_500) {
                for years in [0, 1, -1, 3, 4, 18, -18, 100, 400, -2_000, 9_998, -9_998, 10_001] + [Int(rng.below(20_001)) - 10_000] {
                    #expect(
                        CivilCalendar.shiftingMonths(of: days, by: years * 12) == Self.reference(days, years * 12), "\(days) + \(years)y")
                }
            }
        }
    }

    @Test func leapDaysAndMonthEnds() throws {
        let leap = try #require(LocalDate(year: 2024, month: 2, day: 29))
        #expect(leap.adding(Duration(months: 12)) == LocalDate(year: 2025, month: 2, day: 28))
        #expect(leap.adding(Duration(months: 48)) == LocalDate(year: 2028, month: 2, day: 29))
        let january = try #require(LocalDate(year: 2024, month: 1, day: 31))
        #expect(january.adding(Duration(months: 1)) == LocalDate(year: 2024, month: 2, day: 29))
        #expect(january.adding(Duration(months: 3)) == LocalDate(year: 2024, month: 4, day: 30))
        #expect(january.adding(Duration(months: -2)) == LocalDate(year: 2023, month: 11, day: 30))
        #expect(LocalDate.max.adding(Duration(months: 1)) == nil)
        #expect(LocalDate.min.adding(Duration(months: -1)) == nil)
    }
}
