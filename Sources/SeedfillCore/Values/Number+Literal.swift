extension Number {
    /// Parses a JSON or expression number literal (`12`, `-0.25`, `1.5e3`, `2E-2`).
    ///
    /// Returns `nil` when the text is not a number literal or its value does not fit an `Int64`
    /// mantissa with at most ``maxScale`` fraction digits (`1e400`, `1e-30`), so callers can
    /// report it instead of silently rounding. The written scale is kept when it fits (`1.50`).
    init?(literal: String) {
        var utf8 = literal.utf8.makeIterator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(literal.utf8.count)
        while let byte = utf8.next() { bytes.append(byte) }
        self.init(literalBytes: bytes[...])
    }

    /// Parses a literal from ASCII bytes; see ``init(literal:)``.
    init?(literalBytes bytes: ArraySlice<UInt8>) {
        var i = bytes.startIndex
        let end = bytes.endIndex
        var negative = false
        if i < end, bytes[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        // Significant digits accumulate in `digits`; trailing zeros are counted separately so a
        // literal like 1.500000000000000000000 still fits.
        var digits: UInt64 = 0
        var digitCount = 0
        var pendingZeros = 0
        var fractionDigits = 0
        var sawDigit = false
        var inFraction = false
        while i < end {
            let byte = bytes[i]
            if byte >= 0x30, byte <= 0x39 {
                sawDigit = true
                if inFraction { fractionDigits += 1 }
                if byte == 0x30 {
                    if digitCount > 0 { pendingZeros += 1 }
                } else {
                    for _ in 0..<pendingZeros {
                        guard digitCount < 19 else { return nil }
                        digits *= 10
                        digitCount += 1
                    }
                    pendingZeros = 0
                    guard digitCount < 19 else { return nil }
                    digits = digits * 10 + UInt64(byte - 0x30)
                    digitCount += 1
                }
            } else if byte == UInt8(ascii: "."), !inFraction, sawDigit {
                inFraction = true
            } else {
                break
            }
            i += 1
        }
        guard sawDigit, !(inFraction && bytes[i - 1] == UInt8(ascii: ".")) else { return nil }
        var exponent = 0
        if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            var sawExponentDigit = false
            while i < end, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                sawExponentDigit = true
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[i] - 0x30) }
                i += 1
            }
            guard sawExponentDigit else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        guard i == end else { return nil }
        let writtenScale = fractionDigits - exponent
        if digits == 0 {
            self.init(mantissa: 0, scale: Int8(clamping: max(0, min(writtenScale, Int(Number.maxScale)))))
            return
        }
        // value = digits × 10^power
        var power = pendingZeros - writtenScale
        var magnitude = digits
        if power > 0 {
            guard power <= 19 else { return nil }
            let (product, overflow) = magnitude.multipliedReportingOverflow(by: powersOfTen[power])
            guard !overflow else { return nil }
            magnitude = product
            power = 0
        }
        var scale = -power
        guard scale <= Int(Number.maxScale) else { return nil }
        // Restore zeros the literal wrote after the point (1.50 stays 1.50) when they fit.
        while scale < min(writtenScale, Int(Number.maxScale)) {
            let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflow, product <= UInt64(Int64.max) else { break }
            magnitude = product
            scale += 1
        }
        guard magnitude <= UInt64(Int64.max) else { return nil }
        self.init(mantissa: negative ? -Int64(magnitude) : Int64(magnitude), scale: Int8(scale))
    }
}
