/// One operand of ``StableHash/combine(_:_:)`` prepared once: a field's path hash, or the key
/// of the list item being filled, which every value drawn there combines with.
///
/// `combine(a, b)` is `mix((a &+ p(b)) ^ q(b))`, with two multiplications that depend on `b`
/// alone. A field's stream (``RandomStream/generator(recordKey:pathHash:itemKey:)``) combines
/// the record key with the path hash, then with the item key: holding `p` and `q` of both
/// leaves two additions, two exclusive ors and two mixes per value. `StreamOperandTests`
/// checks that the streams are the ones ``RandomStream`` derives.
struct StreamOperand: Sendable {
    /// The operand itself.
    let value: UInt64
    /// What ``StableHash/combine(_:_:)`` adds to its first operand.
    private let addend: UInt64
    /// What it then combines in with an exclusive or.
    private let mask: UInt64

    init(_ value: UInt64) {
        self.value = value
        addend = 0x9E37_79B9_7F4A_7C15 &* (value | 1)
        mask = value &* 0xC2B2_AE3D_27D4_EB4F
    }

    /// `StableHash.combine(first, value)`.
    @inline(__always)
    func combined(with first: UInt64) -> UInt64 {
        SplitMix64.mix(first &+ addend ^ mask)
    }

    /// The stream of the field with path hash `path` in the record with key `recordKey`, in the
    /// list item with key `item`: `RandomStream.generator(recordKey:pathHash:itemKey:)`.
    @inline(__always)
    static func stream(recordKey: UInt64, path: StreamOperand, item: StreamOperand) -> SplitMix64 {
        SplitMix64(seed: item.combined(with: path.combined(with: recordKey)))
    }
}
