/// Reads a JSON number literal as a whole number, exactly: no `Double` round trip, so `2.5`,
/// `1e-1` and `12345678901234567890` are told apart from whole numbers instead of being rounded.
enum WholeNumber: Equatable {
    /// A whole number within the limit (`3`, `3.0`, `3e2`, `-0`).
    case value(Int)
    /// Below zero (`-1`).
    case negative
    /// Not whole (`2.5`, `1e-3`).
    case fraction
    /// Whole but above the limit.
    case tooLarge

    /// Classifies `literal`; `nil` when it is not a JSON number literal at all.
    static func parse(_ literal: String, limit: Int = 1_000_000_000) -> WholeNumber? {
        var bytes = literal.utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }

        // Significant digits, and the power of ten they are scaled by.
        var digits: [UInt8] = []
        var exponent = 0
        var seenDigit = false
        while let byte = bytes.first, byte.isASCIIDigit {
            digits.append(byte - UInt8(ascii: "0"))
            seenDigit = true
            bytes = bytes.dropFirst()
        }
        guard seenDigit else { return nil }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            var fractionDigits = false
            while let byte = bytes.first, byte.isASCIIDigit {
                digits.append(byte - UInt8(ascii: "0"))
                exponent -= 1
                fractionDigits = true
                bytes = bytes.dropFirst()
            }
            guard fractionDigits else { return nil }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            var exponentSign = 1
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
                if bytes.first == UInt8(ascii: "-") { exponentSign = -1 }
                bytes = bytes.dropFirst()
            }
            var written = 0
            var exponentDigits = false
            while let byte = bytes.first, byte.isASCIIDigit {
                // Saturate: any exponent this large already decides the answer.
                written = Swift.min(written * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
                exponentDigits = true
                bytes = bytes.dropFirst()
            }
            guard exponentDigits else { return nil }
            exponent += exponentSign * written
        }
        guard bytes.isEmpty else { return nil }

        // Normalise: drop leading zeros, fold trailing zeros into the exponent.
        let firstNonZero = digits.firstIndex { $0 != 0 }
        guard let start = firstNonZero else { return .value(0) }
        var significant = digits[start...]
        while significant.last == 0 {
            significant = significant.dropLast()
            exponent += 1
        }
        if negative { return .negative }
        if exponent < 0 { return .fraction }
        if significant.count + exponent > 19 { return .tooLarge }
        var value = 0
        for digit in significant {
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = shifted.addingReportingOverflow(Int(digit))
            if overflow1 || overflow2 { return .tooLarge }
            value = sum
        }
        for _ in 0..<exponent {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            if overflow { return .tooLarge }
            value = shifted
        }
        return value > limit ? .tooLarge : .value(value)
    }
}
