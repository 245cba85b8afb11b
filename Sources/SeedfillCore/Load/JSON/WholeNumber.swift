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

extension WholeNumber {
    /// How a literal reads as a count-like value: whole, non-negative and at most a limit.
    enum Bounded: Equatable {
        /// A whole number within the limit (`3`, `3.0`, `3e2`, `-0`).
        case value(Int)
        /// Below zero (`-1`, `-0.5`).
        case negative
        /// Not whole (`2.5`, `1e-3`).
        case fraction
        /// Whole but above the limit.
        case tooLarge
    }

    /// Classifies `literal` against `0...limit`; `nil` when it is not a JSON number literal.
    static func parse(_ literal: String, limit: Int = 1_000_000_000) -> Bounded? {
        let reading = read(literal)
        if reading == .malformed { return nil }
        if literal.hasPrefix("-"), reading != .value(0) { return .negative }
        switch reading {
        case .value(let value): return value > Int64(limit) ? .tooLarge : .value(Int(value))
        case .notWhole: return .fraction
        case .tooLarge: return .tooLarge
        case .malformed: return nil
        }
    }
}
