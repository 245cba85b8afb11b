extension ASCIIDigits {
    /// The digit pairs `00`, `01`, … `99` back to back: two digits of a value below 100 in
    /// one load, where computing them costs a multiply, a shift and a subtraction each.
    ///
    /// A string literal rather than an array: its bytes are a constant in the binary, so a read
    /// needs no lazy initialisation check and no reference count.
    @inline(__always)
    static var pairs: UnsafeRawPointer { UnsafeRawPointer(pairText.utf8Start) }

    private static var pairText: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// The two ASCII digits of `value` (0…99) as they lie in memory, first digit first.
    @inline(__always)
    static func pair(_ value: Int) -> UInt16 {
        pairs.loadUnaligned(fromByteOffset: value &* 2, as: UInt16.self)
    }
}
