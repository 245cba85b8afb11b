import Foundation
import Testing

@testable import SeedfillCore

/// `fake` through seed files: the seed's locale, the gender field, and the errors `check` gives.
@Suite struct FakeSeedTests {
    static let model = """
        {"model": "p", "sections": [{"key": "s", "fields": [
          {"key": "lastName", "type": "text"},
          {"key": "firstName", "type": "text"},
          {"key": "middleName", "type": "text"},
          {"key": "gender", "type": "choice", "options": ["male", "female"]},
          {"key": "inn", "type": "text", "pattern": "^[0-9]{12}$"},
          {"key": "premium", "type": "decimal", "scale": 2}
        ]}]}
        """

    @Test func namesFollowTheGenderFieldDeclaredAfterThem() throws {
        let seed = """
            {"model": "p", "locale": "ru", "fields": {
              "lastName": {"fake": "person.lastName", "gender": "gender"},
              "firstName": {"fake": "person.firstName", "gender": "gender"},
              "middleName": {"fake": "person.middleName", "gender": "s.gender"},
              "inn": {"fake": "id.inn"},
              "premium": {"fake": "finance.amount"}
            }}
            """
        let fixture = try FillFixture.make(model: Self.model, seed: seed)
        // The gender field is filled before the names that read it.
        let order = fixture.order()
        #expect(try #require(order.firstIndex(of: "s.gender")) < #require(order.firstIndex(of: "s.lastName")))
        let male = Set(RussianData.maleFirstNames)
        let female = Set(RussianData.femaleFirstNames)
        try fixture.forEachRecord(500) { _, _, json in
            let s = try #require(json["s"] as? [String: Any])
            let gender = try #require(s["gender"] as? String)
            let first = try #require(s["firstName"] as? String)
            let middle = try #require(s["middleName"] as? String)
            let last = try #require(s["lastName"] as? String)
            if gender == "male" {
                #expect(male.contains(first) && middle.hasSuffix("вич") && RussianData.lastNames.contains(last), "\(s)")
            } else {
                #expect(female.contains(first) && middle.hasSuffix("вна") && PersonNameTests.isFeminineSurname(last), "\(s)")
            }
            #expect(CheckDigitVerifier.isValidINN(try #require(s["inn"] as? String)))
            #expect(s["premium"] is NSNumber)
        }
    }

    @Test func theDefaultLocaleIsEnglish() throws {
        let seed = #"{"model": "p", "fields": {"firstName": {"fake": "person.firstName"}}}"#
        let fixture = try FillFixture.make(model: Self.model, seed: seed)
        let names = Set(EnglishData.maleFirstNames + EnglishData.femaleFirstNames)
        try fixture.forEachRecord(100) { _, _, json in
            let s = try #require(json["s"] as? [String: Any])
            #expect(names.contains(try #require(s["firstName"] as? String)))
        }
    }

    @Test func unknownProviderGenderFieldAndLocaleAreReportedWithSuggestions() {
        let seed = """
            {"model": "p", "locale": "rus", "fields": {
              "lastName": {"fake": "person.lastname", "gender": "gendr"},
              "premium": {"fake": "person.firstName"}
            }}
            """
        let (_, diagnostics) = FillFixture.compile(model: Self.model, seed: seed)
        let rendered = diagnostics.map(\.rendered).joined(separator: "\n")
        #expect(rendered.contains("unknown locale 'rus'") && rendered.contains("did you mean 'ru'?"), "\(rendered)")
        // The locale error stops the seed before planning; plan it again with a good locale.
        let (_, planned) = FillFixture.compile(model: Self.model, seed: seed.replacingOccurrences(of: "\"rus\"", with: "\"ru\""))
        let messages = planned.map(\.rendered).joined(separator: "\n")
        #expect(
            messages.contains("unknown provider 'person.lastname'") && messages.contains("did you mean 'person.lastName'?"), "\(messages)")
        #expect(messages.contains("unknown field 'gendr' in 'gender'") && messages.contains("did you mean 'gender'?"), "\(messages)")
        #expect(messages.contains("'person.firstName' does not fit the decimal field 'premium'"), "\(messages)")
    }
}
