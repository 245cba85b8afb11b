/// A `sequence` generator's `format`: text around one printf-style integer directive
/// (`%d`, `%5d`, `%010d`; `%%` is a percent sign), e.g. `"XXX%010d"`.
struct SequenceFormat: Sendable, Hashable {
    var prefix: [UInt8]
    var suffix: [UInt8]
    /// Minimum digits.
    var width: Int
    /// Pad with zeros (else spaces).
    var zeroPad: Bool

    /// Parses a format; the error message says what is wrong.
    static func parse(_ text: String) -> Result<SequenceFormat, PatternError> {
        let scalars = Array(text.unicodeScalars)
        var prefix = ""
        var suffix = ""
        var directive: (width: Int, zero: Bool)?
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "%" {
                guard i + 1 < scalars.count else {
                    return .failure(PatternError("a format ends with a lone '%'", start: i, length: 1, hint: "write %% for a percent sign"))
                }
                if scalars[i + 1] == "%" {
                    if directive == nil { prefix += "%" } else { suffix += "%" }
                    i += 2
                    continue
                }
                guard directive == nil else {
                    return .failure(PatternError("a format may hold only one number directive", start: i, length: 1, hint: nil))
                }
                var j = i + 1
                let zero = scalars[j] == "0"
                if zero { j += 1 }
                var width = 0
                while j < scalars.count, let digit = Int(String(scalars[j])), scalars[j].isASCII {
                    width = width * 10 + digit
                    j += 1
                    if width > 40 {
                        return .failure(PatternError("a format's width is at most 40", start: i, length: j - i, hint: nil))
                    }
                }
                guard j < scalars.count, scalars[j] == "d" else {
                    return .failure(
                        PatternError(
                            "unsupported format directive", start: i, length: min(j - i + 1, scalars.count - i),
                            hint: "use %d, %6d or %06d"))
                }
                directive = (width, zero)
                i = j + 1
                continue
            }
            if directive == nil { prefix.unicodeScalars.append(c) } else { suffix.unicodeScalars.append(c) }
            i += 1
        }
        guard let directive else {
            return .failure(
                PatternError(
                    "a format needs a number directive such as %d", start: 0, length: max(1, scalars.count),
                    hint: "e.g. \"XXX%010d\""))
        }
        return .success(
            SequenceFormat(prefix: Array(prefix.utf8), suffix: Array(suffix.utf8), width: directive.width, zeroPad: directive.zero))
    }

    /// The formatted number as a string, written in place: one allocation (none for a short
    /// result), where building the digits, the padding and the joined text as arrays took three.
    func format(_ number: Int64) -> String {
        var magnitude = number.magnitude
        let digitCount = ASCIIDigits.count(of: magnitude)
        let negative = number < 0
        let signed = digitCount + (negative ? 1 : 0)
        let padCount = Swift.max(0, width - signed)
        let total = prefix.count + padCount + signed + suffix.count
        return String(unsafeUninitializedCapacity: total) { out in
            guard let base = out.baseAddress else { return 0 }
            var at = base
            Self.copy(prefix, to: at)
            at += prefix.count
            // A zero-padded negative number puts its sign before the zeros (-0042), a
            // space-padded one just before its first digit (`  -42`).
            if negative, zeroPad {
                at.pointee = UInt8(ascii: "-")
                at += 1
            }
            at.update(repeating: zeroPad ? UInt8(ascii: "0") : UInt8(ascii: " "), count: padCount)
            at += padCount
            if negative, !zeroPad {
                at.pointee = UInt8(ascii: "-")
                at += 1
            }
            ASCIIDigits.writeLast(digitCount, digitsOf: &magnitude, endingAt: at + digitCount)
            at += digitCount
            Self.copy(suffix, to: at)
            return total
        }
    }

    /// Copies `bytes` to `out`.
    @inline(__always)
    private static func copy(_ bytes: [UInt8], to out: UnsafeMutablePointer<UInt8>) {
        bytes.withUnsafeBufferPointer { source in
            if let start = source.baseAddress { out.update(from: start, count: source.count) }
        }
    }
}
