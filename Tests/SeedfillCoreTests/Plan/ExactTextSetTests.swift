import Testing

@testable import SeedfillCore

/// ``ExactTextSet`` finds exactly the texts (and tuples of texts) it was built from, byte for byte.
@Suite struct ExactTextSetTests {
    /// A random text of 0 to 40 scalars from a small alphabet (so that texts collide often),
    /// with two- and three-byte scalars among one-byte ones.
    static func text(_ rng: inout SplitMix64) -> String {
        let alphabet: [Character] = ["a", "b", "7", " ", "я", "Й", "ё", "€"]
        let length = Int(rng.below(41))
        return String((0..<length).map { _ in alphabet[Int(rng.below(UInt64(alphabet.count)))] })
    }

    @Test func aSetOfTextsHoldsExactlyItsTexts() {
        var rng = SplitMix64(seed: 42)
        for round in 0..<40 {
            // Short texts too, so that the set's word-at-a-time hashing meets every tail length.
            let members = (0..<Int(rng.below(200))).map { _ in Self.text(&rng) }
            let set = ExactTextSet(members.map { [$0] }, arity: 1)
            let bytes = Set(members.map { Array($0.utf8) })
            #expect(set.count == bytes.count, "round \(round)")
            for member in members {
                #expect(set.contains(member))
            }
            for _ in 0..<500 {
                let probe = Self.text(&rng)
                #expect(set.contains(probe) == bytes.contains(Array(probe.utf8)), "\(probe)")
            }
        }
    }

    @Test func anotherSpellingOfATextIsNotFound() {
        let composed = "Йошкар-Ола"
        let decomposed = composed.decomposedStringWithCanonicalMapping
        #expect(composed == decomposed)
        let set = ExactTextSet([[composed]], arity: 1)
        #expect(set.contains(composed))
        #expect(!set.contains(decomposed))
    }

    @Test func theEmptyTextIsATextLikeAnyOther() {
        let set = ExactTextSet([[""], ["a"]], arity: 1)
        #expect(set.contains(""))
        #expect(set.contains("a"))
        #expect(!set.contains("b"))
        #expect(!ExactTextSet([], arity: 1).contains(""))
    }

    @Test func tuplesAreComparedPartByPart() {
        let set = ExactTextSet([["ab", "c"], ["Москва", "Зеленоград"], ["ab", "c"]], arity: 2)
        #expect(set.count == 2)
        func contains(_ a: String, _ b: String) -> Bool {
            var hash = TextHash()
            #expect(hash.add(a) && hash.add(b))
            return set.contains(hash: hash.value) { entry in set.part(0, of: entry, is: a) && set.part(1, of: entry, is: b) }
        }
        #expect(contains("ab", "c"))
        #expect(contains("Москва", "Зеленоград"))
        // The same bytes split elsewhere are another tuple.
        #expect(!contains("a", "bc"))
        #expect(!contains("abc", ""))
        #expect(!contains("Зеленоград", "Москва"))
    }

    @Test func aTextHashTellsLengthsApart() {
        // The last word of a text overlaps the one before; the length keeps "aaaaaaaa" + "a"
        // and "aaaaaaaaa" (read as two overlapping words) from colliding by construction.
        func hash(_ parts: String...) -> UInt64 {
            var hash = TextHash()
            for part in parts { _ = hash.add(part) }
            return hash.value
        }
        #expect(hash("aaaaaaaaa") != hash("aaaaaaaa"))
        #expect(hash("ab", "c") != hash("a", "bc"))
        #expect(hash("") != hash())
        #expect(hash("abcdefghij") == hash("abcdefghij"))
    }

    @Test func bytesCompareEqualExactlyWhenTheyAre() {
        var rng = SplitMix64(seed: 0x5A3E)
        for _ in 0..<20_000 {
            let count = Int(rng.below(41))
            let a = (0..<count).map { _ in UInt8(rng.below(4)) }
            var b = a
            // Half the time one byte differs, anywhere (first and last words included).
            if count > 0, rng.below(2) == 0 { b[Int(rng.below(UInt64(count)))] &+= UInt8(1 + rng.below(3)) }
            let same = a.withUnsafeBufferPointer { x in
                b.withUnsafeBufferPointer { y in count == 0 || TextHash.sameBytes(x.baseAddress!, y.baseAddress!, count: count) }
            }
            #expect(same == (a == b), "\(a) vs \(b)")
        }
    }
}
