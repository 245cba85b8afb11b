import Testing

@testable import SeedfillCore

/// The formatters as they were first written, a byte at a time: what the fast ones must match
/// for every input, in range or not.
private enum Reference {
    static func padded(_ value: Int, width: Int) -> [UInt8] {
        var out: [UInt8] = value < 0 ? [0x2D] : []
        let digits = Array(String(value.magnitude).utf8)
        out += [UInt8](repeating: 0x30, count: max(0, width - digits.count)) + digits
        return out
    }

    static func date(_ date: LocalDate) -> [UInt8] {
        let (y, m, d) = CivilCalendar.civilFromAnyDays(Int(date.daysSinceEpoch))
        return padded(y, width: 4) + [0x2D] + padded(m, width: 2) + [0x2D] + padded(d, width: 2)
    }

    static func dateTime(_ value: LocalDateTime) -> [UInt8] {
        let s = value.secondOfDay
        let offset = Int(value.offsetMinutes)
        return date(value.date) + [0x54] + padded(s / 3600, width: 2) + [0x3A] + padded(s / 60 % 60, width: 2) + [0x3A]
            + padded(s % 60, width: 2) + [offset < 0 ? 0x2D : 0x2B] + padded(abs(offset) / 60, width: 2) + [0x3A]
            + padded(abs(offset) % 60, width: 2)
    }

    static func time(_ time: TimeOfDay) -> [UInt8] {
        let m = Int(time.minutes)
        return padded(m / 60, width: 2) + [0x3A] + padded(m % 60, width: 2)
    }

    /// `magnitude × 10^-scale`, then `pad` zeros after the point (scale clamped to 40; a
    /// negative scale as trailing zeros, padding ignored).
    static func digits(_ magnitude: UInt64, negative: Bool, scale: Int, pad: Int) -> [UInt8] {
        var out: [UInt8] = negative && magnitude != 0 ? [0x2D] : []
        if scale < 0 { return out + Array(String(magnitude).utf8) + [UInt8](repeating: 0x30, count: -scale) }
        let scale = min(scale, 40)
        var text = Array(String(magnitude).utf8)
        if text.count <= scale { text = [UInt8](repeating: 0x30, count: scale + 1 - text.count) + text }
        if scale > 0 { text.insert(0x2E, at: text.count - scale) }
        out += text
        if pad > 0 { out += (scale == 0 ? [0x2E] : []) + [UInt8](repeating: 0x30, count: pad) }
        return out
    }

    static func number(_ n: Number) -> [UInt8] {
        digits(n.mantissa.magnitude, negative: n.mantissa < 0, scale: Int(n.scale), pad: 0)
    }

    static func number(_ n: Number, scale: Int) -> [UInt8] {
        let target = max(0, scale)
        let value = n.rounded(scale: target)
        return digits(value.mantissa.magnitude, negative: value.mantissa < 0, scale: Int(value.scale), pad: target - Int(value.scale))
    }
}

/// What `write(into:)` appends after some bytes already there (and with no spare capacity).
private func appended(_ write: (inout [UInt8]) -> Void) -> [UInt8] {
    var out: [UInt8] = [0x7C]
    write(&out)
    #expect(out.first == 0x7C)
    return Array(out.dropFirst())
}

@Suite struct FormattingTests {
    @Test func fastCivilConversionAgreesEverywhere() {
        #expect(CivilCalendar.minDay == CivilCalendar.daysFromAnyCivil(year: 1, month: 1, day: 1))
        #expect(CivilCalendar.maxDay == CivilCalendar.daysFromAnyCivil(year: 9999, month: 12, day: 31))
        for day in CivilCalendar.minDay...CivilCalendar.maxDay {
            if CivilCalendar.civilFromDays(day) != CivilCalendar.civilFromAnyDays(day) {
                Issue.record("civilFromDays(\(day))")
                return
            }
        }
        for day in [Int(Int32.min), -719_163, 2_932_897, Int(Int32.max), -100_000_000] {
            #expect(CivilCalendar.civilFromDays(day) == CivilCalendar.civilFromAnyDays(day))
        }
        // Day numbers from dates, including days past a month's end (callers may pass them).
        for year in 1...9999 {
            for month in 1...12 {
                for day in 1...31
                where CivilCalendar.daysFromCivil(year: year, month: month, day: day)
                    != CivilCalendar.daysFromAnyCivil(year: year, month: month, day: day)
                {
                    Issue.record("daysFromCivil(\(year), \(month), \(day))")
                    return
                }
            }
        }
        for (y, m, d) in [(0, 1, 1), (10_000, 1, 1), (2024, 0, 1), (2024, 13, 1), (2024, 2, 0), (2024, 2, 32), (-5, 3, 1)] {
            #expect(CivilCalendar.daysFromCivil(year: y, month: m, day: d) == CivilCalendar.daysFromAnyCivil(year: y, month: m, day: d))
        }
    }

    @Test func datesAtTheirEdges() {
        let cases: [(String, String)] = [
            ("0001-01-01", "0001-01-01"), ("9999-12-31", "9999-12-31"), ("2024-02-29", "2024-02-29"),
            ("2000-02-29", "2000-02-29"), ("0004-02-29", "0004-02-29"), ("1900-03-01", "1900-03-01"),
            ("1969-12-31", "1969-12-31"), ("1970-01-01", "1970-01-01"),
        ]
        for (iso, expected) in cases {
            let date = LocalDate(iso: iso)
            #expect(date.map { String(decoding: appended($0.write(into:)), as: UTF8.self) } == expected)
        }
        #expect(LocalDate(iso: "1900-02-29") == nil)
        // Day numbers beyond the valid range are written in full, as before.
        for days in [Int32.min, Int32.max, -719_163, 2_932_897, -800_000, 3_000_000] {
            let date = LocalDate(daysSinceEpoch: days)
            #expect(appended(date.write(into:)) == Reference.date(date), "\(days)")
        }
        var rng = SplitMix64(seed: 366)
        for _ in 0..<50_000 {
            let date = LocalDate(daysSinceEpoch: Int32(truncatingIfNeeded: rng.next()))
            let valid = LocalDate(daysSinceEpoch: Int32(CivilCalendar.minDay + Int(rng.below(3_652_059))))
            #expect(appended(date.write(into:)) == Reference.date(date))
            #expect(appended(valid.write(into:)) == Reference.date(valid))
        }
    }

    @Test func dateTimesAndTimes() {
        var rng = SplitMix64(seed: 86_400)
        for _ in 0..<20_000 {
            let seconds = Int64(CivilCalendar.minDay) * 86_400 + Int64(rng.below(3_652_059 * 86_400))
            let offset = rng.below(8) == 0 ? Int16(truncatingIfNeeded: rng.next()) : Int16(rng.below(1681)) - 840
            let value = LocalDateTime(secondsSinceEpoch: seconds, offsetMinutes: offset)
            #expect(appended(value.write(into:)) == Reference.dateTime(value), "\(seconds) \(offset)")
            if value.date.isValid, abs(Int(offset)) <= 18 * 60 + 59 { #expect(LocalDateTime(iso: value.iso) == value) }
        }
        for extreme in [Int64.min / 2, Int64.max / 2] {
            for offset in [Int16.min, 0, Int16.max] {
                let value = LocalDateTime(secondsSinceEpoch: extreme, offsetMinutes: offset)
                #expect(appended(value.write(into:)) == Reference.dateTime(value))
            }
        }
        for minutes in Array(Int16(-1441)...1441) + [Int16.min, Int16.max] {
            let time = TimeOfDay(minutes: minutes)
            #expect(appended(time.write(into:)) == Reference.time(time), "\(minutes)")
        }
        #expect(TimeOfDay(minutes: 0).iso == "00:00" && TimeOfDay(minutes: 1439).iso == "23:59")
    }

    @Test func numbersAtTheirEdges() {
        let mantissas: [Int64] = [0, 1, -1, 9, 10, -10, 99, 100, 12345, Int64.max, Int64.min, Int64.min + 1, 999_999_999_999_999_999]
        let scales: [Int8] = [Int8.min, -19, -1, 0, 1, 2, 17, 18, 19, 20, 39, 40, 41, Int8.max]
        for mantissa in mantissas {
            for scale in scales {
                let number = Number(mantissa: mantissa, scale: scale)
                #expect(appended(number.write(into:)) == Reference.number(number), "\(mantissa)e-\(scale)")
                for target in [-5, 0, 1, 2, 3, 18, 40, 41, 200] {
                    #expect(
                        appended { number.write(into: &$0, scale: target) } == Reference.number(number, scale: target),
                        "\(mantissa)e-\(scale) at \(target)")
                }
            }
        }
        #expect(Number(mantissa: Int64.min, scale: 0).description == "-9223372036854775808")
        #expect(Number(mantissa: -5, scale: 3).description == "-0.005")
        #expect(Number(mantissa: 5, scale: -2).description == "500")
        #expect(Number(2000).formatted(scale: 2) == "2000.00")
    }

    @Test func randomNumbers() {
        var rng = SplitMix64(seed: 10)
        for _ in 0..<20_000 {
            let mantissa = Int64(bitPattern: rng.next()) >> Int(rng.below(64))
            let number = Number(mantissa: mantissa, scale: Int8(Int(rng.below(25)) - 3))
            let target = Int(rng.below(24)) - 2
            #expect(appended(number.write(into:)) == Reference.number(number))
            #expect(appended { number.write(into: &$0, scale: target) } == Reference.number(number, scale: target))
        }
    }

    @Test func paddedDigits() {
        for value in [0, 7, -7, 42, -42, 123, 9999, 10_000, -10_000, Int.max, Int.min, Int.min + 1] {
            for width in 0...20 {
                var out: [UInt8] = []
                CivilCalendar.writePadded(value, width: width, into: &out)
                #expect(out == Reference.padded(value, width: width), "\(value) \(width)")
            }
        }
    }
}
