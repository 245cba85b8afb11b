extension LocalDateTime {
    /// Parses `YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]` (a space may replace `T`); without an offset the
    /// time is taken as UTC (`+00:00`).
    init?(iso: String) {
        let bytes = Array(iso.utf8.prefix(40))
        guard bytes.count >= 16, bytes.count < 40, let date = LocalDate.parse(bytes, at: 0),
            bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") || bytes[10] == UInt8(ascii: " "),
            bytes[13] == UInt8(ascii: ":"),
            let hour = CivilCalendar.digits(bytes, 11, 2), let minute = CivilCalendar.digits(bytes, 14, 2),
            hour < 24, minute < 60
        else { return nil }
        var i = 16
        var second = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: ":") {
            guard let s = CivilCalendar.digits(bytes, i + 1, 2), s < 60 else { return nil }
            second = s
            i += 3
        }
        var offset = 0
        if i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "Z"), UInt8(ascii: "z"):
                i += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard bytes.count >= i + 6, bytes[i + 3] == UInt8(ascii: ":"),
                    let h = CivilCalendar.digits(bytes, i + 1, 2), let m = CivilCalendar.digits(bytes, i + 4, 2),
                    h <= 18, m < 60
                else { return nil }
                offset = (h * 60 + m) * (bytes[i] == UInt8(ascii: "-") ? -1 : 1)
                i += 6
            default:
                return nil
            }
        }
        guard i == bytes.count else { return nil }
        let local = Int64(date.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        self.init(secondsSinceEpoch: local - Int64(offset) * 60, offsetMinutes: Int16(offset))
    }

    /// Seconds since the epoch in the value's own offset (its wall-clock reading).
    var localSeconds: Int64 { secondsSinceEpoch + Int64(offsetMinutes) * 60 }

    /// The calendar date on the value's own wall clock.
    var date: LocalDate {
        LocalDate(daysSinceEpoch: Int32(clamping: floorDivide(localSeconds, 86_400)))
    }

    /// Seconds since local midnight, 0…86399.
    var secondOfDay: Int {
        Int(localSeconds - floorDivide(localSeconds, 86_400) * 86_400)
    }

    /// The instant `duration` later: months and days on the local calendar (day clamped to the
    /// month's end), then seconds; the offset is kept. `nil` outside years 1…9999.
    func adding(_ duration: Duration) -> LocalDateTime? {
        guard let day = date.adding(Duration(months: duration.months, days: duration.days)) else { return nil }
        let local = Int64(day.daysSinceEpoch) * 86_400 + Int64(secondOfDay)
        let (shifted, overflow) = local.addingReportingOverflow(duration.seconds)
        guard !overflow else { return nil }
        let result = LocalDateTime(secondsSinceEpoch: shifted - Int64(offsetMinutes) * 60, offsetMinutes: offsetMinutes)
        guard result.date.isValid else { return nil }
        return result
    }

    /// The instant `duration` earlier.
    func subtracting(_ duration: Duration) -> LocalDateTime? {
        guard let negated = duration.negated() else { return nil }
        return adding(negated)
    }

    /// `YYYY-MM-DDTHH:MM:SS±HH:MM` (UTC is written `+00:00`).
    var iso: String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(25)
        write(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends ``iso`` as ASCII bytes.
    func write(into buffer: inout [UInt8]) {
        buffer.appendFormatted(maxCount: LocalDateTime.maxTextCount) { write(to: $0) }
    }

    /// The most bytes ``write(to:)`` writes: the date's bound (16), the time (9), and an
    /// offset whose hours may, out of range, take three digits (7).
    static let maxTextCount = 32

    /// Writes ``iso`` at `out` (room for ``maxTextCount`` bytes); returns the byte count.
    func write(to out: UnsafeMutablePointer<UInt8>) -> Int {
        var count = date.write(to: out)
        let seconds = secondOfDay
        out[count] = UInt8(ascii: "T")
        ASCIIDigits.writeTwo(seconds / 3600, to: out + count + 1)
        out[count + 3] = UInt8(ascii: ":")
        ASCIIDigits.writeTwo(seconds / 60 % 60, to: out + count + 4)
        out[count + 6] = UInt8(ascii: ":")
        ASCIIDigits.writeTwo(seconds % 60, to: out + count + 7)
        let offset = Int(offsetMinutes)
        out[count + 9] = offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        count += 10
        count += ASCIIDigits.writePadded(abs(offset) / 60, width: 2, to: out + count)
        out[count] = UInt8(ascii: ":")
        ASCIIDigits.writeTwo(abs(offset) % 60, to: out + count + 1)
        return count + 3
    }

    private func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}

extension LocalDateTime: CustomStringConvertible {
    /// ``iso``.
    var description: String { iso }
}
