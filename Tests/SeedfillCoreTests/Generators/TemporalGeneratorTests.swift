import Foundation
import Testing

@testable import SeedfillCore

/// `date`, `datetime` and `time`: every value well formed and inside `from…to`, with bounds that
/// are literals, expressions on `today` or on another field, or missing (the field's instead).
/// Calendar arithmetic is redone with Foundation's `Calendar` in UTC.
@Suite struct TemporalGeneratorTests {
    static let model = sectionModel(
        #"""
        { "key": "birthDate", "type": "date" },
        { "key": "licenseDate", "type": "date" },
        { "key": "fixed", "type": "date" },
        { "key": "bounded", "type": "date", "min": "2020-02-10", "max": "2020-03-05" },
        { "key": "open", "type": "date" },
        { "key": "at", "type": "datetime" },
        { "key": "fallbackAt", "type": "datetime", "min": "2026-03-01T00:00:00Z", "max": "2026-03-02T00:00:00Z" },
        { "key": "openAt", "type": "datetime" },
        { "key": "meeting", "type": "time" },
        { "key": "fallbackTime", "type": "time", "min": "22:00", "max": "23:59" },
        { "key": "anyTime", "type": "time" }
        """#)

    static let today = TestCalendar.date("2026-01-01")!

    @Test func datesStayInsideLiteralExpressionAndFieldBounds() throws {
        let seed = seedFile(
            #"""
            "birthDate": {"date": {"from": "today - 80y", "to": "today - 18y"}},
            "licenseDate": {"date": {"from": "birthDate + 18y", "to": "birthDate + 18y + 2m"}},
            "fixed": {"date": {"from": "2024-02-28", "to": "2024-03-01"}},
            "bounded": {"date": {"to": "2020-02-20"}},
            "open": {"date": {}}
            """#)
        let run = try generate(model: Self.model, seed: seed, count: 3000)
        let earliestBirth = TestCalendar.adding(years: -80, to: Self.today)
        let latestBirth = TestCalendar.adding(years: -18, to: Self.today)
        var fixedSeen = Set<String>()
        var boundedSeen = Set<String>()
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            let birthText = try #require(s["birthDate"] as? String)
            let birth = try #require(TestCalendar.date(birthText), "\(birthText)")
            #expect(birth >= earliestBirth && birth <= latestBirth, "\(birthText)")
            let licenseText = try #require(s["licenseDate"] as? String)
            let license = try #require(TestCalendar.date(licenseText), "\(licenseText)")
            let adult = TestCalendar.adding(years: 18, to: birth)
            #expect(license >= adult && license <= TestCalendar.adding(months: 2, to: adult), "born \(birthText), licensed \(licenseText)")
            let fixed = try #require(s["fixed"] as? String)
            fixedSeen.insert(fixed)
            let bounded = try #require(s["bounded"] as? String)
            #expect(bounded >= "2020-02-10" && bounded <= "2020-02-20", "\(bounded)")
            boundedSeen.insert(bounded)
            let open = try #require(s["open"] as? String)
            let openDate = try #require(TestCalendar.date(open), "\(open)")
            // No bounds anywhere: the ten years up to today.
            #expect(openDate <= Self.today && openDate >= TestCalendar.adding(years: -10, days: -3, to: Self.today), "\(open)")
        }
        #expect(fixedSeen == ["2024-02-28", "2024-02-29", "2024-03-01"])
        // The missing 'from' falls back to the field's min, and the whole range is reached.
        #expect(boundedSeen.count == 11)
    }

    @Test func dateTimesStayInsideTheirBoundsAndKeepTheOffset() throws {
        let seed = seedFile(
            #"""
            "at": {"datetime": {"from": "2026-01-01T09:00:00+03:00", "to": "2026-01-01T18:30:00+03:00"}},
            "fallbackAt": {"datetime": {"from": "2026-03-01T12:00:00Z"}},
            "openAt": {"datetime": {}}
            """#)
        let run = try generate(model: Self.model, seed: seed, count: 3000)
        let low = try #require(TestCalendar.instant("2026-01-01T09:00:00+03:00"))
        let high = try #require(TestCalendar.instant("2026-01-01T18:30:00+03:00"))
        let fallbackLow = try #require(TestCalendar.instant("2026-03-01T12:00:00Z"))
        let fallbackHigh = try #require(TestCalendar.instant("2026-03-02T00:00:00Z"))
        let now = Self.today.timeIntervalSince1970 + 12 * 3600
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            let at = try #require(s["at"] as? String)
            #expect(fullMatch(at, #"2026-01-01T[0-9]{2}:[0-9]{2}:[0-9]{2}\+03:00"#), "\(at)")
            let instant = try #require(TestCalendar.instant(at), "\(at)")
            #expect(instant >= low && instant <= high, "\(at)")
            let fallback = try #require(s["fallbackAt"] as? String)
            let fallbackInstant = try #require(TestCalendar.instant(fallback), "\(fallback)")
            #expect(fallbackInstant >= fallbackLow && fallbackInstant <= fallbackHigh, "\(fallback)")
            let open = try #require(s["openAt"] as? String)
            let openInstant = try #require(TestCalendar.instant(open), "\(open)")
            #expect(openInstant <= now && openInstant >= now - 366 * 86_400, "\(open)")
        }
    }

    @Test func timesStayInsideTheirBounds() throws {
        let seed = seedFile(
            #"""
            "meeting": {"time": {"from": "09:00", "to": "18:00"}},
            "fallbackTime": {"time": {"to": "22:30"}},
            "anyTime": {"time": {}}
            """#)
        let run = try generate(model: Self.model, seed: seed, count: 3000)
        var meetings = Set<Int>()
        var anyTimes = Set<Int>()
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            let meeting = try need(TestCalendar.minutes(try need(s["meeting"] as? String)))
            #expect(meeting >= 9 * 60 && meeting <= 18 * 60)
            meetings.insert(meeting)
            let fallback = try need(TestCalendar.minutes(try need(s["fallbackTime"] as? String)))
            #expect(fallback >= 22 * 60 && fallback <= 22 * 60 + 30)
            anyTimes.insert(try need(TestCalendar.minutes(try need(s["anyTime"] as? String))))
        }
        #expect(meetings.contains(9 * 60) || meetings.contains(18 * 60) || meetings.count > 400)
        #expect(anyTimes.min()! < 60 && anyTimes.max()! > 23 * 60)
    }

    @Test func emptyRangesAreCheckErrors() throws {
        for entry in [
            #""fixed": {"date": {"from": "2024-03-01", "to": "2024-02-01"}}"#,
            #""at": {"datetime": {"from": "2026-01-02T00:00:00Z", "to": "2026-01-01T00:00:00Z"}}"#,
            #""meeting": {"time": {"from": "18:00", "to": "09:00"}}"#,
        ] {
            let errors = try checkErrors(model: Self.model, seed: seedFile(entry))
            #expect(errors.contains { $0.contains("the range is empty") }, "\(entry): \(errors)")
        }
    }
}
