/// Reads a JSON number literal as a whole number by hand, so that huge or fractional values are
/// reported instead of being rounded through `Double`.
enum WholeNumber {
    /// What a literal turned out to be.
    enum Reading: Equatable {
        case value(Int64)
        /// Has a non-zero fractional part, e.g. `2.5`.
        case notWhole
        /// Outside `Int64`.
        case tooLarge
        /// Not a JSON number literal at all (cannot happen for reader output; kept for safety).
        case malformed
    }

    /// Parses `-?digits(.digits)?([eE][+-]?digits)?`; `1e3` and `2.50e1` are whole numbers.
    static func read(_ literal: String) -> Reading {
        let bytes = Array(literal.utf8)
        var i = 0
        var negative = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        var digits: [UInt8] = []
        var fractionLength = 0
        while i < bytes.count, bytes[i].isASCIIDigit {
            digits.append(bytes[i] - 48)
            i += 1
        }
        guard !digits.isEmpty else { return .malformed }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < bytes.count, bytes[i].isASCIIDigit else { return .malformed }
            while i < bytes.count, bytes[i].isASCIIDigit {
                digits.append(bytes[i] - 48)
                fractionLength += 1
                i += 1
            }
        }
        var exponent = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < bytes.count, bytes[i].isASCIIDigit else { return .malformed }
            while i < bytes.count, bytes[i].isASCIIDigit {
                // Clamp: any exponent past this is far outside Int64 either way.
                exponent = Swift.min(exponent * 10 + Int(bytes[i] - 48), 1_000_000)
                i += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        guard i == bytes.count else { return .malformed }

        // Drop leading zeros so that the length check below measures significant digits.
        if let first = digits.firstIndex(where: { $0 != 0 }) {
            digits.removeFirst(first)
        } else {
            return .value(0)
        }
        let shift = exponent - fractionLength
        if shift < 0 {
            let drop = -shift
            if drop >= digits.count { return .notWhole }
            guard digits.suffix(drop).allSatisfy({ $0 == 0 }) else { return .notWhole }
            digits.removeLast(drop)
        } else {
            if digits.count + shift > 19 { return .tooLarge }
            digits.append(contentsOf: repeatElement(0, count: shift))
        }
        if digits.count > 19 { return .tooLarge }
        // Accumulate negatively so that Int64.min is representable.
        var value: Int64 = 0
        for digit in digits {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times.subtractingReportingOverflow(Int64(digit))
            if overflow1 || overflow2 { return .tooLarge }
            value = next
        }
        if negative { return .value(value) }
        guard value != Int64.min else { return .tooLarge }
        return .value(-value)
    }
}
