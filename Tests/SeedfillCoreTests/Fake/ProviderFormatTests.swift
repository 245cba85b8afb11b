import Foundation
import Testing

@testable import SeedfillCore

/// Every provider in every locale: thousands of seeded draws, each one in its format.
@Suite struct ProviderFormatTests {
    static let draws = 2_000

    /// The format of each provider's values, as a regular expression, per locale.
    static func format(_ provider: FakeProvider, _ locale: FakeLocale) -> String {
        let ru = locale == .ru
        let enStreet = #"[A-Z][A-Za-z ]+ (St|Ave|Rd|Dr|Ln|Blvd|Ct|Pl|Way|Ter)"#
        let ruStreet = #"(ул\.|пр-т|пер\.|б-р|наб\.) [А-ЯЁ][А-Яа-яЁё -]+"#
        let ruHouse = #"[1-9][0-9]{0,2}([АБВ]|к[1-4])?"#
        let cyrillicName = #"[А-ЯЁ][а-яё]+"#
        switch provider {
        case .personFirstName: return ru ? cyrillicName : #"[A-Z][a-z]+"#
        case .personLastName: return ru ? cyrillicName : #"[A-Z][A-Za-z']+"#
        case .personMiddleName: return ru ? cyrillicName + "(вич|вна)" : #"[A-Z][a-z]+"#
        case .personFullName:
            return ru ? "\(cyrillicName) \(cyrillicName) [А-ЯЁ][а-яё]+(вич|вна)" : #"[A-Z][a-z]+ [A-Z][A-Za-z']+"#
        case .addressCountry: return ru ? #"[А-ЯЁ][А-Яа-яЁё -]+"# : #"[A-Z][A-Za-z ]+"#
        case .addressRegion: return ru ? #"[А-ЯЁ][А-Яа-яЁё() —-]+"# : #"[A-Z][a-z]+( [A-Z][a-z]+)?"#
        case .addressCity: return ru ? #"[А-ЯЁ][А-Яа-яЁё -]+"# : #"[A-Z][A-Za-z .-]+"#
        case .addressStreet: return ru ? ruStreet : enStreet
        case .addressHouse: return ru ? ruHouse : #"[1-9][0-9]{0,4}"#
        case .addressPostalCode: return ru ? #"[1-6][0-9]{5}"# : #"[0-9]{5}"#
        case .addressFull:
            return ru
                ? #"[1-6][0-9]{5}, ([А-ЯЁ][^,]+, )?г\. [А-ЯЁ][^,]+, "# + ruStreet + #", д\. "# + ruHouse + #"(, кв\. [1-9][0-9]{0,2})?"#
                : #"[1-9][0-9]{0,4} "# + enStreet + #"(, Apt [1-9][0-9]{0,2})?, [A-Z][A-Za-z .-]+, [A-Z]{2} [0-9]{5}"#
        case .companyName:
            return ru ? #"(ООО|АО|ПАО|ЗАО) «[А-ЯЁ][А-Яа-яЁё ]+»"# : #"[A-Z][A-Za-z']+( [A-Z&][A-Za-z'.]*)+"#
        case .jobTitle: return ru ? #"[А-ЯЁ][А-Яа-яЁёa-z -]+"# : #"[A-Z][A-Za-z ]+"#
        case .phoneNumber: return ru ? #"\+7 \([3-8][0-9]{2}\) [0-9]{3}-[0-9]{2}-[0-9]{2}"# : #"\([2-9][0-8][0-9]\) [2-9][0-9]{2}-[0-9]{4}"#
        case .phoneMobile: return ru ? #"\+7 \(9[0-9]{2}\) [0-9]{3}-[0-9]{2}-[0-9]{2}"# : #"\([2-9][0-8][0-9]\) [2-9][0-9]{2}-[0-9]{4}"#
        case .internetEmail:
            return ru
                ? #"[a-z]+([._][a-z]+)?[0-9]{0,3}@(mail\.ru|yandex\.ru|gmail\.com|rambler\.ru|bk\.ru|list\.ru|inbox\.ru|ya\.ru)"#
                : #"[a-z]+([._][a-z]+)?[0-9]{0,3}@(gmail\.com|yahoo\.com|outlook\.com|hotmail\.com|icloud\.com|aol\.com|proton\.me|comcast\.net)"#
        case .internetUsername: return #"[a-z]+([._][a-z]+)?[0-9]{0,4}"#
        case .internetDomain: return ru ? #"[a-z]+\.(ru|com|net|su|org)"# : #"[a-z]+\.(com|net|org|io|co|us)"#
        case .internetURL: return #"https://(www\.)?[a-z]+\.[a-z]{2,3}/[a-z]*"#
        case .internetIPv4: return #"([1-9][0-9]?|1[0-9]{2}|2[0-2][0-9])\.([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})"#
        case .loremWord: return ru ? "[а-яё]+" : "[a-z]+"
        case .loremWords: return ru ? "[а-яё]+( [а-яё]+){2,5}" : "[a-z]+( [a-z]+){2,5}"
        case .loremSentence: return ru ? "[А-ЯЁ][а-яё]*(,? [а-яё]+){5,13}\\." : "[A-Z][a-z]*(,? [a-z]+){5,13}\\."
        case .loremParagraph:
            let sentence = ru ? "[А-ЯЁ][а-яё]*(,? [а-яё]+){5,13}\\." : "[A-Z][a-z]*(,? [a-z]+){5,13}\\."
            return "\(sentence)( \(sentence)){2,5}"
        case .vehicleVIN: return "[A-HJ-NPR-Z0-9]{17}"
        case .vehicleMake: return #"[A-Z][A-Za-z-]+"#
        case .vehicleModel: return #"[A-Z0-9][A-Za-z0-9 -]*"#
        case .vehiclePlate: return ru ? "[АВЕКМНОРСТУХ][0-9]{3}[АВЕКМНОРСТУХ]{2}[0-9]{2,3}" : "([A-Z]{3}-[0-9]{4}|[1-9][A-Z]{3}[0-9]{3})"
        case .idINN: return "[0-9]{12}"
        case .idINNCompany: return "[0-9]{10}"
        case .idSNILS: return "[0-9]{3}-[0-9]{3}-[0-9]{3} [0-9]{2}"
        case .idSSN: return "(?!000|666|9)[0-9]{3}-(?!00)[0-9]{2}-(?!0000)[0-9]{4}"
        case .financeIBAN: return ru ? "RU[0-9]{2}04[0-9]{7}40817810[0-9]{12}" : "GB[0-9]{2}[A-Z]{4}[0-9]{14}"
        case .financeCardNumber:
            return ru ? "(4[0-9]{15}|5[1-5][0-9]{14}|220[0-4][0-9]{12})" : "(4[0-9]{15}|5[1-5][0-9]{14}|3[47][0-9]{13})"
        case .financeCurrency: return "[A-Z]{3}"
        case .financeAmount: return #"[1-9][0-9]{0,5}\.[0-9]{2}"#
        }
    }

    static var cases: [(FakeProvider, FakeLocale)] {
        FakeProvider.allCases.flatMap { p in FakeLocale.allCases.map { (p, $0) } }
    }

    @Test(arguments: cases)
    func everyValueHasTheFormat(_ provider: FakeProvider, _ locale: FakeLocale) throws {
        let regex = try NSRegularExpression(pattern: "^(?:" + Self.format(provider, locale) + ")$")
        var rng = SplitMix64(seed: StableHash.hash("format:\(provider.name):\(locale.rawValue)"))
        var failures: [String] = []
        for i in 0..<Self.draws {
            let gender: Gender? = [nil, .male, .female][i % 3]
            let text: String
            switch provider.generate(locale: locale, gender: gender, rng: &rng) {
            case .string(let s):
                #expect(!provider.makesNumbers)
                text = s
            case .number(let n):
                #expect(provider.makesNumbers)
                #expect(n.scale == 2)
                text = n.description
            default:
                Issue.record("\(provider.name) made a value that is neither text nor a number")
                return
            }
            let range = NSRange(text.startIndex..., in: text)
            if regex.firstMatch(in: text, range: range) == nil { failures.append(text) }
        }
        #expect(
            failures.isEmpty,
            "\(provider.name) [\(locale.rawValue)]: \(failures.count) of \(Self.draws) off format, e.g. \(failures.prefix(5))")
    }

    @Test(arguments: FakeLocale.allCases)
    func ipv4OctetsAreInRangeAndPublicLooking(_ locale: FakeLocale) {
        var rng = SplitMix64(seed: 4)
        for _ in 0..<Self.draws {
            guard case .string(let ip) = FakeProvider.internetIPv4.generate(locale: locale, gender: nil, rng: &rng) else { continue }
            let octets = ip.split(separator: ".").compactMap { Int($0) }
            #expect(octets.count == 4 && octets.allSatisfy { (0...255).contains($0) }, "\(ip)")
            #expect(![0, 10, 127].contains(octets.first ?? 0), "\(ip)")
            #expect(!(octets[0] == 192 && octets[1] == 168), "\(ip)")
        }
    }

    @Test func northAmericanPhoneCodesAreNeverN11() {
        var rng = SplitMix64(seed: 5)
        for _ in 0..<Self.draws {
            guard case .string(let phone) = FakeProvider.phoneNumber.generate(locale: .en, gender: nil, rng: &rng) else { continue }
            let digits = phone.filter(\.isNumber)
            #expect(!digits.dropFirst(1).hasPrefix("11") && !digits.dropFirst(4).hasPrefix("11"), "\(phone)")
        }
    }

    @Test(arguments: FakeLocale.allCases)
    func fullAddressesKeepCityRegionAndPostalCodeTogether(_ locale: FakeLocale) {
        let cities = Addresses.cities(locale)
        var rng = SplitMix64(seed: 6)
        for _ in 0..<Self.draws {
            let address = Addresses.full(locale, rng: &rng)
            let matching = cities.filter { city in
                let code: Substring
                switch locale {
                case .ru:
                    code = address.prefix(3)
                    guard address.contains("г. \(city.name),"), city.region == city.name || address.contains(city.region + ", г.") else {
                        return false
                    }
                case .en:
                    code = address.suffix(5).prefix(3)
                    guard address.hasSuffix(", \(city.name), \(city.region) \(address.suffix(5))") else { return false }
                }
                return Int(code).map(city.postalPrefixes.contains) ?? false
            }
            #expect(!matching.isEmpty, "\(address)")
        }
    }

    @Test func providerNamesAreExactlyTheSpecified() {
        let names = Set(FakeProvider.allCases.map(\.name))
        let specified: Set<String> = [
            "person.firstName", "person.lastName", "person.middleName", "person.fullName",
            "address.country", "address.region", "address.city", "address.street", "address.house", "address.postalCode", "address.full",
            "company.name", "job.title", "phone.number", "phone.mobile",
            "internet.email", "internet.username", "internet.domain", "internet.url", "internet.ipv4",
            "lorem.word", "lorem.words", "lorem.sentence", "lorem.paragraph",
            "vehicle.vin", "vehicle.make", "vehicle.model", "vehicle.plate",
            "id.inn", "id.innCompany", "id.snils", "id.ssn",
            "finance.iban", "finance.cardNumber", "finance.currency", "finance.amount",
        ]
        #expect(names == specified)
        for name in specified { #expect(FakeProvider.named(name)?.name == name) }
        #expect(FakeProvider.named("person.firstname") == nil)
    }
}
