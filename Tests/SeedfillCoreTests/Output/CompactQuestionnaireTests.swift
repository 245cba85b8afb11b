import Foundation
import Testing

@testable import SeedfillCore

/// JSON with the whitespace outside strings removed: pretty output as compact output reads.
private func minified(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var inString = false
    var escaped = false
    for byte in bytes {
        if inString {
            out.append(byte)
            if escaped {
                escaped = false
            } else if byte == 0x5C {
                escaped = true
            } else if byte == 0x22 {
                inString = false
            }
        } else if byte != 0x20, byte != 0x0A {
            if byte == 0x22 { inString = true }
            out.append(byte)
        }
    }
    return out
}

/// Text of every kind the compact path tells apart: short and long, clean, with escapes, and
/// multi-byte UTF-8 (short Swift strings are stored inline, long ones on the heap).
private func randomText(_ rng: inout SplitMix64) -> String {
    let pieces = ["a", "Z", "0", " ", "Ж", "€", "😀", "\"", "\\", "\n", "\u{1}", "\u{7F}", ":", ","]
    let length = Int(rng.below(rng.below(4) == 0 ? 90 : 20))
    let clean = rng.below(2) == 0
    var text = ""
    for _ in 0..<length {
        let piece = pieces[Int(rng.below(UInt64(clean ? 8 : pieces.count)))]
        text += piece
    }
    return text
}

/// Any value at all, the ones no field type holds included (the writer writes what it finds).
private func randomValue(_ rng: inout SplitMix64, depth: Int = 0) -> Value {
    switch rng.below(depth < 2 ? 13 : 10) {
    case 0: return .null
    case 1: return .bool(rng.below(2) == 0)
    case 2: return .number(Number(Int64(bitPattern: rng.next()) >> Int(rng.below(64))))
    case 3:
        // Negative scales too (trailing zeros, past the room reserved in place); never of zero,
        // which would read "000".
        let mantissa = (Int64(bitPattern: rng.next()) >> Int(rng.below(64))) | 1
        return .number(Number(mantissa: mantissa, scale: Int8(Int(rng.below(50)) - 25)))
    case 4, 5: return .string(randomText(&rng))
    case 6: return .date(LocalDate(daysSinceEpoch: Int32(truncatingIfNeeded: Int64(rng.below(8_000_000)) - 4_000_000)))
    case 7:
        let seconds = Int64(rng.below(400_000_000_000)) - 200_000_000_000
        return .dateTime(LocalDateTime(secondsSinceEpoch: seconds, offsetMinutes: Int16(Int(rng.below(1800)) - 900)))
    case 8: return .time(TimeOfDay(minutes: Int16(rng.below(1440))))
    case 9: return .duration(Duration(months: Int32(rng.below(30)), days: Int32(rng.below(40)), seconds: Int64(rng.below(90_000))))
    case 10, 11: return .array((0..<rng.below(4)).map { _ in randomValue(&rng, depth: depth + 1) })
    default:
        let count = Int(rng.below(3))
        return .object(
            ObjectValue(keys: (0..<count).map { "k\($0)" }, values: (0..<count).map { _ in randomValue(&rng, depth: depth + 1) }))
    }
}

/// `frame` with random values and visibility in every slot, its list items' slots included.
private func scrambled(_ frame: FilledFrame, _ rng: inout SplitMix64) -> FilledFrame {
    var frame = frame
    for slot in frame.values.indices {
        if rng.below(3) > 0 { frame.values[slot] = randomValue(&rng) }
        if rng.below(6) == 0 { frame.visible[slot].toggle() }
    }
    // Frames without lists may hold no item arrays at all.
    for slot in frame.items.indices {
        frame.items[slot] = frame.items[slot].map { scrambled($0, &rng) }
    }
    return frame
}

/// Keys past the 32 bytes a compact step holds, objects nested in list items, lists in lists,
/// a section that may end up empty: the shapes the compact program lays out differently.
private let wideModel = """
    {"model": "wide", "sections": [
      {"key": "aSectionWhoseKeyIsLongerThanAStepHolds", "title": "Long", "fields": [
        {"key": "aTextFieldWhoseKeyIsLongerThanAStepHolds", "type": "text"},
        {"key": "b", "type": "text", "optional": true},
        {"key": "aDecimalFieldWhoseKeyIsLongerThanAStepHolds", "type": "decimal", "scale": 3}]},
      {"key": "empty", "title": "Empty", "fields": [{"key": "only", "type": "text", "optional": true}]},
      {"key": "aListFieldWhoseKeyIsLongerThanAStepCanHold", "type": "list", "fields": [
        {"key": "x", "type": "integer"},
        {"key": "inner", "type": "group", "fields": [{"key": "y", "type": "date"}, {"key": "z", "type": "time"}]},
        {"key": "nested", "type": "list", "fields": [{"key": "w", "type": "boolean"}]}]},
      {"key": "keyOfThirtyOneBytesExactly_____", "type": "text"},
      {"key": "keyOfThirtyTwoBytesExactly______", "type": "text"}
    ]}
    """

private let wideSeed = """
    {"model": "wide", "count": 12, "fields": {
       "aListFieldWhoseKeyIsLongerThanAStepCanHold": {"const": [
         {"x": 1, "inner": {"y": "2020-02-29", "z": "10:30"}, "nested": [{"w": true}, {"w": false}]},
         {"x": 2, "inner": {"y": "2021-01-01", "z": "00:00"}, "nested": []}]}}}
    """

@Suite struct CompactQuestionnaireTests {
    @Test func compactOutputIsThePrettyOutputWithoutItsWhitespace() throws {
        try expectCompactIsPrettyMinified(model: OutputShapeTests.model, seed: OutputShapeTests.seed, rngSeed: 64)
    }

    @Test func longKeysNestedItemsAndEmptyObjectsAreWrittenAsThePrettyWriterDoes() throws {
        try expectCompactIsPrettyMinified(model: wideModel, seed: wideSeed, rngSeed: 65)
    }

    /// Writes 3000 scrambled records of `model` both ways and compares them.
    private func expectCompactIsPrettyMinified(model: String, seed: String, rngSeed: UInt64) throws {
        let fixture = try FillFixture.make(model: model, seed: seed)
        let writer = QuestionnaireWriter(plan: fixture.plan)
        var rng = SplitMix64(seed: rngSeed)
        // One writer for every record, as a job reuses one: it starts small and must grow.
        var compact = JSONWriter(pretty: false, capacity: 1)
        for record in 1...3000 {
            let frame = scrambled(try fixture.fill(record % 12 + 1), &rng)
            compact.reset()
            writer.write(frame, into: &compact)
            var pretty = JSONWriter(pretty: true)
            writer.write(frame, into: &pretty)
            #expect(compact.buffer == minified(pretty.buffer), "record \(record)")
            // And an independent reader takes it.
            #expect(try JSONSerialization.jsonObject(with: Data(compact.buffer)) is [String: Any], "record \(record)")
        }
    }

    @Test func recordsAppendToWhatTheWriterHolds() throws {
        let fixture = try FillFixture.make(model: OutputShapeTests.model, seed: OutputShapeTests.seed)
        let writer = QuestionnaireWriter(plan: fixture.plan)
        var all = JSONWriter(pretty: false, capacity: 3)
        var expected: [UInt8] = []
        for record in 1...12 {
            let frame = try fixture.fill(record)
            var alone = JSONWriter(pretty: false)
            writer.write(frame, into: &alone)
            writer.write(frame, into: &all)
            all.buffer.append(0x0A)
            expected += alone.buffer + [0x0A]
        }
        #expect(all.buffer == expected)
        #expect(all.count == expected.count)
    }

    @Test func cleanTextIsCopiedAndTextToEscapeIsRefused() {
        // Every length around the word and block sizes, every byte at every position.
        for length in Array(0...40) + [47, 48, 49, 63, 64, 65] {
            for position in 0..<Swift.max(length, 1) {
                for byte in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "b"), count: length)
                    if length > 0 { bytes[position] = UInt8(byte) }
                    let dirty = length > 0 && (byte < 0x20 || byte == 0x22 || byte == 0x5C)
                    var out = [UInt8](repeating: 0xEE, count: length + 2)
                    let written = bytes.withUnsafeBufferPointer { text in
                        out.withUnsafeMutableBufferPointer { JSONEscaping.writeQuotedIfClean(text, to: $0.baseAddress!) }
                    }
                    if dirty {
                        if written != 0 { Issue.record("byte \(byte) at \(position) of \(length) not refused") }
                    } else if written != length + 2 || out != [0x22] + bytes + [0x22] {
                        Issue.record("byte \(byte) at \(position) of \(length): \(out)")
                    }
                }
            }
        }
    }

    @Test func wholeNumbersAreWrittenAsNumbersWriteThem() {
        var rng = SplitMix64(seed: 20)
        var values: [Int64] = [0, 1, -1, 9, 10, -10, 99, 100, Int64.max, Int64.min, Int64.min + 1]
        values += [9_999, 10_000, 99_999_999, 100_000_000, -99_999_999, -100_000_000]
        for _ in 0..<20_000 { values.append(Int64(bitPattern: rng.next()) >> Int(rng.below(64))) }
        for value in values {
            var expected: [UInt8] = []
            Number(value).write(into: &expected)
            var out = [UInt8](repeating: 0, count: 24)
            let count = out.withUnsafeMutableBufferPointer { CompactScalars.writeInteger(value, to: $0.baseAddress!) }
            #expect(Array(out[0..<count]) == expected, "\(value)")
        }
    }

    @Test func smallWholeNumbersAreWrittenAsNumbersWriteThem() {
        // Every number the short path takes, and its edges.
        for value in Int64(-101)...10_101 {
            var expected: [UInt8] = []
            Number(value).write(into: &expected)
            var out = [UInt8](repeating: 0, count: 24)
            let count = out.withUnsafeMutableBufferPointer { CompactScalars.writeInteger(value, to: $0.baseAddress!) }
            #expect(Array(out[0..<count]) == expected, "\(value)")
        }
    }

    @Test func decimalsAtTheirScaleAreWrittenAsNumbersWriteThem() {
        var rng = SplitMix64(seed: 21)
        var numbers: [Number] = [Number(mantissa: 0, scale: 2), Number(mantissa: 5, scale: 2), Number(mantissa: -5, scale: 1)]
        numbers += [Number(mantissa: .max, scale: 18), Number(mantissa: .min, scale: 18), Number(mantissa: .min, scale: 1)]
        for _ in 0..<20_000 {
            let mantissa = Int64(bitPattern: rng.next()) >> Int(rng.below(64))
            numbers.append(Number(mantissa: mantissa, scale: Int8(1 + rng.below(18))))
        }
        for number in numbers {
            let scale = Int(number.scale)
            var expected: [UInt8] = []
            number.write(into: &expected, scale: scale)
            var out = [UInt8](repeating: 0, count: 24)
            let count = out.withUnsafeMutableBufferPointer {
                CompactScalars.writeFixed(number.mantissa, scale: scale, to: $0.baseAddress!)
            }
            #expect(Array(out[0..<count]) == expected, "\(number.mantissa) scale \(scale)")
        }
    }

    @Test func datesAreWrittenAsDatesWriteThemBetweenQuotes() {
        // Every day of four centuries around now, the first and last four-digit years, and
        // days far beyond them.
        var days = Array(-80_000...80_000) + Array(CivilCalendar.minDay - 400...CivilCalendar.minDay + 400)
        days += Array(CivilCalendar.maxDay - 400...CivilCalendar.maxDay + 400) + [Int(Int32.min), Int(Int32.max)]
        for day in days {
            let date = LocalDate(daysSinceEpoch: Int32(day))
            var expected: [UInt8] = [0x22]
            date.write(into: &expected)
            expected.append(0x22)
            var out = [UInt8](repeating: 0, count: 24)
            let count = out.withUnsafeMutableBufferPointer { CompactScalars.writeDate(date, to: $0.baseAddress!) }
            if Array(out[0..<count]) != expected { Issue.record("day \(day): \(out[0..<count]) for \(expected)") }
        }
    }

    @Test func theRoomAfterAKeyHoldsEveryValueWrittenInPlace() {
        // A quoted time, date or date-time, a keyword, a whole number (20 bytes at most), a
        // decimal at its scale (22); and the 31 bytes a block copy of a key may run past it.
        let quoted = Swift.max(TimeOfDay.maxTextCount, LocalDate.maxTextCount, LocalDateTime.maxTextCount) + 2
        #expect(CompactProgram.valueRoom >= Swift.max(quoted, 22, CompactProgram.headCount))
        #expect(CompactProgram.slack >= CompactProgram.headCount - 1)
    }
}
