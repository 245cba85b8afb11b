import Foundation
import Testing

@testable import SeedfillCore

/// The per-field keys of §2: `optional`, `requiredWhen`, `rules`, `validWhen`, `compute`,
/// `enabledWhen`, each over many seeded records.
@Suite struct FieldRulesTests {
    static func matches(_ text: String, _ regex: String) -> Bool {
        text.range(of: regex, options: .regularExpression) != nil
    }

    @Test func optionalFieldsMayBeNullAndRequiredOnesNever() throws {
        let fixture = try FillFixture.make(
            model: """
                {"model": "o", "sections": [
                  {"key": "nick", "type": "text", "optional": true, "mask": "???"},
                  {"key": "name", "type": "text", "mask": "???"},
                  {"key": "wantsMail", "type": "boolean"},
                  {"key": "email", "type": "text", "requiredWhen": "wantsMail", "mask": "?????@x.io"}
                ]}
                """,
            seed: #"{"model": "o", "fields": {"nick": {"mask": "???", "null": 0.5}, "email": {"mask": "?????@x.io", "null": 0.5}}}"#)
        var nullNicks = 0, nullEmails = 0, mailsWanted = 0
        try fixture.forEachRecord(2000) { record, _, json in
            // The key of a visible optional empty field is written, with null.
            #expect(json.keys.contains("nick"))
            if json["nick"] is NSNull { nullNicks += 1 } else { #expect(json["nick"] is String) }
            #expect(json["name"] is String)
            let wants = try #require(json["wantsMail"] as? Bool)
            #expect(json.keys.contains("email"))
            if wants {
                mailsWanted += 1
                #expect(json["email"] is String, "record \(record): required when wantsMail")
            } else if json["email"] is NSNull {
                nullEmails += 1
            }
        }
        #expect(nullNicks > 800 && nullNicks < 1200)
        #expect(mailsWanted > 800 && mailsWanted < 1200)
        // Empty only while not required: about half of the other half.
        #expect(nullEmails > 300 && nullEmails < 700)
    }

    @Test func activeRulesSwitchMaskPatternBoundsAndLength() throws {
        let fixture = try FillFixture.make(
            model: """
                {"model": "r", "sections": [
                  {"key": "documentType", "type": "choice", "options": ["pts", "epts", "other"]},
                  {"key": "documentNumber", "type": "text", "maxLength": 20, "rules": [
                    {"when": "documentType == 'pts'", "mask": "##?? ######", "maskLetters": "ABEK"},
                    {"when": "documentType == 'epts'", "pattern": "^[0-9]{15}$"},
                    {"when": "documentType == 'other'", "maxLength": 3, "minLength": 2}]},
                  {"key": "power", "type": "integer", "min": 0, "max": 1000, "rules": [
                    {"when": "documentType == 'pts'", "min": 100, "max": 110},
                    {"when": "documentType == 'epts'", "max": 5}]}
                ]}
                """)
        var kinds = Set<String>()
        try fixture.forEachRecord(1500) { record, _, json in
            let type = try #require(json["documentType"] as? String)
            let number = try #require(json["documentNumber"] as? String)
            let power = try #require(json["power"] as? Int)
            kinds.insert(type)
            switch type {
            case "pts":
                #expect(Self.matches(number, "^[0-9]{2}[ABEK]{2} [0-9]{6}$"), "record \(record): \(number)")
                #expect((100...110).contains(power))
            case "epts":
                #expect(Self.matches(number, "^[0-9]{15}$"), "record \(record): \(number)")
                #expect((0...5).contains(power))
            default:
                #expect((2...3).contains(number.count), "record \(record): \(number)")
                #expect((0...1000).contains(power))
            }
        }
        #expect(kinds.count == 3)
    }

    static let driversModel = """
        {"model": "d", "sections": [
          {"key": "drivers", "type": "list", "minItems": 2, "maxItems": 3, "fields": [
            {"key": "birthDate", "type": "date", "min": "today - 70y", "max": "today - 40y"},
            {"key": "licenseIssueDate", "type": "date", "min": "today - 60y", "max": "today",
             "validWhen": "licenseIssueDate >= birthDate + 18y", "message": "a licence is issued at 18 or later"},
            {"key": "age", "type": "integer", "compute": "age(birthDate)"},
            {"key": "price", "type": "decimal", "scale": 2, "min": 0, "max": 100}]},
          {"key": "total", "type": "decimal", "scale": 2, "compute": "sum(drivers.price)"},
          {"key": "oldest", "type": "integer", "compute": "max(drivers.age)"}
        ]}
        """

    @Test func validWhenHoldsInEveryListItem() throws {
        let fixture = try FillFixture.make(model: Self.driversModel)
        let today = FillFixture.today
        try fixture.forEachRecord(1000) { record, frame, json in
            let drivers = try #require(json["drivers"] as? [[String: Any]])
            var total = Decimal(0)
            var oldest = Int.min
            for driver in drivers {
                let birth = try #require(LocalDate(iso: driver["birthDate"] as? String ?? ""))
                let license = try #require(LocalDate(iso: driver["licenseIssueDate"] as? String ?? ""))
                // licence ≥ birth + 18y: compared as (year, month, day), independent of the library.
                #expect((license.year, license.month, license.day) >= (birth.year + 18, birth.month, birth.day), "record \(record)")
                let age = try #require(driver["age"] as? Int)
                var expectedAge = today.year - birth.year
                if (today.month, today.day) < (birth.month, birth.day) { expectedAge -= 1 }
                #expect(age == expectedAge, "record \(record): born \(birth)")
                oldest = max(oldest, age)
                total += try #require((driver["price"] as? NSNumber)?.decimalValue)
            }
            let written = try #require((json["total"] as? NSNumber)?.decimalValue)
            #expect(abs(NSDecimalNumber(decimal: written - total).doubleValue) < 0.0001, "record \(record)")
            #expect(json["oldest"] as? Int == oldest)
            _ = frame
        }
    }

    @Test func enabledWhenFalseKeepsTheInitialValueAndIsNotAViolation() throws {
        let fixture = try FillFixture.make(
            model: """
                {"model": "e", "sections": [
                  {"key": "vip", "type": "boolean"},
                  {"key": "discount", "type": "integer", "min": 0, "max": 50, "initialValue": 5, "enabledWhen": "vip"},
                  {"key": "code", "type": "text", "mask": "###", "enabledWhen": "vip"}
                ]}
                """, seed: #"{"model": "e", "fields": {"discount": {"int": [10, 50]}}}"#)
        var vips = 0
        try fixture.forEachRecord(1000) { record, _, json in
            let vip = try #require(json["vip"] as? Bool)
            let discount = try #require(json["discount"] as? Int)
            if vip {
                vips += 1
                #expect((10...50).contains(discount))
                #expect((json["code"] as? String).map { Self.matches($0, "^[0-9]{3}$") } == true)
            } else {
                #expect(discount == 5, "record \(record): read-only keeps its initial value")
                // Read-only without an initial value: written as null, and still valid.
                #expect(json.keys.contains("code") && json["code"] is NSNull)
            }
        }
        #expect(vips > 400 && vips < 600)
    }

    @Test func aReadOnlyFieldThatWasChangedIsReported() throws {
        let fixture = try FillFixture.make(
            model: """
                {"model": "e", "sections": [
                  {"key": "vip", "type": "boolean"},
                  {"key": "discount", "type": "integer", "min": 0, "max": 50, "initialValue": 5, "enabledWhen": "vip"}
                ]}
                """, seed: #"{"model": "e", "fields": {"vip": false}}"#)
        var frame = try fixture.fill(1)
        #expect(fixture.problems(frame).isEmpty)
        frame.values[try fixture.slot("discount")] = .number(Number(7))
        let problems = fixture.problems(frame)
        #expect(problems.map(\.path) == ["discount"])
        #expect(problems.map(\.rule) == ["enabledWhen 'vip'"])
    }
}

/// Values that are not drawn (computed, initial) and counts that read empty fields.
@Suite struct FixedValueTests {
    @Test func aComputedValueBreakingItsRuleStopsTheRunNamingIt() throws {
        let project = try ScratchProject([
            "models/a.json": """
            {"model": "a", "sections": [
              {"key": "birthDate", "type": "date", "min": "today - 30y", "max": "today - 10y"},
              {"key": "age", "type": "integer", "compute": "age(birthDate)", "validWhen": "age >= 18", "message": "adults only"}]}
            """,
            "a.seed.json": #"{"model": "a", "count": 50}"#,
        ])
        let result = project.run(["generate", "--quiet"])
        #expect(result.status == 3)
        #expect(result.err.contains("of 'age' breaks its rule validWhen 'age >= 18': adults only"), "\(result.err)")
    }

    @Test func aComputedValueIsCheckedByTheValidatorToo() throws {
        let fixture = try FillFixture.make(
            model: """
                {"model": "a", "sections": [
                  {"key": "n", "type": "integer", "min": 0, "max": 9},
                  {"key": "twice", "type": "integer", "compute": "n * 2", "validWhen": "twice < 100"}]}
                """)
        var frame = try fixture.fill(1)
        #expect(fixture.problems(frame).isEmpty)
        frame.values[try fixture.slot("n")] = .number(Number(60))
        frame.values[try fixture.slot("twice")] = .number(Number(120))
        #expect(fixture.problems(frame).map(\.rule) == ["max '9'", "validWhen 'twice < 100'"])
    }

    @Test func aCountReadingAnEmptyFieldGivesNoItems() throws {
        let fixture = try FillFixture.make(
            model: """
                {"model": "c", "sections": [
                  {"key": "hasDrivers", "type": "boolean"},
                  {"key": "n", "type": "integer", "min": 1, "max": 3, "visibleWhen": "hasDrivers"},
                  {"key": "drivers", "type": "list", "count": "n", "fields": [{"key": "name", "type": "text", "maxLength": 5}]}]}
                """)
        var empty = 0
        try fixture.forEachRecord(400) { record, _, json in
            let drivers = try #require(json["drivers"] as? [Any])
            if let n = json["n"] as? Int { #expect(drivers.count == n, "record \(record)") } else { #expect(drivers.isEmpty); empty += 1 }
        }
        #expect(empty > 100)
    }

    @Test func aConstantListItemBreakingARuleStopsTheRun() throws {
        let (fixture, _) = FillFixture.compile(
            model:
                #"{"model": "k", "sections": [{"key": "kids", "type": "list", "fields": [{"key": "age", "type": "integer", "min": 0, "max": 17}]}]}"#,
            seed: #"{"model": "k", "fields": {"kids": {"const": [{"age": 5}, {"age": 30}]}}}"#)
        let filler = try #require(fixture).filler
        #expect {
            _ = try filler.fill(record: 1)
        } throws: { error in
            guard let error = error as? FillError else { return false }
            return error.diagnostic.message.contains("'kids.age'") && error.diagnostic.message.contains("30 is greater than the maximum 17")
        }
    }
}
