import Testing

@testable import SeedfillCore

/// Identifiers pass their check digits, verified by ``CheckDigitVerifier`` (code independent of
/// the generators) over thousands of draws in each locale.
@Suite struct CheckDigitTests {
    static let draws = 5_000

    /// Values of `provider`, drawn with a seeded generator.
    static func values(_ provider: FakeProvider, _ locale: FakeLocale, count: Int = draws) -> [String] {
        var rng = SplitMix64(seed: StableHash.hash("check:\(provider.name):\(locale.rawValue)"))
        return (0..<count).map { _ in provider.text(locale: locale, gender: nil, rng: &rng) }
    }

    @Test func theVerifiersAcceptPublishedExamplesAndRejectATypo() {
        // Published examples of each scheme, and the same with one digit changed.
        #expect(CheckDigitVerifier.isValidVIN("1M8GDM9AXKP042788"))
        #expect(CheckDigitVerifier.isValidVIN("11111111111111111"))
        #expect(!CheckDigitVerifier.isValidVIN("1M8GDM9AXKP042789"))
        #expect(CheckDigitVerifier.isValidINN("7707083893"))
        #expect(!CheckDigitVerifier.isValidINN("7707083894"))
        #expect(CheckDigitVerifier.isValidINN("500100732259"))
        #expect(!CheckDigitVerifier.isValidINN("500100732258"))
        #expect(CheckDigitVerifier.isValidSNILS("112-233-445 95"))
        #expect(!CheckDigitVerifier.isValidSNILS("112-233-446 95"))
        #expect(CheckDigitVerifier.isValidIBAN("GB82WEST12345698765432"))
        #expect(CheckDigitVerifier.isValidIBAN("DE89370400440532013000"))
        #expect(!CheckDigitVerifier.isValidIBAN("GB82WEST12345698765433"))
        #expect(CheckDigitVerifier.passesLuhn("4111111111111111"))
        #expect(CheckDigitVerifier.passesLuhn("378282246310005"))
        #expect(!CheckDigitVerifier.passesLuhn("4111111111111112"))
    }

    @Test(arguments: FakeLocale.allCases)
    func vinsPassTheISO3779CheckDigit(_ locale: FakeLocale) {
        let bad = Self.values(.vehicleVIN, locale).filter { !CheckDigitVerifier.isValidVIN($0) }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
    }

    @Test(arguments: FakeLocale.allCases)
    func personINNsHaveTwelveDigitsAndBothCheckDigits(_ locale: FakeLocale) {
        let values = Self.values(.idINN, locale)
        #expect(values.allSatisfy { $0.count == 12 })
        let bad = values.filter { !CheckDigitVerifier.isValidINN($0) }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
    }

    @Test(arguments: FakeLocale.allCases)
    func companyINNsHaveTenDigitsAndTheCheckDigit(_ locale: FakeLocale) {
        let values = Self.values(.idINNCompany, locale)
        #expect(values.allSatisfy { $0.count == 10 })
        let bad = values.filter { !CheckDigitVerifier.isValidINN($0) }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
    }

    @Test(arguments: FakeLocale.allCases)
    func snilsPassTheirControlNumber(_ locale: FakeLocale) {
        let values = Self.values(.idSNILS, locale)
        let bad = values.filter { !CheckDigitVerifier.isValidSNILS($0) }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
        // The control number covers all its cases, including the wrap-around to 00.
        #expect(values.contains { $0.hasSuffix(" 00") })
        #expect(values.allSatisfy { $0.filter(\.isNumber).prefix(9) > "001001998" })
    }

    @Test(arguments: FakeLocale.allCases)
    func ibansPassMod97(_ locale: FakeLocale) {
        let values = Self.values(.financeIBAN, locale)
        let bad = values.filter { !CheckDigitVerifier.isValidIBAN($0) }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
        #expect(values.allSatisfy { $0.count == (locale == .ru ? 33 : 22) })
    }

    @Test func russianAccountNumbersInIBANsPassTheirBIKKey() {
        // The 7-1-3 key of a Russian account, computed over BIK digits 7–9 and the account.
        for iban in Self.values(.financeIBAN, .ru) {
            let digits = iban.dropFirst(4).compactMap(\.wholeNumberValue)
            let checked = Array(digits[6..<9]) + Array(digits[9...])
            let weights = [7, 1, 3]
            let sum = checked.enumerated().reduce(0) { $0 + ($1.element * weights[$1.offset % 3]) % 10 }
            #expect(sum % 10 == 0, "\(iban)")
        }
    }

    @Test(arguments: FakeLocale.allCases)
    func cardNumbersPassLuhn(_ locale: FakeLocale) {
        let bad = Self.values(.financeCardNumber, locale).filter { !CheckDigitVerifier.passesLuhn($0) }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
    }

    @Test func ssnsAvoidTheNumbersNeverIssued() {
        for ssn in Self.values(.idSSN, .en) {
            let parts = ssn.split(separator: "-").compactMap { Int($0) }
            #expect(parts.count == 3, "\(ssn)")
            guard parts.count == 3 else { continue }
            #expect((1...899).contains(parts[0]) && parts[0] != 666, "\(ssn)")
            #expect((1...99).contains(parts[1]) && (1...9999).contains(parts[2]), "\(ssn)")
        }
    }
}
