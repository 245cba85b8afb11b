/// `lorem.*`: placeholder text made of real words of the locale's language.
enum LoremText {
    static func words(_ locale: FakeLocale) -> [String] {
        locale == .ru ? RussianData.words : EnglishData.words
    }

    /// One word.
    static func word(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        rng.element(of: words(locale))
    }

    /// Three to six words separated by spaces.
    static func words(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let list = words(locale)
        return (0..<rng.integer(3...6)).map { _ in rng.element(of: list) }.joined(separator: " ")
    }

    /// Six to fourteen words, the first capitalised, sometimes a comma, ending with a full stop.
    static func sentence(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let list = words(locale)
        let count = rng.integer(6...14)
        let comma = count > 8 && rng.chance(50) ? rng.integer(3...(count - 3)) : -1
        var text = ""
        for i in 0..<count {
            let word = rng.element(of: list)
            if i == 0 {
                text += word.prefix(1).uppercased() + word.dropFirst()
            } else {
                text += (i == comma ? ", " : " ") + word
            }
        }
        return text + "."
    }

    /// Three to six sentences.
    static func paragraph(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        (0..<rng.integer(3...6)).map { _ in sentence(locale, rng: &rng) }.joined(separator: " ")
    }
}
