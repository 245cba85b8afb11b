extension Number {
    /// The significant digits kept of a result computed in `Double` (see ``init(rounding:)``).
    static let computedDigits = 15

    /// The decimal nearest `value` with at most ``computedDigits`` significant digits (and at
    /// most ``maxScale`` fraction digits), rounded half away from zero; `nil` when `value` is not
    /// finite or too large for a number.
    ///
    /// The digits come from `Double`'s own shortest text (the same on every platform), so the
    /// result depends only on `value`. Keeping 15 of its up to 17 digits also absorbs the last
    /// bit in which two platforms' `sin` or `exp` may differ, so a result is written with the
    /// same digits everywhere.
    init?(rounding value: Double) {
        guard value.isFinite else { return nil }
        guard value != 0 else {
            self.init(0)
            return
        }
        // "1.2345e-05", "123.25", "1e+22": digits, where the point is, and an exponent.
        var digits: [UInt8] = []
        var pointAt: Int?
        var exponent = 0
        var text = value.magnitude.description.utf8[...]
        if let e = text.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            exponent = Int(String(decoding: text[text.index(after: e)...], as: UTF8.self)) ?? 0
            text = text[..<e]
        }
        for byte in text {
            if byte == UInt8(ascii: ".") {
                pointAt = digits.count
            } else if byte >= 0x30, byte <= 0x39 {
                digits.append(byte - 0x30)
            }
        }
        // value = 0.d₁d₂… × 10^position, d₁ ≠ 0.
        var position = (pointAt ?? digits.count) + exponent
        while let first = digits.first, first == 0 {
            digits.removeFirst()
            position -= 1
        }
        let kept = Swift.min(digits.count, Number.computedDigits, Int(Number.maxScale) + position)
        guard kept >= 0 else {
            self.init(0)
            return
        }
        var mantissa: UInt64 = 0
        for digit in digits[..<kept] { mantissa = mantissa * 10 + UInt64(digit) }
        if kept < digits.count, digits[kept] >= 5 { mantissa += 1 }
        var scale = kept - position
        if scale < 0 {
            guard -scale <= 19 else { return nil }
            let (product, overflow) = mantissa.multipliedReportingOverflow(by: powersOfTen[-scale])
            guard !overflow else { return nil }
            mantissa = product
            scale = 0
        }
        guard mantissa <= UInt64(Int64.max) else { return nil }
        let signed = value < 0 ? -Int64(mantissa) : Int64(mantissa)
        self = Number(mantissa: signed, scale: Int8(scale)).normalized
    }
}
