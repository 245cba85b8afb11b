/// `uuid`: an RFC 4122 version 4 UUID from the field's stream (`{"uuid": true}`), for text.
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseUUID(_:_:)`` takes `true` only;
/// - plan: ``Generator/uuid``, which an unmapped text field whose only constraint is a pattern
///   describing UUIDs (``UUIDPattern``) also gets (``PlanBuilder/useUUIDsForUUIDPatterns()``),
///   so that it can serve as a record's key; ``PlanBuilder/checkUUIDFits(spec:field:)``: text;
/// - unique: no numbered space, so `unique` redraws a repeat (which 122 random bits make rare);
/// - fill: ``RecordFiller/drawUUID(rng:)``, two numbers of the field's stream.
extension SeedParser {
    /// `true`, the only argument `uuid` takes.
    mutating func parseUUID(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        guard node.boolValue == true else {
            let found = node.boolValue == false ? "false" : node.typeDescription
            error("expected true for 'uuid', found \(found)", at: node.location, path, hint: "write {\"uuid\": true}")
            return nil
        }
        return .uuid
    }
}

extension PlanBuilder {
    /// An unmapped text field whose only constraint is a pattern describing UUIDs gets the
    /// `uuid` generator: the same values a matching regex would give, and it marks the field as
    /// the record's key for `ref`s that take keys.
    mutating func useUUIDsForUUIDPatterns() {
        for planned in fields where planned.kind == .field && planned.field.type == .text {
            guard case .modelDefault = planned.generator, planned.initialValue == nil, planned.defaultExpr == nil, planned.rules.isEmpty,
                planned.constraints.mask == nil, planned.constraints.minLength == nil, planned.constraints.maxLength == nil,
                let pattern = planned.constraints.pattern, UUIDPattern.describesUUIDs(pattern)
            else { continue }
            planned.generator = .uuid
        }
    }

    /// `uuid` fills text fields (and choices of text).
    mutating func checkUUIDFits(spec: GeneratorSpec, field id: FieldID) {
        if ![.text, .choice].contains(fields[id].field.type) { rejectUnfit("uuid", fits: "text", spec: spec, field: id) }
    }
}

extension Sampling {
    /// An RFC 4122 version 4 UUID, lowercase.
    static func uuid(rng: inout SplitMix64) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var bytes = [UInt8](repeating: 0, count: 16)
        let a = rng.next()
        let b = rng.next()
        for i in 0..<8 {
            bytes[i] = UInt8(truncatingIfNeeded: a >> (8 * i))
            bytes[8 + i] = UInt8(truncatingIfNeeded: b >> (8 * i))
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        var out: [UInt8] = []
        out.reserveCapacity(36)
        for (i, byte) in bytes.enumerated() {
            if i == 4 || i == 6 || i == 8 || i == 10 { out.append(UInt8(ascii: "-")) }
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension RecordFiller {
    /// One `uuid` draw.
    @inline(__always)
    static func drawUUID(rng: inout SplitMix64) -> Value {
        .string(Sampling.uuid(rng: &rng))
    }
}
