extension TimeOfDay {
    /// Parses `HH:MM` (or `HH:MM:00`; seconds other than zero are not representable).
    public init?(iso: String) {
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
    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.init(minutes: Int16(hour * 60 + minute))
    }

    /// The time `duration` later on the same day (days and months are not allowed, and the
    /// result must stay within the day), or `nil`.
    public func adding(_ duration: Duration) -> TimeOfDay? {
        guard duration.months == 0, duration.days == 0, duration.seconds % 60 == 0 else { return nil }
        let result = Int64(minutes) + duration.seconds / 60
        guard result >= 0, result < 1440 else { return nil }
        return TimeOfDay(minutes: Int16(result))
    }

    /// `HH:MM`.
    public var iso: String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(5)
        write(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends `HH:MM` as ASCII bytes.
    public func write(into buffer: inout [UInt8]) {
        let m = Int(minutes)
        CivilCalendar.writePadded(m / 60, width: 2, into: &buffer)
        buffer.append(UInt8(ascii: ":"))
        CivilCalendar.writePadded(m % 60, width: 2, into: &buffer)
    }
}

extension TimeOfDay: CustomStringConvertible {
    /// `HH:MM`.
    public var description: String { iso }
}
