import Testing

@testable import SeedfillCore

/// The escaping JSON asks for, one byte at a time: the reference the writer's fast paths must match.
private func referenceQuoted(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x22]
    for byte in bytes {
        switch byte {
        case 0x22: out += [0x5C, 0x22]
        case 0x5C: out += [0x5C, 0x5C]
        case 0x0A: out += Array("\\n".utf8)
        case 0x0D: out += Array("\\r".utf8)
        case 0x09: out += Array("\\t".utf8)
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
        default: out.append(byte)
        }
    }
    return out + [0x22]
}

/// Characters that stress the escaper: every kind of byte it tells apart, and multi-byte UTF-8.
private let alphabet: [String] =
    (0x00...0x1F).map { String(Unicode.Scalar(UInt8($0))) }
    + ["\"", "\\", "/", " ", "!", "#", "[", "]", "a", "Z", "0", "~", "\u{7F}", "\u{80}", "\u{FF}"]
    + ["Ж", "я", "ё", "€", "\u{2028}", "\u{2029}", "\u{FEFF}", "😀", "👩‍💻", "\u{10FFFF}"]

private func randomText(_ rng: inout SplitMix64) -> String {
    var text = ""
    let length = Int(rng.below(41))
    // A third of the strings hold nothing to escape, so long clean runs (the fast path) are common.
    let clean = rng.below(3) == 0
    for _ in 0..<length {
        let piece = alphabet[Int(rng.below(UInt64(alphabet.count)))]
        text += clean && piece.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) ? "x" : piece
    }
    return text
}

private func written(pretty: Bool = false, _ body: (inout JSONWriter) -> Void) -> [UInt8] {
    var writer = JSONWriter(pretty: pretty)
    body(&writer)
    return writer.buffer
}

@Suite struct JSONWriterTests {
    @Test func stringsMatchTheReferenceAndReadBack() throws {
        var rng = SplitMix64(seed: 2028)
        for _ in 0..<5000 {
            let text = randomText(&rng)
            let bytes = written { $0.string(text) }
            #expect(bytes == referenceQuoted(Array(text.utf8)), "\(text.debugDescription)")
            var viaValue: [UInt8] = []
            Value.string(text).writeJSON(into: &viaValue)
            #expect(bytes == viaValue, "\(text.debugDescription)")
            let node = try #require(JSONReader.parse(bytes, file: "t").node, "\(text.debugDescription)")
            #expect(node.stringValue == text, "\(text.debugDescription)")
        }
    }

    @Test func longTextsAreEscapedInPieces() throws {
        // Escaping goes 4096 bytes at a time: escapes and multi-byte characters across the seams.
        var rng = SplitMix64(seed: 4096)
        for _ in 0..<40 {
            var text = ""
            while text.utf8.count < 4096 * 3 + Int(rng.below(100)) { text += randomText(&rng) }
            let bytes = written { $0.string(text) }
            #expect(bytes == referenceQuoted(Array(text.utf8)))
            #expect(try #require(JSONReader.parse(bytes, file: "t").node).stringValue == text)
        }
    }

    @Test func everyByteAtEveryPositionIsFound() {
        // The eight-byte scan and its overlapping last word, for every length around the word size.
        for length in 1...24 {
            for filler: UInt8 in [0x20, 0x21, 0x5B, 0x5D, 0x7F, 0x80, 0xD0, 0xFF] {
                for position in 0..<length {
                    for byte in 0...255 {
                        var bytes = [UInt8](repeating: filler, count: length)
                        bytes[position] = UInt8(byte)
                        let expected = byte < 0x20 || byte == 0x22 || byte == 0x5C
                        let found = bytes.withUnsafeBufferPointer { JSONEscaping.needsEscape($0) }
                        if found != expected {
                            Issue.record("byte \(byte) at \(position) of \(length) in \(filler)s: \(found)")
                            return
                        }
                    }
                }
            }
        }
    }

    @Test func randomBytesAreEscapedAsTheReferenceDoes() {
        var rng = SplitMix64(seed: 92)
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xD0, 0xFF]
        for _ in 0..<20_000 {
            let length = Int(rng.below(40))
            let pool = rng.below(4) == 0 ? interesting : [0x61, 0x62, 0xD0, 0x9F, 0x20, 0x7E]
            let bytes = (0..<length).map { _ in pool[Int(rng.below(UInt64(pool.count)))] }
            let out = written { writer in bytes.withUnsafeBufferPointer { writer.string(utf8: $0) } }
            #expect(out == referenceQuoted(bytes), "\(bytes)")
        }
    }

    @Test func encodedKeysWriteAsKeys() {
        var rng = SplitMix64(seed: 5)
        for _ in 0..<2000 {
            let key = randomText(&rng)
            var encoded = JSONWriter(pretty: false)
            encoded.key(key, first: true)
            let keyBytes = encoded.buffer
            for pretty in [false, true] {
                for first in [false, true] {
                    let direct = written(pretty: pretty) {
                        $0.beginObject()
                        $0.key(key, first: first)
                    }
                    let fromTable = written(pretty: pretty) { writer in
                        writer.beginObject()
                        keyBytes.withUnsafeBufferPointer { writer.key(encoded: $0, first: first) }
                    }
                    #expect(direct == fromTable, "\(key.debugDescription)")
                }
            }
        }
    }

    @Test func prettyAndCompactLayout() {
        let value = Value.object(
            ObjectValue(
                keys: ["a", "list", "empty", "inner"],
                values: [
                    .number(Number(mantissa: -1500, scale: 2)), .array([.bool(true), .null, .string("x\"y")]),
                    .array([]), .object(ObjectValue(keys: ["d"], values: [.date(LocalDate(iso: "2024-02-29")!)])),
                ]))
        let compact = String(decoding: written { $0.value(value) }, as: UTF8.self)
        #expect(compact == #"{"a":-15.00,"list":[true,null,"x\"y"],"empty":[],"inner":{"d":"2024-02-29"}}"#)
        let pretty = String(decoding: written(pretty: true) { $0.value(value) }, as: UTF8.self)
        #expect(
            pretty == """
                {
                  "a": -15.00,
                  "list": [
                    true,
                    null,
                    "x\\"y"
                  ],
                  "empty": [],
                  "inner": {
                    "d": "2024-02-29"
                  }
                }
                """)
    }

    @Test func scalarsAsJSON() {
        func text(_ value: Value, scale: Int? = nil) -> String {
            String(decoding: written { $0.value(value, scale: scale) }, as: UTF8.self)
        }
        #expect(text(.number(Number(Int64.min))) == "-9223372036854775808")
        #expect(text(.number(Number(Int64.max)), scale: 2) == "9223372036854775807.00")
        #expect(text(.number(Number(mantissa: 5, scale: -3))) == "5000")
        #expect(text(.number(Number(mantissa: 15, scale: 1)), scale: 0) == "2")
        #expect(text(.date(.min)) == #""0001-01-01""#)
        #expect(text(.date(.max)) == #""9999-12-31""#)
        #expect(text(.dateTime(LocalDateTime(secondsSinceEpoch: 0, offsetMinutes: -150))) == #""1969-12-31T21:30:00-02:30""#)
        #expect(text(.time(TimeOfDay(minutes: 1439))) == #""23:59""#)
        #expect(text(.bool(false)) == "false")
        // As it always was: a duration's JSON text, quoted once more (no field type holds one).
        #expect(text(.duration(Duration(months: 14))) == #""\"1y 2m\"""#)
    }

    @Test func bufferGrowsAndCanBeReplaced() {
        var writer = JSONWriter(pretty: false, capacity: 1)
        var expected: [UInt8] = [0x5B]
        writer.beginArray()
        for i in 0..<3000 {
            writer.element(first: i == 0)
            writer.value(.string(String(repeating: "Ж", count: i % 50)))
            if i > 0 { expected.append(0x2C) }
            expected += referenceQuoted(Array(String(repeating: "Ж", count: i % 50).utf8))
        }
        writer.endArray(empty: false)
        expected.append(0x5D)
        #expect(writer.buffer == expected)
        writer.buffer.append(0x0A)
        #expect(writer.buffer == expected + [0x0A])
        writer.buffer = [1, 2]
        writer.beginObject()
        #expect(writer.buffer == [1, 2, 0x7B])
    }
}
