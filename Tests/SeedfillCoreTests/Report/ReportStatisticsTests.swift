import Foundation
import Testing

@testable import SeedfillCore

/// The report's statistics (issue 21, item 2: gathered while streaming, never by keeping the
/// records): the sample of a field's values does not depend on the order values come in and
/// keeps exactly the smallest hashes; histograms keep every value's weight and take in the
/// field's bounds.
@Suite struct ReportStatisticsTests {
    /// A deterministic stream of (hash, position) pairs.
    static func values(_ count: Int, seed: UInt64) -> [(UInt64, Double)] {
        var state = seed
        return (0..<count).map { i in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state, Double(i % 97) - 20)
        }
    }

    @Test(arguments: [10, 100, 5000])
    func theSampleIsTheSameInAnyOrder(_ count: Int) {
        let values = Self.values(count, seed: UInt64(count))
        var forward = ValueSample(capacity: 64)
        for (hash, position) in values { forward.offer(position, hash: hash) }
        var backward = ValueSample(capacity: 64)
        for (hash, position) in values.reversed() { backward.offer(position, hash: hash) }
        var shuffled = ValueSample(capacity: 64)
        var generator = SplitMix(seed: 7)
        for (hash, position) in values.shuffled(using: &generator) { shuffled.offer(position, hash: hash) }
        // Kept: the values of the 64 smallest hashes (all of them when fewer), found here by sorting.
        let expected = values.sorted { $0.0 < $1.0 }.prefix(64).map(\.1).sorted()
        #expect(forward.positions.sorted() == expected)
        #expect(backward.positions.sorted() == expected)
        #expect(shuffled.positions.sorted() == expected)
        #expect(forward.offered == count)
        #expect(forward.lowest == values.map(\.1).min() && forward.highest == values.map(\.1).max())
    }

    @Test func aHistogramKeepsEveryValueAndTakesInTheBounds() {
        var sample = ValueSample(capacity: 50)
        let values = Self.values(1000, seed: 3)
        for (hash, position) in values { sample.offer(position, hash: hash) }
        let histogram = Histogram(sample, bounds: [-100, 200], whole: false)
        // Scaled from the sample to the 1,000 values offered.
        #expect(abs(histogram.counts.reduce(0, +) - 1000) < 1e-6)
        #expect(histogram.low <= -100 && histogram.high >= 200)
        #expect(histogram.fraction(-100) == 0 && abs(histogram.fraction(200) - 1) < 1e-9)
    }

    @Test func lengthsAreCountedOneBinPerWholeNumber() {
        let histogram = Histogram(counts: [3: 5, 7: 2], bounds: [1, 10])
        #expect(histogram.isWhole)
        // 1…10: ten bins, each centred on its number.
        #expect(histogram.counts.count == 10)
        #expect(histogram.counts[2] == 5 && histogram.counts[6] == 2)
        #expect(histogram.counts.reduce(0, +) == 7)
    }

    @Test func textIsEscapedForHTML() {
        #expect(HTMLText.escape("<a href=\"x\">Tom & 'Jerry'</a>") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    }
}

/// A small seeded generator for shuffling in tests.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
