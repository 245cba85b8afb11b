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

extension ASCIIDigits {
    /// Writes `value` in decimal, without leading zeros (one digit for zero); returns the byte
    /// count, at most 20. The same digits as ``count(of:)`` and ``writeLast(_:digitsOf:endingAt:)``
    /// give, with no loop for the values below 100,000,000 that most fields hold.
    @inline(__always)
    static func write(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        value < 10_000 ? writeBelowTenThousand(Int(truncatingIfNeeded: value), to: out) : writeFromTenThousand(value, to: out)
    }

    /// ``write(_:to:)`` for 0…9999.
    @inline(__always)
    static func writeBelowTenThousand(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard value >= 100 else { return writeBelowHundred(value, to: out) }
        let high = value / 100
        let count = writeBelowHundred(high, to: out)
        writeTwo(value &- high &* 100, to: out + count)
        return count &+ 2
    }

    /// ``write(_:to:)`` for 0…99.
    @inline(__always)
    static func writeBelowHundred(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // Both digits of the pair, then the second over the first when the first is a zero.
        let short = value < 10 ? 1 : 0
        writeTwo(value, to: out)
        out[0] = out[short]
        return 2 &- short
    }

    /// ``write(_:to:)`` from 10,000 on.
    @inline(never)
    private static func writeFromTenThousand(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard value >= 100_000_000 else {
            let whole = Int(truncatingIfNeeded: value)
            let high = whole / 10_000
            let count = writeBelowTenThousand(high, to: out)
            writeFour(whole &- high &* 10_000, to: out + count)
            return count &+ 4
        }
        var rest = value
        let digits = count(of: value)
        writeLast(digits, digitsOf: &rest, endingAt: out + digits)
        return digits
    }
}
