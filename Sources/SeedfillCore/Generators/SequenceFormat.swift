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

    /// The formatted number as a string.
    func format(_ number: Int64) -> String {
        var digits = Array(String(number.magnitude).utf8)
        let negative = number < 0
        let padCount = width - digits.count - (negative ? 1 : 0)
        if padCount > 0 {
            digits.insert(
                contentsOf: [UInt8](repeating: zeroPad ? UInt8(ascii: "0") : UInt8(ascii: " "), count: padCount),
                at: 0)
        }
        if negative {
            if zeroPad {
                digits.insert(UInt8(ascii: "-"), at: 0)
            } else {
                let firstDigit = digits.firstIndex { $0 != UInt8(ascii: " ") } ?? 0
                digits.insert(UInt8(ascii: "-"), at: firstDigit)
            }
        }
        return String(decoding: prefix + digits + suffix, as: UTF8.self)
    }
}
