/// A hash that is the same in every process and on every platform (unlike Swift's `Hasher`),
/// used to derive random streams from names.
enum StableHash {
    /// FNV-1a over the UTF-8 bytes of `text`, finished with the SplitMix64 mixer.
    static func hash(_ text: String) -> UInt64 {
        hash(utf8: text.utf8)
    }

    /// ``hash(_:)`` of the text whose UTF-8 bytes are `bytes`.
    @inline(__always)
    static func hash(utf8 bytes: some Sequence<UInt8>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            h ^= UInt64(byte)
            h &*= 0x0000_0100_0000_01B3
        }
        return SplitMix64.mix(h)
    }

    /// Combines two hashes in an order-sensitive way.
    @inline(__always)
    static func combine(_ a: UInt64, _ b: UInt64) -> UInt64 {
        SplitMix64.mix(a &+ 0x9E37_79B9_7F4A_7C15 &* (b | 1) ^ (b &* 0xC2B2_AE3D_27D4_EB4F))
    }
}
