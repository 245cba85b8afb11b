import Testing

@testable import SeedfillCore

private func d(_ iso: String) -> LocalDate {
    guard let date = LocalDate(iso: iso) else {
        Issue.record("not a date: \(iso)")
        return LocalDate(daysSinceEpoch: 0)
    }
    return date
}

private func dur(_ text: String) -> Duration {
    guard let duration = Duration(text: text) else {
        Issue.record("not a duration: \(text)")
        return Duration()
    }
    return duration
}

@Suite struct CalendarTests {
    @Test func civilRoundTripOverTheWholeRange() {
        var previous: (Int, Int, Int)?
        for day in stride(from: CivilCalendar.minDay, through: CivilCalendar.maxDay, by: 1) {
            let (y, m, dd) = CivilCalendar.civilFromDays(day)
            if CivilCalendar.daysFromCivil(year: y, month: m, day: dd) != day {
                Issue.record("round trip failed at \(day)")
                return
            }
            if let (py, pm, pd) = previous {
                let next =
                    pd < CivilCalendar.daysInMonth(year: py, month: pm) ? (py, pm, pd + 1) : (pm == 12 ? (py + 1, 1, 1) : (py, pm + 1, 1))
                if next != (y, m, dd) {
                    Issue.record("day after \(py)-\(pm)-\(pd) is \(y)-\(m)-\(dd)")
                    return
                }
            }
            previous = (y, m, dd)
        }
        #expect(LocalDate(daysSinceEpoch: 0).iso == "1970-01-01")
        #expect(LocalDate.min.iso == "0001-01-01")
        #expect(LocalDate.max.iso == "9999-12-31")
    }

    @Test(arguments: ["2024-02-29", "2000-02-29", "1970-01-01", "0001-01-01", "9999-12-31", "2023-12-31"])
    func validDates(iso: String) {
        #expect(LocalDate(iso: iso)?.iso == iso)
    }

    @Test(arguments: [
        "2023-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "0000-01-01",
        "2024-1-01", "2024-01-01T", "24-01-01", "2024/01/01", "", "２０２４-01-01",
    ])
    func invalidDates(iso: String) {
        #expect(LocalDate(iso: iso) == nil)
    }

    @Test(arguments: [
        ("2024-02-29", "1y", "2025-02-28"), ("2024-01-31", "1m", "2024-02-29"), ("2023-01-31", "1m", "2023-02-28"),
        ("2024-03-31", "-1m", "2024-02-29"), ("2024-02-29", "-1y", "2023-02-28"), ("2000-02-29", "4y", "2004-02-29"),
        ("2024-12-31", "1d", "2025-01-01"), ("2024-01-01", "-1d", "2023-12-31"), ("2024-01-31", "1m 1d", "2024-03-01"),
        ("2024-05-31", "2w", "2024-06-14"), ("2026-01-01", "-18y", "2008-01-01"), ("2024-08-31", "18m", "2026-02-28"),
        ("2024-01-15", "-13m", "2022-12-15"), ("2024-01-01", "36h", "2024-01-02"),
    ])
    func calendarArithmetic(start: String, duration: String, expected: String) {
        #expect(d(start).adding(dur(duration))?.iso == expected)
    }

    @Test func subtractionAndRange() {
        #expect(d("2024-03-31").subtracting(dur("1m"))?.iso == "2024-02-29")
        #expect(d("2026-01-01").subtracting(dur("80y"))?.iso == "1946-01-01")
        #expect(d("9999-12-31").adding(dur("1d")) == nil)
        #expect(d("0001-01-01").subtracting(dur("1d")) == nil)
        #expect(d("9999-06-01").adding(dur("1y")) == nil)
        #expect(d("2000-01-01").adding(Duration(months: .max)) == nil)
        #expect(d("2000-01-01").adding(Duration(days: .min)) == nil)
        #expect(d("2024-01-01").days(until: d("2025-01-01")) == 366)
        #expect(d("2025-01-01").days(until: d("2024-01-01")) == -366)
    }

    @Test(arguments: [
        ("2008-02-29", "2026-02-28", 18), ("2008-02-29", "2026-02-27", 17), ("2000-06-15", "2018-06-14", 17),
        ("2000-06-15", "2018-06-15", 18), ("2000-06-15", "2000-06-15", 0), ("2000-06-15", "1999-06-16", -1),
        ("1946-01-01", "2026-01-01", 80),
    ])
    func fullYears(born: String, on: String, years: Int) {
        #expect(d(born).fullYears(until: d(on)) == years)
    }

    @Test func durations() {
        let all = dur("18y 6m 2w 30d 12h 15min")
        #expect(all == Duration(months: 222, days: 44, seconds: 44_100))
        #expect(dur("-1y 6m") == Duration(months: -18))
        #expect(dur("1y -2d") == Duration(months: 12, days: -2))
        #expect(Duration(text: "1.5y") == nil)
        #expect(Duration(text: "3 years") == nil)
        #expect(Duration(text: "") == nil)
        #expect(Duration(text: "99999999999y") == nil)
        for text in ["1y 6m", "-1y 6m", "2d 3h 15min", "0d", "1y -2d", "-1y 2d"] {
            #expect(Duration(text: dur(text).description) == dur(text), "\(text)")
        }
        #expect(dur("1y 6m").adding(dur("6m")) == dur("2y"))
        #expect(dur("1y").negated() == Duration(months: -12))
    }

    @Test func dateTimes() {
        #expect(LocalDateTime(iso: "2026-01-01T09:30:00+03:00")?.iso == "2026-01-01T09:30:00+03:00")
        #expect(LocalDateTime(iso: "2026-01-01T09:30Z")?.iso == "2026-01-01T09:30:00+00:00")
        #expect(LocalDateTime(iso: "2026-01-01T09:30")?.iso == "2026-01-01T09:30:00+00:00")
        #expect(LocalDateTime(iso: "2026-01-01 09:30:15-05:30")?.iso == "2026-01-01T09:30:15-05:30")
        #expect(LocalDateTime(iso: "2026-01-01T01:00:00+03:00")?.date.iso == "2026-01-01")
        #expect(
            LocalDateTime(iso: "2026-01-01T01:00:00+03:00")?.secondsSinceEpoch
                == LocalDateTime(iso: "2025-12-31T22:00:00Z")?.secondsSinceEpoch)
        for bad in [
            "2026-01-01T24:00", "2026-01-01T09:60", "2026-01-01", "2026-02-30T10:00", "2026-01-01T10:00+3", "2026-01-01T10:00:00+03:00x",
        ] {
            #expect(LocalDateTime(iso: bad) == nil, "\(bad)")
        }
        let start = LocalDateTime(iso: "2024-01-31T10:00:00+03:00")
        #expect(start?.adding(dur("1m"))?.iso == "2024-02-29T10:00:00+03:00")
        #expect(start?.adding(dur("15h 15min"))?.iso == "2024-02-01T01:15:00+03:00")
        #expect(start?.subtracting(dur("1d 1min"))?.iso == "2024-01-30T09:59:00+03:00")
        #expect(LocalDateTime(iso: "9999-12-31T23:00:00Z")?.adding(dur("2h")) == nil)
    }

    @Test func timesOfDay() {
        #expect(TimeOfDay(iso: "09:00")?.iso == "09:00")
        #expect(TimeOfDay(iso: "23:59")?.minutes == 1439)
        #expect(TimeOfDay(iso: "09:00:00")?.iso == "09:00")
        for bad in ["24:00", "9:00", "09:60", "09:00:30", "0900", "", "09:00:"] {
            #expect(TimeOfDay(iso: bad) == nil, "\(bad)")
        }
        #expect(TimeOfDay(iso: "09:00")?.adding(dur("1h 30min"))?.iso == "10:30")
        #expect(TimeOfDay(iso: "23:00")?.adding(dur("1h")) == nil)
        #expect(TimeOfDay(iso: "09:00")?.adding(dur("1d")) == nil)
    }
}
