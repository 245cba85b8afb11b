/// Values that are not lists or objects, formatted in place for ``CompactQuestionnaire``: the
/// same bytes as ``JSONWriter/value(_:scale:)`` writes, into room already reserved.
enum CompactScalars {
    /// Room there is at `out` for a value (``CompactProgram/valueRoom``).
    static let room = CompactProgram.valueRoom

    /// Writes `value` at `out`, where ``room`` bytes are free; returns the byte count, or `nil`
    /// for a value to be written by ``writeOther(_:kind:scale:into:)``.
    @inline(__always)
    static func write(_ value: UnsafePointer<Value>, at out: UnsafeMutablePointer<UInt8>) -> Int? {
        switch value.pointee {
        case .string(let text):
            return text.utf8.withContiguousStorageIfAvailable { utf8 in
                utf8.count <= room - 2 ? JSONEscaping.writeQuotedIfClean(utf8, to: out) : nil
            } ?? nil
        case .null:
            return copyKeyword("null", to: out)
        case .bool(let flag):
            return flag ? copyKeyword("true", to: out) : copyKeyword("false", to: out)
        case .number(let number):
            if number.scale == 0 { return writeInteger(number.mantissa, to: out) }
            return number.maxTextCount <= room ? number.write(to: out) : nil
        case .date(let date):
            return quoted(at: out) { date.write(to: $0) }
        case .dateTime(let dateTime):
            return quoted(at: out) { dateTime.write(to: $0) }
        case .time(let time):
            return quoted(at: out) { time.write(to: $0) }
        case .duration, .array, .object:
            return nil
        }
    }

    /// ``write(_:at:)`` for a decimal member: a number with exactly `scale` fraction digits.
    @inline(__always)
    static func write(_ value: UnsafePointer<Value>, scale: Int, at out: UnsafeMutablePointer<UInt8>) -> Int? {
        guard case .number(let number) = value.pointee else { return write(value, at: out) }
        // Most decimals are drawn at the scale they are written with: nothing to round or pad.
        if Int(number.scale) == scale, scale > 0, scale <= Number.maxScale {
            return writeFixed(number.mantissa, scale: scale, to: out)
        }
        return number.maxTextCount(scale: scale) <= room ? number.write(to: out, scale: scale) : nil
    }

    /// Writes `mantissa × 10^-scale` with exactly `scale` (1…18) fraction digits, as
    /// `Number.write(to:scale:)` writes a number of that scale (at most 22 bytes); returns the
    /// byte count.
    @inline(__always)
    static func writeFixed(_ mantissa: Int64, scale: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = mantissa.magnitude
        let sign = mantissa < 0 ? 1 : 0
        out[0] = UInt8(ascii: "-")
        // At least one digit before the point: 0.05, not .05.
        let digits = Swift.max(ASCIIDigits.count(of: magnitude), scale &+ 1)
        let count = sign &+ digits &+ 1
        ASCIIDigits.writeLast(scale, digitsOf: &magnitude, endingAt: out + count)
        let point = out + (count &- scale &- 1)
        point[0] = UInt8(ascii: ".")
        ASCIIDigits.writeLast(digits &- scale, digitsOf: &magnitude, endingAt: point)
        return count
    }

    /// What ``write(_:at:)`` leaves: text that needs escapes or more room, numbers with very
    /// many digits, durations, and lists or objects held in a field's value (multichoices,
    /// files, JSON constants). Through the writer, a copy of the value at a time.
    @inline(never)
    static func writeOther(_ value: UnsafePointer<Value>, kind: CompactProgram.Kind, scale: Int, into writer: inout JSONWriter) {
        if kind == .decimal {
            writer.value(value.pointee, scale: scale)
        } else {
            writer.value(value.pointee)
        }
    }

    /// Writes a whole number as `Number.write(to:)` writes one of scale 0 (at most 20 bytes);
    /// returns the byte count. Most numbers in a questionnaire are whole.
    @inline(__always)
    static func writeInteger(_ value: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // Counts, years, house numbers: most whole numbers in a form are below 10,000.
        if value >= 0, value < 10_000 {
            let v = Int(truncatingIfNeeded: value)
            if v < 100 {
                return writeBelowHundred(v, to: out)
            }
            let high = v / 100
            let count = writeBelowHundred(high, to: out)
            ASCIIDigits.writeTwo(v &- high &* 100, to: out + count)
            return count &+ 2
        }
        var magnitude = value.magnitude
        let sign = value < 0 ? 1 : 0
        out[0] = UInt8(ascii: "-")
        let digits = ASCIIDigits.count(of: magnitude)
        ASCIIDigits.writeLast(digits, digitsOf: &magnitude, endingAt: out + sign + digits)
        return sign &+ digits
    }

    /// Writes `value` (0…99) with one digit or two; returns the byte count.
    @inline(__always)
    private static func writeBelowHundred(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // Both digits of the pair, then a step past the leading zero of a single digit.
        let short = value < 10 ? 1 : 0
        ASCIIDigits.writeTwo(value, to: out)
        out[0] = out[short]
        return 2 &- short
    }

    /// Writes what `body` formats between quotes at `out`; returns the byte count.
    @inline(__always)
    private static func quoted(at out: UnsafeMutablePointer<UInt8>, _ body: (UnsafeMutablePointer<UInt8>) -> Int) -> Int {
        out[0] = UInt8(ascii: "\"")
        let count = body(out + 1)
        out[count &+ 1] = UInt8(ascii: "\"")
        return count &+ 2
    }

    /// Copies a keyword to `out`; returns its length.
    @inline(__always)
    private static func copyKeyword(_ word: StaticString, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out.initialize(from: word.utf8Start, count: word.utf8CodeUnitCount)
        return word.utf8CodeUnitCount
    }
}
