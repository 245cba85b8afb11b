/// A language and country whose data `fake` providers draw from; a seed file's `locale` key.
package enum FakeLocale: String, CaseIterable, Sendable {
    /// English, United States formats (addresses, phones, SSN).
    case en
    /// Russian, Russian formats (addresses, phones, INN, SNILS), text in Cyrillic.
    case ru

    /// The locale used when a seed file has no `locale` key.
    static let `default` = FakeLocale.en

    /// What to write instead of an unknown locale name: the language of "ru_RU" or "en-US",
    /// a near spelling, or the list.
    package static func hint(for name: String) -> String {
        let known = allCases.map(\.rawValue)
        if let language = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).first,
            let locale = FakeLocale(rawValue: language.lowercased())
        {
            return "write '\(locale.rawValue)'; the locales are \(SeedParser.list(known))"
        }
        return Suggestions.hint(for: name, in: known) ?? "the locales are \(SeedParser.list(known))"
    }
}

/// The grammatical gender a name provider agrees with.
enum Gender: Sendable, Hashable {
    /// Male forms: Иванов Сергей Петрович.
    case male
    /// Female forms: Иванова Анна Петровна.
    case female

    /// Reads a gender field's value: `male`/`female`, `m`/`f` and the Russian `м`/`ж`, in any
    /// case; anything else is `nil` (the provider then picks a gender at random).
    @inline(__always)
    init?(fieldValue: borrowing Value) {
        // Switched on where the value is stored: the field's text is not copied out.
        switch fieldValue {
        case .string(let text):
            // The spellings seeds use, tried here before `lowercased()` and the other
            // spellings, which cost far more: a gender is read for every name drawn. Two small
            // ASCII strings of one length compare as machine words.
            switch text.utf8.count {
            case 4 where text == "male": self = .male
            case 6 where text == "female": self = .female
            default:
                guard let gender = Gender.named(text) else { return nil }
                self = gender
            }
        default:
            return nil
        }
    }

    /// The gender a text names in any other spelling, or `nil`.
    private static func named(_ text: String) -> Gender? {
        switch text.lowercased() {
        case "male", "m", "man", "м", "мужской": return .male
        case "female", "f", "woman", "ж", "женский": return .female
        default: return nil
        }
    }

    /// `gender`, or a fair coin flip when it is `nil`.
    @inline(__always)
    static func resolve(_ gender: Gender?, rng: inout SplitMix64) -> Gender {
        gender ?? (rng.next() & 1 == 0 ? .male : .female)
    }
}

/// A city of the locale's country with its region and postal-code prefixes, so that a full
/// address keeps city, region and postal code consistent.
struct FakeCity: Sendable {
    /// The city's name.
    let name: String
    /// Its region (ru: the federal subject; en: the state's postal abbreviation).
    let region: String
    /// The first three digits its postal codes may start with.
    let postalPrefixes: ClosedRange<Int>

    init(_ name: String, _ region: String, _ prefix: Int) {
        self.init(name, region, prefix...prefix)
    }

    init(_ name: String, _ region: String, _ prefixes: ClosedRange<Int>) {
        self.name = name
        self.region = region
        self.postalPrefixes = prefixes
    }
}

/// English (United States) locale data, written for seedfill.
enum EnglishData {}

/// Russian locale data, written for seedfill.
enum RussianData {}
