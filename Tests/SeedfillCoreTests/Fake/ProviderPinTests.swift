import Testing

@testable import SeedfillCore

/// Every provider's values and random draws, pinned: writing values faster must not change a
/// byte of them, nor how many numbers they take from the generator (the fields drawn after a
/// `fake` field would change too).
///
/// Issue 15, item 4: the providers write their text into one buffer (``FakeText``) instead of
/// interpolating and joining strings; these pins were taken from the plain spelling before.
@Suite struct ProviderPinTests {
    /// A hash of 300 values of `provider` in each locale and for each gender (and none), with
    /// the generator's state after each value.
    static func fingerprint(_ provider: FakeProvider) -> UInt64 {
        var hash: UInt64 = 0
        for locale in FakeLocale.allCases {
            for gender in [nil, Gender.male, .female] {
                var rng = SplitMix64(seed: StableHash.hash(provider.name + locale.rawValue + String(describing: gender)))
                for _ in 0..<300 {
                    let text = provider.text(locale: locale, gender: gender, rng: &rng)
                    hash = StableHash.combine(hash, StableHash.hash(text))
                    hash = StableHash.combine(hash, rng.state)
                }
            }
        }
        return hash
    }

    /// The fingerprints of the plain spelling, taken before the providers wrote into a buffer.
    static let pins: [String: UInt64] = [
        "address.city": 5491085603406694643,
        "address.country": 13670896458550843887,
        "address.full": 986764830454707503,
        "address.house": 15985886902590036880,
        "address.postalCode": 14687104800306131396,
        "address.region": 10669970897808850633,
        "address.street": 18222047675242411290,
        "company.name": 4600539654938871479,
        "finance.amount": 3842984796144973250,
        "finance.cardNumber": 10540618459756986543,
        "finance.currency": 12875620816187412033,
        "finance.iban": 12270691922579342020,
        "id.inn": 512464140087050385,
        "id.innCompany": 13420650287650955275,
        "id.snils": 3238914935077010121,
        "id.ssn": 13411479658470548461,
        "internet.domain": 14703940720678446651,
        "internet.email": 6310437604335700045,
        "internet.ipv4": 16101960336112279457,
        "internet.url": 1315118433215184124,
        "internet.username": 12180491569445037163,
        "job.title": 16100448280923568188,
        "lorem.paragraph": 8995963500224761582,
        "lorem.sentence": 13823365778776549167,
        "lorem.word": 13423354201778566275,
        "lorem.words": 2559144065599862188,
        "person.firstName": 4571675032492656048,
        "person.fullName": 10190169396246338160,
        "person.lastName": 18048641696366566357,
        "person.middleName": 9040455160771574362,
        "phone.mobile": 3502657667792212728,
        "phone.number": 11311335847524534535,
        "vehicle.make": 6476583168609721628,
        "vehicle.model": 11603334484303951196,
        "vehicle.plate": 15610461178042424105,
        "vehicle.vin": 10355837116433199279,
    ]

    @Test(arguments: FakeProvider.allCases)
    func valuesAndDrawsAreUnchanged(_ provider: FakeProvider) {
        #expect(Self.fingerprint(provider) == Self.pins[provider.name], "\(provider.name): \(Self.fingerprint(provider))")
    }

    /// `generate` gives what `text` writes (a number for `finance.amount`), with the same draws.
    @Test(arguments: FakeProvider.allCases)
    func generateAgreesWithText(_ provider: FakeProvider) {
        for locale in FakeLocale.allCases {
            var a = SplitMix64(seed: 15)
            var b = SplitMix64(seed: 15)
            for _ in 0..<200 {
                let value = provider.generate(locale: locale, gender: nil, rng: &a)
                let text = provider.text(locale: locale, gender: nil, rng: &b)
                switch value {
                case .string(let s): #expect(s == text, "\(provider.name)")
                case .number(let n): #expect(n.description == text, "\(provider.name)")
                default: Issue.record("\(provider.name) made \(value)")
                }
            }
            #expect(a.state == b.state, "\(provider.name)")
        }
    }

    /// The patronymic stems, derived by comparing bytes, are those `hasSuffix` and `dropLast`
    /// (Unicode-aware) derive: the rule as it was written before.
    @Test func patronymicStemsEqualTheCharacterRule() {
        func stem(_ name: String) -> String? {
            if let irregular = RussianData.irregularPatronymicStems[name] { return irregular }
            if name.hasSuffix("а") || name.hasSuffix("я") { return nil }
            if name.hasSuffix("ий") { return String(name.dropLast(2)) + "ьев" }
            if name.hasSuffix("й") || name.hasSuffix("ь") { return String(name.dropLast()) + "ев" }
            return name + "ов"
        }
        let expected = RussianData.maleFirstNames.compactMap(stem)
        #expect(PersonNames.patronymicStems.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
        #expect(Internet.ascii("Щукин") == "shchukin" && Internet.ascii("O'Brien") == "obrien")
    }
}
