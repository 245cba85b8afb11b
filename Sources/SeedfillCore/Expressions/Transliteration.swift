/// Russian Cyrillic to ASCII Latin for e-mails and user names.
///
/// The scheme is the one of Russian international passports since 2014 (ICAO Doc 9303, adopted
/// by Order 320 of the Federal Migration Service): ж zh, х kh, ц ts, ч ch, ш sh, щ shch,
/// ъ ie, ы y, ь dropped, ю iu, я ia, й i, ё e. So Иванов → Ivanov, Щукин → Shchukin,
/// Юлия → Iuliia, Объедков → Obieedkov. Case is kept: a capital becomes a capitalised group
/// (Щукин → Shchukin) or an all-caps group inside an all-caps word (ЩУКИН → SHCHUKIN).
/// Everything that is not Russian Cyrillic passes through unchanged.
enum Transliteration {
    /// Latin for а…я (U+0430…U+044F), in alphabet order.
    private static let lower: [String] = [
        "a", "b", "v", "g", "d", "e", "zh", "z", "i", "i", "k", "l", "m", "n", "o", "p",
        "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "ie", "y", "", "e", "iu", "ia",
    ]

    /// The Latin spelling of `s`.
    static func latin(_ s: String) -> String {
        let scalars = Array(s.unicodeScalars)
        guard scalars.contains(where: { $0.value >= 0x400 && $0.value <= 0x45F }) else { return s }
        var out = String.UnicodeScalarView()
        for (i, c) in scalars.enumerated() {
            guard let (latin, upper) = map(c) else {
                out.append(c)
                continue
            }
            if !upper {
                out.append(contentsOf: latin.unicodeScalars)
                continue
            }
            // All caps when the neighbouring letter is a capital too (ЩУКИН), else capitalised.
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            let previous = i > 0 ? scalars[i - 1] : nil
            let allCaps: Bool
            if let next, next.properties.isAlphabetic {
                allCaps = next.properties.isUppercase
            } else {
                allCaps = previous.map { $0.properties.isUppercase } ?? false
            }
            var first = true
            for l in latin.unicodeScalars {
                out.append(first || allCaps ? Unicode.Scalar(UInt8(l.value) - 32) : l)
                first = false
            }
        }
        return String(out)
    }

    /// The Latin letters for one Cyrillic scalar and whether it was a capital.
    private static func map(_ c: Unicode.Scalar) -> (String, Bool)? {
        switch c.value {
        case 0x430...0x44F: return (lower[Int(c.value - 0x430)], false)
        case 0x410...0x42F: return (lower[Int(c.value - 0x410)], true)
        case 0x451: return ("e", false)
        case 0x401: return ("e", true)
        default: return nil
        }
    }
}
