/// Values that are not lists or objects, formatted in place for ``CompactQuestionnaire``: the
/// same bytes as ``JSONWriter/value(_:scale:)`` writes, into room already reserved.
enum CompactScalars {
    /// Room there is at `out` for a value (``CompactProgram/valueRoom``).
    static let room = CompactProgram.valueRoom

    /// Writes `value` at `out`, where ``room`` bytes are free; returns the byte count, or 0 for
    /// a value to be written by ``writeOther(_:kind:scale:into:)`` (every value takes a byte
    /// at least).
    @inline(__always)
    static func write(_ value: UnsafePointer<Value>, at out: UnsafeMutablePointer<UInt8>) -> Int {
        switch value.pointee {
        case .string(let text):
            return text.utf8.withContiguousStorageIfAvailable { utf8 in
                utf8.count <= room - 2 ? JSONEscaping.writeQuotedIfClean(utf8, to: out) : 0
            } ?? 0
        case .null:
            return copyKeyword("null", to: out)
        case .bool(let flag):
            return flag ? copyKeyword("true", to: out) : copyKeyword("false", to: out)
        case .number(let number):
            if number.scale == 0 { return writeInteger(number.mantissa, to: out) }
            return writeFraction(number, at: out)
        case .date(let date):
            return writeDate(date, to: out)
        case .dateTime(let dateTime):
            return writeDateTime(dateTime, at: out)
        case .time(let time):
            return writeTime(time, at: out)
        case .duration, .array, .object:
            return 0
        }
    }

    // The values a questionnaire holds few of, out of line: inlined, they made the function
    // that writes members too large for the optimiser to inline the common ones.

    /// ``write(_:at:)`` for a number with digits after the point.
    @inline(never)
    private static func writeFraction(_ number: Number, at out: UnsafeMutablePointer<UInt8>) -> Int {
        number.maxTextCount <= room ? number.write(to: out) : 0
    }

    /// ``write(_:at:)`` for a date-time.
    @inline(never)
    private static func writeDateTime(_ dateTime: LocalDateTime, at out: UnsafeMutablePointer<UInt8>) -> Int {
        quoted(at: out) { dateTime.write(to: $0) }
    }

    /// ``write(_:at:)`` for a time.
    @inline(never)
    private static func writeTime(_ time: TimeOfDay, at out: UnsafeMutablePointer<UInt8>) -> Int {
        quoted(at: out) { time.write(to: $0) }
    }

    /// ``writeDate(_:to:)`` for a day beyond years 1…9999.
    @inline(never)
    private static func writeFarDate(_ date: LocalDate, at out: UnsafeMutablePointer<UInt8>) -> Int {
        quoted(at: out) { date.write(to: $0) }
    }

    /// What ``write(_:at:)`` leaves: text that needs escapes or more room, numbers with very
    /// many digits, durations, and lists or objects held in a field's value (multichoices,
    /// files, JSON constants). Lists and objects by ``CompactComposites``, the rest through the
    /// writer, a copy of the value at a time.
    @inline(never)
    static func writeOther(_ value: UnsafePointer<Value>, kind: CompactProgram.Kind, scale: Int, into writer: inout JSONWriter) {
        if kind == .decimal {
            writer.value(value.pointee, scale: scale)
        } else if !CompactComposites.write(value, into: &writer) {
            writer.value(value.pointee)
        }
    }

    /// Writes a date quoted, as `LocalDate.write(to:)` writes it between quotes; returns the
    /// byte count.
    @inline(__always)
    static func writeDate(_ date: LocalDate, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let days = Int(date.daysSinceEpoch)
        // Years 1…9999, the ones written in four digits.
        guard days >= CivilCalendar.minDay, days <= CivilCalendar.maxDay else { return writeFarDate(date, at: out) }
        let (year, month, day) = CivilCalendar.civilFromDays(days)
        let century = year / 100
        // `"YYYY-MM` in one word and `-DD"` in another, each byte in its place (first lowest).
        var head = UInt64(UInt8(ascii: "\"")) | UInt64(UInt8(ascii: "-")) << 40
        head |= UInt64(pair(century)) << 8 | UInt64(pair(year &- century &* 100)) << 24 | UInt64(pair(month)) << 48
        let tail = UInt32(UInt8(ascii: "-")) | UInt32(pair(day)) << 8 | UInt32(UInt8(ascii: "\"")) << 24
        let raw = UnsafeMutableRawPointer(out)
        raw.storeBytes(of: head.littleEndian, as: UInt64.self)
        raw.storeBytes(of: tail.littleEndian, toByteOffset: 8, as: UInt32.self)
        return 12
    }

    /// The two digits of `value` (0…99), the first in the low byte.
    @inline(__always)
    private static func pair(_ value: Int) -> UInt16 {
        UInt16(littleEndian: ASCIIDigits.pair(value))
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
