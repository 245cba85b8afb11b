extension TimeOfDay {
    /// Parses `HH:MM` (or `HH:MM:00`; seconds other than zero are not representable).
    init?(iso: String) {
        let bytes = Array(iso.utf8.prefix(9))
        guard bytes.count == 5 || bytes.count == 8, bytes[2] == UInt8(ascii: ":"),
            let hour = CivilCalendar.digits(bytes, 0, 2), let minute = CivilCalendar.digits(bytes, 3, 2),
            hour < 24, minute < 60
        else { return nil }
        if bytes.count == 8 {
            guard bytes[5] == UInt8(ascii: ":"), CivilCalendar.digits(bytes, 6, 2) == 0 else { return nil }
        }
        self.init(minutes: Int16(hour * 60 + minute))
    }

    /// The time with that hour (0–23) and minute (0–59), or `nil`.
    init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.init(minutes: Int16(hour * 60 + minute))
    }

    /// The time `duration` later on the same day (days and months are not allowed, and the
    /// result must stay within the day), or `nil`.
    func adding(_ duration: Duration) -> TimeOfDay? {
        guard duration.months == 0, duration.days == 0, duration.seconds % 60 == 0 else { return nil }
        let result = Int64(minutes) + duration.seconds / 60
        guard result >= 0, result < 1440 else { return nil }
        return TimeOfDay(minutes: Int16(result))
    }

    /// `HH:MM`.
    var iso: String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(5)
        write(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends `HH:MM` as ASCII bytes.
    func write(into buffer: inout [UInt8]) {
        buffer.appendFormatted(maxCount: TimeOfDay.maxTextCount) { write(to: $0) }
    }

    /// The most bytes ``write(to:)`` writes: five, or two signed padded parts and a colon for
    /// minutes outside one day.
    static let maxTextCount = 43

    /// Writes `HH:MM` at `out` (room for ``maxTextCount`` bytes); returns the byte count.
    func write(to out: UnsafeMutablePointer<UInt8>) -> Int {
        let m = Int(minutes)
        guard m >= 0, m < 1440 else {
            // Not a time of day (the type does not forbid it): each part padded, signs kept.
            var count = ASCIIDigits.writePadded(m / 60, width: 2, to: out)
            out[count] = UInt8(ascii: ":")
            count += 1
            return count + ASCIIDigits.writePadded(m % 60, width: 2, to: out + count)
        }
        ASCIIDigits.writeTwo(m / 60, to: out)
        out[2] = UInt8(ascii: ":")
        ASCIIDigits.writeTwo(m % 60, to: out + 3)
        return 5
    }
}

extension TimeOfDay: CustomStringConvertible {
    /// `HH:MM`.
    var description: String { iso }
}
