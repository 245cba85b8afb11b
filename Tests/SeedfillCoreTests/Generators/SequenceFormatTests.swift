import Foundation
import Testing

@testable import SeedfillCore

/// `SequenceFormat.format` writes its text in place; C's `printf` is the independent reference
/// for the number directive (`%d`, `%6d`, `%06d`), with the prefix and suffix around it.
@Suite struct SequenceFormatTests {
    /// The text printf gives for one directive.
    private func printed(_ n: Int64, width: Int, zero: Bool) -> String {
        let directive = "%" + (zero ? "0" : "") + (width > 0 ? String(width) : "") + "lld"
        return String(format: directive, n)
    }

    @Test func matchesPrintfForSeededNumbersAndFormats() throws {
        var rng = SplitMix64(seed: 0x5EC0_F0A7)
        let affixes = ["", "XXX", "№-", "%", "a%b", "Ω "]
        let specials: [Int64] = [0, 1, -1, 9, 10, -10, 99, 100, Int64.max, Int64.min, Int64.min + 1]
        for i in 0..<6000 {
            let width = Int(rng.below(26))
            let zero = rng.below(2) == 0
            let prefix = affixes[Int(rng.below(UInt64(affixes.count)))]
            let suffix = affixes[Int(rng.below(UInt64(affixes.count)))]
            let n: Int64
            switch i % 3 {
            case 0: n = specials[Int(rng.below(UInt64(specials.count)))]
            case 1: n = Int64(bitPattern: rng.next()) >> Int64(rng.below(63))
            default: n = Int64(rng.below(2000)) - 1000
            }
            let escape = { (s: String) in s.replacingOccurrences(of: "%", with: "%%") }
            let text = escape(prefix) + "%" + (zero ? "0" : "") + (width > 0 ? String(width) : "") + "d" + escape(suffix)
            let format = try SequenceFormat.parse(text).get()
            let expected = prefix + printed(n, width: width, zero: zero) + suffix
            #expect(format.format(n) == expected, "\(text) with \(n)")
        }
    }

    @Test func writesValidUTF8AroundTheNumber() throws {
        let format = try SequenceFormat.parse("Полис №%08d/Я").get()
        #expect(format.format(42) == "Полис №00000042/Я")
        #expect(format.format(-42) == "Полис №-0000042/Я")
        #expect(Array(format.format(7).utf8) == Array("Полис №00000007/Я".utf8))
    }
}
