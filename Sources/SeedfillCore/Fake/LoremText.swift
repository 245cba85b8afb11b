/// `lorem.*`: placeholder text made of real words of the locale's language.
///
/// Words, sentences and paragraphs are written word by word into one ``FakeText``; the
/// capitalised form of each word, which a sentence starts with, is made once when the lists are
/// first read, not per sentence.
enum LoremText {
    /// A locale's words with what writing them needs, derived once.
    struct Vocabulary: Sendable {
        /// The words, as drawn from.
        let words: [String]
        /// `capitalized[i]` is `words[i]` with its first character upper-cased.
        let capitalized: [String]
        /// The most UTF-8 bytes of a word in either form.
        let maxWordBytes: Int

        init(_ words: [String]) {
            self.words = words
            capitalized = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
            maxWordBytes = Swift.max(maxUTF8Count(words), maxUTF8Count(capitalized))
        }

        /// The most bytes of a sentence: fourteen words, each after a comma and a space, and
        /// the full stop.
        var maxSentenceBytes: Int { 14 * (maxWordBytes + 2) + 1 }
    }

    static let english = Vocabulary(EnglishData.words)
    static let russian = Vocabulary(RussianData.words)

    static func vocabulary(_ locale: FakeLocale) -> Vocabulary {
        locale == .ru ? russian : english
    }

    /// One word.
    static func word(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        rng.element(of: vocabulary(locale).words)
    }

    /// Three to six words separated by spaces.
    static func words(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let vocabulary = vocabulary(locale)
        let count = rng.integer(3...6)
        return FakeText.make(maxBytes: count * (vocabulary.maxWordBytes + 1)) { text in
            for i in 0..<count {
                if i > 0 { text.append(UInt8(ascii: " ")) }
                text.append(rng.element(of: vocabulary.words))
            }
        }
    }

    /// Six to fourteen words, the first capitalised, sometimes a comma, ending with a full stop.
    static func sentence(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let vocabulary = vocabulary(locale)
        return FakeText.make(maxBytes: vocabulary.maxSentenceBytes) { text in
            writeSentence(vocabulary, into: &text, rng: &rng)
        }
    }

    /// Three to six sentences.
    static func paragraph(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let vocabulary = vocabulary(locale)
        let count = rng.integer(3...6)
        return FakeText.make(maxBytes: count * (vocabulary.maxSentenceBytes + 1)) { text in
            for i in 0..<count {
                if i > 0 { text.append(UInt8(ascii: " ")) }
                writeSentence(vocabulary, into: &text, rng: &rng)
            }
        }
    }

    /// Writes one sentence: its length, then where a comma goes (for more than eight words, half
    /// of the time), then each word, in that order of draws.
    private static func writeSentence(_ vocabulary: Vocabulary, into text: inout FakeText, rng: inout SplitMix64) {
        let count = rng.integer(6...14)
        let comma = count > 8 && rng.chance(50) ? rng.integer(3...(count - 3)) : -1
        text.append(vocabulary.capitalized[rng.index(in: vocabulary.words)])
        for i in 1..<count {
            if i == comma { text.append(UInt8(ascii: ",")) }
            text.append(UInt8(ascii: " "))
            text.append(rng.element(of: vocabulary.words))
        }
        text.append(UInt8(ascii: "."))
    }
}
