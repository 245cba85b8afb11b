import Testing

@testable import SeedfillCore

/// The inline copy gives what `memmove` gives, for every short length and for ranges that
/// overlap in either direction.
@Suite struct SmallCopyTests {
    @Test func copiesLikeMemmove() {
        var rng = SplitMix64(seed: 3)
        for count in 0...40 {
            for shift in -20...20 {
                var fast = (0..<96).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                var reference = fast
                let source = 40
                let target = source + shift
                fast.withUnsafeMutableBufferPointer { memory in
                    guard let base = memory.baseAddress else { return }
                    SmallCopy.copy(from: base + source, to: base + target, count: count)
                }
                reference.withUnsafeMutableBufferPointer { memory in
                    guard let base = memory.baseAddress else { return }
                    (base + target).update(from: base + source, count: count)
                }
                #expect(fast == reference, "\(count) bytes by \(shift)")
            }
        }
    }
}
