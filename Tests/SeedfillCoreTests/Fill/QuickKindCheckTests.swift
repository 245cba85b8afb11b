import Testing

@testable import SeedfillCore

/// The quick checks of every field type (issue 15, item 4): multiple choices, attachments,
/// references, read-only fields, fields with rules and patterns without byte tables each have
/// one (see ``QuickShape``). On thousands of random values, valid and not, whatever a quick
/// check accepts the general check accepts too, and it accepts almost all that is valid.
@Suite struct QuickKindCheckTests {
    static let model = """
        { "model": "k", "sections": [ { "key": "s", "fields": [
          { "key": "kind", "type": "choice", "options": ["p", "e"] },
          { "key": "open", "type": "boolean" },
          { "key": "extras", "type": "multichoice", "minItems": 1, "maxItems": 3, "options": [
            { "value": "alarm" }, { "value": "immobilizer" }, { "value": "gps" }, { "value": "Йод" },
            { "value": "none", "exclusive": true } ] },
          { "key": "many", "type": "multichoice", "maxItems": 4, "options": ["alarm", "gps", "Йод", 1, 2, 3.5, "a", "b", "c",
            { "value": "none", "exclusive": true } ] },
          { "key": "sizes", "type": "multichoice", "optional": true, "options": [1, 2, 3.5],
            "rules": [ { "when": "kind == 'e'", "minItems": 2 } ] },
          { "key": "photo", "type": "attachment", "accept": ["image/png", "image/jpeg"], "maxSize": 1000 },
          { "key": "photos", "type": "attachment", "optional": true, "accept": ["image/png"], "maxSize": 500,
            "minItems": 1, "maxItems": 3 },
          { "key": "scans", "type": "attachment", "maxItems": 2 },
          { "key": "locked", "type": "boolean", "initialValue": true, "enabledWhen": "open" },
          { "key": "lockedText", "type": "text", "maxLength": 4, "enabledWhen": "open", "initialValue": "ab" },
          { "key": "lockedNumber", "type": "integer", "min": 1, "max": 9, "enabledWhen": "kind == 'p'" },
          { "key": "cyr", "type": "text", "pattern": "^[А-Я]{2}-[0-9]{2}$" },
          { "key": "doc", "type": "text", "rules": [
            { "when": "kind == 'p'", "mask": "## ??" }, { "when": "kind == 'e'", "pattern": "^Ж[0-9]{3}$" } ] },
          { "key": "issued", "type": "date", "min": "2000-01-01", "max": "2026-01-01",
            "rules": [ { "when": "kind == 'e'", "min": "2020-11-01" } ] }
        ] } ] }
        """

    /// Random values for a field holding `value`: arrays of options (repeated, exclusive, other
    /// spellings, numbers at other scales, too few and too many), files and arrays of files
    /// (other types, sizes around the limits, missing or wrong keys), and the record's values.
    static func candidates(for value: Value, in record: [Value], rng: inout SplitMix64) -> [Value] {
        let options: [Value] = [
            .string("alarm"), .string("immobilizer"), .string("gps"), .string("Йод"), .string("И\u{0306}од"), .string("none"),
            .string("Alarm"), .number(Number(1)), .number(Number(mantissa: 20, scale: 1)), .number(Number(mantissa: 35, scale: 1)),
            .number(Number(mantissa: 350, scale: 2)), .number(Number(4)), .bool(true), .null,
        ]
        var out: [Value] = [value, .null, record[Int(rng.below(UInt64(record.count)))], .string("ab"), .bool(false)]
        for _ in 0..<6 {
            let count = Int(rng.below(5))
            // Mostly the well-spelled options, so that many arrays are valid.
            out.append(.array((0..<count).map { _ in options[Int(rng.below(rng.below(3) == 0 ? 14 : 4))] }))
        }
        for _ in 0..<4 {
            let count = Int(rng.below(5))
            out.append(.array((0..<count).map { _ in file(&rng) }))
            out.append(file(&rng))
        }
        let texts = ["АБ-12", "АБ-1", "Аб-12", "12 AB", "12 ab", "Ж123", "Ж12", "AB-12", "ab", "abcde", "", "true"]
        out.append(.string(texts[Int(rng.below(UInt64(texts.count)))]))
        for delta in [-1, 0, 1] {
            let bound = LocalDate(iso: ["2000-01-01", "2020-11-01", "2026-01-01"][Int(rng.below(3))])
            if let date = bound?.adding(days: delta) { out.append(.date(date)) }
        }
        out.append(.number(Number(Int64(rng.below(12)))))
        out.append(.object(ObjectValue(keys: ["id"], values: [.number(Number(1))])))
        return out
    }

    /// One file, usually well formed: a type accepted or not, a size around the limits.
    static func file(_ rng: inout SplitMix64) -> Value {
        let mime = ["image/png", "image/jpeg", "image/gif", "IMAGE/PNG"][Int(rng.below(rng.below(3) == 0 ? 4 : 2))]
        let size: Value =
            switch rng.below(8) {
            case 0: .number(Number(mantissa: 5, scale: 1))
            case 1: .string("12")
            case 2: .number(Number(-1))
            default: .number(Number(Int64(rng.below(1_200))))
            }
        var keys = ["fileName", "mimeType", "size"]
        var values: [Value] = [.string("f.png"), .string(mime), size]
        if rng.below(10) == 0 {
            let dropped = Int(rng.below(3))
            keys.remove(at: dropped)
            values.remove(at: dropped)
        }
        if rng.below(10) == 0 { values[0] = .number(Number(1)) }
        return .object(ObjectValue(keys: keys, values: values))
    }

    @Test func whatEveryTypesQuickCheckAcceptsTheGeneralCheckAccepts() throws {
        let fixture = try FillFixture.make(model: Self.model)
        let check = fixture.filler.check
        var rng = SplitMix64(seed: 0x0_41C_C4EC)
        var valid: [String: Int] = [:]
        var accepted: [String: Int] = [:]
        for record in 1...150 {
            let frame = try fixture.fill(record)
            for id in QuickCheckTests.valueFields(fixture.plan, frame: 0) {
                let field = check.fields[id]
                let name = fixture.plan.fields[id].field.key
                #expect(field.quickShape != .general, "\(name) has no quick check")
                for candidate in Self.candidates(for: frame.values[field.slot.index], in: frame.values, rng: &rng) {
                    var context = EvaluationContext(
                        frames: [frame.values], recordIndex: record, today: FillFixture.today, now: fixture.filler.now)
                    context.frames[0][field.slot.index] = candidate
                    var general = context
                    let quick = withUnsafePointer(to: candidate) { field.accepts($0, in: &context) }
                    let verdict = Result { () throws(EvaluationError) in
                        try check.generalViolation(of: candidate, field: id, field, in: &general)
                    }
                    let passes = if case .success(nil) = verdict { true } else { false }
                    if quick {
                        #expect(passes, "\(name) = \(candidate.jsonText) in record \(record): accepted, but \(verdict)")
                        accepted[name, default: 0] += 1
                    }
                    // Other spellings of options are the general check's to find.
                    if passes, !candidate.jsonText.contains("\u{0306}") { valid[name, default: 0] += 1 }
                }
            }
        }
        // Every field had valid values to accept, and its quick check accepted nearly all.
        #expect(valid.count == QuickCheckTests.valueFields(fixture.plan, frame: 0).count, "\(valid)")
        for (name, count) in valid {
            #expect(count >= 20, "\(name): only \(count) valid values")
            #expect(
                accepted[name, default: 0] * 10 >= count * 9, "\(name): accepted \(accepted[name, default: 0]) of \(count) valid values")
        }
    }

    /// A reference's quick check is the type check of the general one, for records and keys.
    @Test func aReferenceIsAcceptedExactlyWhenItsTypeIsRight() {
        var rng = SplitMix64(seed: 0x4EF)
        for _ in 0..<2_000 {
            var value = CompiledConstraintsTests.value(&rng)
            if rng.below(4) == 0 { value = .object(ObjectValue(keys: ["k"], values: [value])) }
            for embeds in [false, true] {
                let quick = withUnsafePointer(to: value) { PlannedField.admitsReference($0, embeds: embeds) }
                #expect(quick == (FieldCheck.referenceViolation(value, embeds: embeds) == nil), "\(value.jsonText), embed \(embeds)")
            }
        }
    }
}
