import Testing

@testable import SeedfillCore

/// E-mails and user names are ASCII, plausible, and have room for a million unique values.
@Suite struct InternetTests {
    @Test(arguments: FakeLocale.allCases)
    func emailsAreASCIIAndBuiltFromNames(_ locale: FakeLocale) {
        var rng = SplitMix64(seed: StableHash.hash("mail:\(locale)"))
        for _ in 0..<5_000 {
            let email = Internet.email(locale, .female, rng: &rng)
            #expect(email.allSatisfy { $0.isASCII }, "\(email)")
            let parts = email.split(separator: "@")
            #expect(parts.count == 2 && Internet.mailDomains(locale).contains(String(parts[1])), "\(email)")
            #expect((parts.first?.count ?? 0) >= 3, "\(email)")
            #expect(!email.hasPrefix(".") && !email.contains(".@") && !email.contains(".."), "\(email)")
        }
    }

    @Test func russianNamesAreTransliteratedWithThePassportScheme() {
        #expect(Internet.ascii("Щукин") == "shchukin")
        #expect(Internet.ascii("Юлия") == "iuliia")
        #expect(Internet.ascii("Соловьёва") == "soloveva")
        #expect(Internet.ascii("O'Brien") == "obrien")
    }

    /// The combinations of one pattern alone ("first.last" + optional number + domain) whose
    /// strings are all different: at least a million.
    @Test(arguments: FakeLocale.allCases)
    func emailValueSpaceHoldsAMillion(_ locale: FakeLocale) {
        let firsts: Set<String>
        let lasts: Set<String>
        switch locale {
        case .en:
            firsts = Set((EnglishData.maleFirstNames + EnglishData.femaleFirstNames).map(Internet.ascii))
            lasts = Set(EnglishData.lastNames.map(Internet.ascii))
        case .ru:
            firsts = Set((RussianData.maleFirstNames + RussianData.femaleFirstNames).map(Internet.ascii))
            lasts = Set(RussianData.lastNames.flatMap { [Internet.ascii($0), Internet.ascii(PersonNames.feminineSurname($0))] })
        }
        // Names are letters only, so "first.last" + digits + "@" + domain splits back uniquely.
        #expect(firsts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter } })
        let combinations = firsts.count * lasts.count * (Internet.emailNumbers + 1) * Internet.mailDomains(locale).count
        #expect(combinations >= 1_000_000, "\(combinations)")
    }

    @Test(arguments: FakeLocale.allCases)
    func fiftyThousandEmailsAreNearlyAllDistinct(_ locale: FakeLocale) {
        var rng = SplitMix64(seed: 99)
        var seen = Set<String>()
        for _ in 0..<50_000 { seen.insert(FakeProvider.internetEmail.text(locale: locale, gender: nil, rng: &rng)) }
        #expect(seen.count >= 49_000, "\(seen.count) distinct")
    }
}
