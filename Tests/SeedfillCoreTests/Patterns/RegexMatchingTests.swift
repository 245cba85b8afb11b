import Foundation
import Testing

@testable import SeedfillCore

@Suite struct RegexMatchingTests {
    @Test(arguments: [
        ("abc", "xabcx", true), ("abc", "abx", false), ("^abc", "xabc", false), ("^abc", "abcx", true),
        ("abc$", "abcx", false), ("abc$", "xabc", true), ("^abc$", "abc", true), ("^abc$", "abcabc", false),
        ("^a|b$", "xxa", false), ("^a|b$", "axx", true), ("^a|b$", "xxb", true), ("^a|b$", "bxx", false),
        ("a.c", "a\nc", false), ("a.c", "a-c", true), ("a.c", "aЖc", true), ("\\d+", "ab12", true),
        ("^\\d+$", "12a", false), ("[А-Яа-я]+", "Привет", true), ("^[А-Я]$", "Ж", true), ("^[А-Я]$", "Ё", false),
        ("^[^a-z]+$", "ABC", true), ("^[^a-z]+$", "AbC", false), ("colou?r", "color", true),
        ("^(ab){2}$", "abab", true), ("^(ab){2}$", "ababab", false), ("^a{2,3}$", "aaaa", false),
        ("^a{2,3}$", "aaa", true), ("^a{2,}$", "a", false), ("^a{2,}$", String(repeating: "a", count: 50), true),
        ("", "anything", true), ("", "", true), ("^$", "", true), ("^$", "x", false), ("\\s", "a b", true),
        ("\\s", "a\u{3000}b", true), ("^\\S+$", "a b", false), ("^\\.$", "x", false), ("^\\.$", ".", true),
        ("a*", "", true), ("^(a|ab)(c|bcd)$", "abcd", true), ("^[\\d-]+$", "12-3", true),
        ("^[\\d-]+$", "12+3", false), ("^\\w+$", "snake_case9", true), ("^\\w+$", "kebab-case", false),
        ("^\\W$", "-", true), ("^\\D$", "5", false), ("^[^\\s]+$", "no-space", true), ("^\\x41\\u0416$", "AЖ", true),
        ("^[a-z0-9._-]+@[a-z0-9.-]+\\.[a-z]{2,}$", "ivan.petrov@mail.ru", true),
        ("^[a-z0-9._-]+@[a-z0-9.-]+\\.[a-z]{2,}$", "ivan.petrov@mail.r", false),
        ("^[a-z0-9._-]+@[a-z0-9.-]+\\.[a-z]{2,}$", "Ivan@mail.ru", false),
        ("^XXX[0-9]{10}$", "XXX0123456789", true), ("^XXX[0-9]{10}$", "XXX012345678", false),
        ("(^a|b)c", "xac", false), ("(^a|b)c", "xbc", true), ("(^a|b)c", "acx", true), ("(a$)?", "", true),
        ("}]", "}]", true), ("^(a|)+$", "aaa", true), ("^(a|)+$", "ab", false),
    ])
    func golden(pattern: String, value: String, expected: Bool) throws {
        #expect(try regex(pattern).matches(value) == expected, "\(pattern) on \(value)")
    }

    @Test func noCatastrophicBacktracking() throws {
        let long = String(repeating: "a", count: 20_000)
        for text in ["^(a*)*b$", "(a|a)*c", "(a+)+b", "^(a|aa)+x$", "(x+x+)+y", "(a?){30}a{30}b"] {
            #expect(try regex(text).matches(long) == false, "\(text)")
        }
        #expect(try regex("^(a|aa)+$").matches(long))
        #expect(try regex("(a?){30}a{30}").matches(String(repeating: "a", count: 30)))
    }

    @Test func matchesLikeICUOnRandomPatterns() throws {
        let atoms = [
            "a", "b", "c", ".", "\\d", "\\w", "\\s", "\\S", "[ab]", "[^a]", "[a-c0-9]", "(", ")", "(?:", "|", "*", "+",
            "?", "{2}", "{1,3}", "{0,}", "^", "$", "-", "1", " ",
        ]
        let inputAlphabet = Array("abc01 -x")
        var rng = SplitMix64(seed: 2026)
        var compared = 0
        for _ in 0..<4_000 {
            var text = ""
            for _ in 0..<(1 + Int(rng.below(10))) { text += atoms[Int(rng.below(UInt64(atoms.count)))] }
            guard case .success(let pattern) = RegexPattern.parse(text, maxRepeat: 4) else { continue }
            let reference = try NSRegularExpression(pattern: text)
            for _ in 0..<10 {
                let value = String((0..<Int(rng.below(12))).map { _ in inputAlphabet[Int(rng.below(8))] })
                let range = NSRange(value.startIndex..., in: value)
                let expected = reference.firstMatch(in: value, range: range) != nil
                #expect(pattern.matches(value) == expected, "\(text) on '\(value)'")
                compared += 1
            }
            for _ in 0..<5 {
                let generated = pattern.generate(using: &rng)
                #expect(pattern.matches(generated), "\(text) generated '\(generated)'")
                let range = NSRange(generated.startIndex..., in: generated)
                #expect(reference.firstMatch(in: generated, range: range) != nil, "\(text) generated '\(generated)' (ICU)")
            }
        }
        #expect(compared > 5_000)
    }

    @Test func hostileInputsNeverCrash() {
        let alphabet = Array("ab()[]{}|*+?^$.\\-,0123456789dswDSWbxu:=!<>'PpkАЯ")
        var rng = SplitMix64(seed: 99)
        for _ in 0..<5_000 {
            let text = String((0..<Int(rng.below(16))).map { _ in alphabet[Int(rng.below(UInt64(alphabet.count)))] })
            switch RegexPattern.parse(text, maxRepeat: 3) {
            case .success(let pattern):
                let value = pattern.generate(using: &rng)
                #expect(pattern.matches(value), "\(text) generated '\(value)'")
                _ = pattern.matches(String(repeating: "ab", count: 50))
                if let space = pattern.valueSpace {
                    for _ in 0..<3 {
                        let indexed = pattern.value(at: rng.below(space))
                        #expect(indexed.map(pattern.matches) == true, "\(text) value \(indexed ?? "nil")")
                    }
                }
            case .failure(let error):
                #expect(error.start >= 0 && error.start <= text.unicodeScalars.count, "\(text)")
                #expect(!error.message.isEmpty)
            }
        }
    }
}
