import Testing

@testable import SeedfillCore

// Issue 15, item 4: the fast paths of lists and objects in a value, of multichoice sampling and
// of attachment file names give exactly what the general paths give.
@Suite struct CompactCompositesTests {
    /// The compact bytes of `value` through ``CompactComposites`` (its scalars through the
    /// writer, as ``CompactScalars/writeOther(_:kind:scale:into:)`` does).
    private func compact(_ value: Value) -> [UInt8] {
        var writer = JSONWriter(pretty: false)
        withUnsafePointer(to: value) { pointer in
            if !CompactComposites.write(pointer, into: &writer) { writer.value(pointer.pointee) }
        }
        return writer.buffer
    }

    /// The compact bytes of `value` through the writer's general path.
    private func general(_ value: Value) -> [UInt8] {
        var writer = JSONWriter(pretty: false)
        writer.value(value)
        return writer.buffer
    }

    @Test func listsAndObjectsMatchTheGeneralWriter() {
        let long = String(repeating: "x", count: 100)
        let file = Value.object(
            ObjectValue(
                keys: ["fileName", "mimeType", "size"], values: [.string("file-1.jpg"), .string("image/jpeg"), .number(Number(42))]))
        let values: [Value] = [
            .array([]),
            .object(ObjectValue(keys: [], values: [])),
            .array([.string("alarm"), .string("immobilizer")]),
            .array([file, file]),
            .array([.array([]), .array([.null, .bool(true), .number(Number(mantissa: -12345, scale: 3))])]),
            .object(
                ObjectValue(
                    keys: ["quote\"d", "Ж", long, "tab\t"],
                    values: [.string("a\nb"), .string(long), .date(LocalDate(daysSinceEpoch: 20000)), file])),
            .array([.duration(Duration(months: 1, days: 2, seconds: 3)), .time(TimeOfDay(minutes: 61)), .string("\u{1}")]),
        ]
        for value in values {
            #expect(compact(value) == general(value), "\(value)")
        }
    }

    // Issue 15: object keys written out once per array of keys (``ObjectKeyBytes``), through one
    // writer kept across objects as a job keeps it: arrays of keys taking turns (more than the
    // two it keeps), equal keys in another buffer, an array changed after it was written, keys
    // that need escapes, and objects inside objects (which take the outer keys' entries), each
    // object giving the general writer's bytes.
    @Test func objectKeysWrittenOutOnceMatchTheGeneralWriter() {
        let drawn = ["fileName", "mimeType", "size"]
        var changed = drawn
        let sameKeys = ["file" + "Name", "mime" + "Type", "si" + "ze"]
        let other = ["a", "bb", ""]
        let escaped = ["quote\"d", "plain", "tab\t"]
        var rng = SplitMix64(seed: 15)
        var writer = JSONWriter(pretty: false)
        for round in 0..<200 {
            if round == 100 { changed[1] = "type" }
            let keys = [drawn, changed, sameKeys, other, escaped, ["only"]][Int(rng.below(6))]
            var values = (0..<keys.count).map { Value.number(Number(Int64($0 + round))) }
            // Objects inside objects, whose keys take the entries the outer object's keys had.
            if rng.below(2) == 0 {
                let inner = [other, escaped, ["x", "y"], ["z"]][Int(rng.below(4))]
                let innerObject = Value.object(ObjectValue(keys: inner, values: inner.map { .string($0) }))
                values[Int(rng.below(UInt64(values.count)))] = rng.below(2) == 0 ? innerObject : .array([innerObject, innerObject])
            }
            let object = Value.object(ObjectValue(keys: keys, values: values))
            writer.reset()
            withUnsafePointer(to: object) { #expect(CompactComposites.write($0, into: &writer)) }
            #expect(writer.buffer == general(object), "\(object)")
        }
    }

    @Test func sampleDrawsWhatSubsetDraws() {
        let items = (0..<12).map { Value.number(Number(Int64($0))) }
        for seed in 0..<200 as Range<UInt64> {
            for size in [0, 1, 3, 12, 20] {
                var a = SplitMix64(seed: seed)
                var b = SplitMix64(seed: seed)
                let expected = Sampling.subset(of: items.count, size: size, rng: &a).map { items[$0] }
                #expect(Sampling.sample(items, size: size, rng: &b) == expected)
                #expect(a.next() == b.next())
            }
        }
    }

    // Issue 15, item 4: a file's members by position (keys in the drawn order) or by key, and
    // accepted types told apart by length first, admit exactly what the general check admits.
    @Test func attachmentFilesAdmittedByPositionOrKey() {
        let limits = CompiledConstraints(maxItems: 3, accept: ["image/jpeg", "application/pdf"], maxSize: 100)
        func file(_ keys: [String], _ values: [Value]) -> Value { .object(ObjectValue(keys: keys, values: values)) }
        func admits(_ files: [Value]) -> Bool { withUnsafePointer(to: Value.array(files)) { limits.admitsFiles($0) } }
        let drawn = ["fileName", "mimeType", "size"]
        #expect(admits([file(drawn, [.string("file-1.jpg"), .string("image/jpeg"), .number(Number(7))])]))
        #expect(admits([file(["size", "fileName", "mimeType"], [.number(Number(7)), .string("a.pdf"), .string("application/pdf")])]))
        // Same length as an accepted type, but not accepted; too big; a member missing.
        #expect(!admits([file(drawn, [.string("file-1.heic"), .string("image/heic"), .number(Number(7))])]))
        #expect(!admits([file(drawn, [.string("file-1.jpg"), .string("image/jpeg"), .number(Number(101))])]))
        #expect(!admits([file(["fileName", "mimeType"], [.string("file-1.jpg"), .string("image/jpeg")])]))
        #expect(!admits([file(["fileName", "type", "size"], [.string("file-1.jpg"), .string("image/jpeg"), .number(Number(7))])]))
    }

    @Test func fileNamesMatchTheirInterpolation() {
        for mime in ["image/jpeg", "image/png", "application/pdf", "image/heic", "text/plain", "odd", "video/x-very-long-subtype"] {
            for n in Array(1...10) + [123, Int.max] {
                #expect(RecordFiller.fileName(n, mime: mime) == "file-\(n).\(RecordFiller.extensionFor(mime))")
            }
        }
    }
}
