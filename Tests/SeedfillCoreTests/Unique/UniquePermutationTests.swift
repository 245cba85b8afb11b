import Testing

@testable import SeedfillCore

/// The keyed permutation behind `unique`: a true bijection of `0..<N` for every N and key.
@Suite struct UniquePermutationTests {
    /// Checks that `apply` maps `0..<n` onto `0..<n` without repeats, for one key.
    func isBijection(_ n: UInt64, key: UInt64) -> Bool {
        let permutation = UniquePermutation(size: n)
        var hit = [Bool](repeating: false, count: Int(n))
        for i in 0..<n {
            let image = permutation.apply(i, key: key)
            guard image < n, !hit[Int(image)] else { return false }
            hit[Int(image)] = true
        }
        return true
    }

    @Test func everySizeUpTo5000IsABijection() {
        var failures: [UInt64] = []
        for n in UInt64(1)...5000 where !isBijection(n, key: n &* 0x9E37_79B9_7F4A_7C15) {
            failures.append(n)
        }
        #expect(failures.isEmpty, "not a bijection for sizes \(failures.prefix(20))")
    }

    @Test(arguments: [UInt64(0), 1, 42, 0xDEAD_BEEF, UInt64.max])
    func smallSizesAreBijectionsForManyKeys(_ key: UInt64) {
        for n in [UInt64(1), 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 255, 256, 257, 1023, 1024, 1025] {
            #expect(isBijection(n, key: key), "size \(n), key \(key)")
        }
    }

    @Test(arguments: [UInt64(1) << 20 + 7, 10_000_000_000, 1 << 33, UInt64(1) << 62 + 5, UInt64.max - 1, UInt64.max])
    func largeSizesRoundTripThroughTheInverse(_ n: UInt64) {
        let permutation = UniquePermutation(size: n)
        var rng = SplitMix64(seed: n)
        var images = Set<UInt64>()
        for i in 0..<UInt64(20_000) {
            // Consecutive indexes (as records use them) and random ones.
            for index in [i % n, rng.below(n)] {
                let image = permutation.apply(index, key: 7)
                #expect(image < n)
                #expect(permutation.inverse(image, key: 7) == index)
                if index == i % n { images.insert(image) }
            }
        }
        #expect(images.count == Int(min(n, 20_000)))
    }

    @Test func theKeyChangesTheOrder() {
        let permutation = UniquePermutation(size: 1_000_000)
        let a = (0..<UInt64(100)).map { permutation.apply($0, key: 1) }
        let b = (0..<UInt64(100)).map { permutation.apply($0, key: 2) }
        #expect(a != b)
        #expect(a == (0..<UInt64(100)).map { permutation.apply($0, key: 1) })
    }

    @Test func consecutiveIndexesDoNotLookConsecutive() {
        let permutation = UniquePermutation(size: 1_000_000)
        let images = (0..<UInt64(1000)).map { permutation.apply($0, key: 99) }
        let steps = zip(images, images.dropFirst()).filter { $1 == $0 + 1 }.count
        #expect(steps < 10)
    }

    @Test func sizeOneAndZeroGiveTheOnlyIndex() {
        #expect(UniquePermutation(size: 1).apply(0, key: 123) == 0)
        #expect(UniquePermutation(size: 0).apply(0, key: 123) == 0)
    }

    @Test func countsAreGroupedInThousands() {
        #expect(CountText.grouped(0) == "0")
        #expect(CountText.grouped(999) == "999")
        #expect(CountText.grouped(57_213) == "57,213")
        #expect(CountText.grouped(1_000_000) == "1,000,000")
    }
}
