import Testing

@testable import SeedfillCore

/// The prepared spellings of fake names give exactly what spelling each name on the spot gives,
/// for the names themselves, for the same texts in other strings, and for other texts.
@Suite struct LatinSpellingsTests {
    /// `lower(translit(text))` the usual way, or `nil` when the one-pass spelling declines.
    static func spelled(_ text: String) -> [UInt8]? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { memory in
            var buffer = TextBuffer(memory)
            guard Transliteration.appendLowercased(text, to: &buffer) else { return nil }
            return Array(buffer.bytes(from: 0))
        }
    }

    /// What the template step writes: the prepared spelling if the table has the string, else
    /// the usual one.
    static func templateSpelling(_ text: String) -> (found: Bool, bytes: [UInt8]?) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { memory in
            var buffer = TextBuffer(memory)
            let found = LatinSpellings.personNames.append(text, to: &buffer)
            buffer.truncate(to: 0)
            guard Transliteration.appendLowercased(text, using: LatinSpellings.personNames, to: &buffer) else {
                return (found, nil)
            }
            return (found, Array(buffer.bytes(from: 0)))
        }
    }

    static let names =
        RussianData.maleFirstNames + RussianData.femaleFirstNames + RussianData.lastNames + PersonNames.feminineLastNames
        + PersonNames.malePatronymics + PersonNames.femalePatronymics + EnglishData.maleFirstNames
        + EnglishData.femaleFirstNames + EnglishData.lastNames

    @Test func everyNameIsFoundAndSpelledAsOnTheSpot() {
        #expect(Self.names.count > 500)
        for name in Self.names {
            let expected = Self.spelled(name)
            let (found, bytes) = Self.templateSpelling(name)
            #expect(found == (expected != nil), "\(name)")
            #expect(bytes == expected, "\(name)")
        }
    }

    /// The same texts in strings of their own, and drawn through the provider as a seed does.
    @Test func copiesAndDrawnNamesAreSpelledTheSame() {
        for name in Self.names {
            let copy = String(decoding: Array(name.utf8), as: UTF8.self)
            #expect(Self.templateSpelling(copy).bytes == Self.spelled(name), "\(name)")
        }
        var rng = SplitMix64(seed: 5)
        let providers: [FakeProvider] = [.personFirstName, .personLastName, .personMiddleName]
        for _ in 0..<5_000 {
            let provider = providers[Int(rng.below(3))]
            let locale: FakeLocale = rng.below(2) == 0 ? .ru : .en
            guard case .string(let name) = provider.generate(locale: locale, gender: nil, rng: &rng) else {
                Issue.record("\(provider) made no text")
                continue
            }
            let (found, bytes) = Self.templateSpelling(name)
            #expect(found && bytes == Self.spelled(name), "\(name)")
        }
    }

    /// Texts that are not names, and near misses of names, are spelled the usual way.
    @Test func otherTextsAreSpelledAsOnTheSpot() {
        let alphabet = Array("абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВЁЖЩЯabcxyzABXYZ -'1é中😀")
        var rng = SplitMix64(seed: 9)
        for round in 0..<6_000 {
            var text: String
            if round % 2 == 0 {
                text = String((0..<Int(rng.below(14))).map { _ in alphabet[Int(rng.below(UInt64(alphabet.count)))] })
            } else {
                text = Self.names[Int(rng.below(UInt64(Self.names.count)))]
                text.append(alphabet[Int(rng.below(UInt64(alphabet.count)))])
            }
            #expect(Self.templateSpelling(text).bytes == Self.spelled(text), "\(text)")
        }
    }
}
