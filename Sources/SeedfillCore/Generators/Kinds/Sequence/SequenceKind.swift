/// `sequence`: `start + (record − 1) · step`, formatted (`{"sequence": {"start": 1, "format":
/// "XXX%010d"}}`), for text and integer fields.
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseSequence(_:_:)`` reads `start`, `step` (not 0) and `format`;
/// - plan: ``PlanBuilder/compileSequence(start:step:format:)`` parses the format
///   (``SequenceFormat``) into ``Generator/sequence(start:step:format:)``;
///   ``PlanBuilder/checkSequenceFits(spec:field:)``: text, and integer without a format;
/// - unique: unique by construction, so `unique` leaves it as it is
///   (``PlanBuilder/compileUnique(_:spec:for:)``);
/// - fill: ``RecordFiller/drawSequence(start:step:format:record:for:)`` reads the record number
///   and nothing of the field's stream.
extension SeedParser {
    /// `{start?, step?, format?}`, counting from 1 by 1 unless told otherwise.
    mutating func parseSequence(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        guard
            let args = arguments(
                node, of: "sequence", allowed: ["start", "step", "format"], required: [],
                example: "{\"start\": 1, \"step\": 1, \"format\": \"XXX%010d\"}", path)
        else { return nil }
        var failed = false
        var start: Int64 = 1
        var step: Int64 = 1
        var format: SourceText?
        if let node = args["start"] {
            if let value = whole(node, for: "'start' of 'sequence'", path.appending("start"), in: Int64.min...Int64.max) {
                start = value
            } else {
                failed = true
            }
        }
        if let node = args["step"] {
            if let value = whole(node, for: "'step' of 'sequence'", path.appending("step"), in: Int64.min...Int64.max) {
                step = value
                if value == 0 {
                    error(
                        "'step' of 'sequence' must not be 0", at: node.location, path.appending("step"),
                        hint: "a sequence with step 0 repeats its start; use {\"const\": ...} for one value")
                    failed = true
                }
            } else {
                failed = true
            }
        }
        if let node = args["format"] {
            format = text(node, for: "'format' of 'sequence'", path.appending("format"))
            failed = failed || format == nil
        }
        guard !failed else { return nil }
        return .sequence(start: start, step: step, format: format)
    }
}

extension PlanBuilder {
    /// A sequence with its format parsed; a bad format is reported at its place in the text.
    mutating func compileSequence(start: Int64, step: Int64, format: SourceText?) -> Generator? {
        guard let format else { return .sequence(start: start, step: step, format: nil) }
        switch SequenceFormat.parse(format.text) {
        case .success(let parsed): return .sequence(start: start, step: step, format: parsed)
        case .failure(let error):
            diagnostics.append(error.diagnostic(text: format.text, at: format.location, path: format.path))
            return nil
        }
    }

    /// Without a format a sequence is a number, so it also fills integer fields.
    mutating func checkSequenceFits(spec: GeneratorSpec, field id: FieldID) {
        if ![.text, .choice, .integer].contains(fields[id].field.type) {
            rejectUnfit("sequence", fits: "text and integer", spec: spec, field: id)
        }
    }
}

extension RecordFiller {
    /// Value number `record` of the sequence: formatted text, else a number (its digits in a
    /// text field).
    @inline(__always)
    func drawSequence(start: Int64, step: Int64, format: SequenceFormat?, record: Int, for id: FieldID) -> Value {
        let n = start &+ Int64(record - 1) &* step
        if let format { return .string(format.format(n)) }
        return plan.fields[id].field.type == .text ? .string(String(n)) : .number(Number(n))
    }
}
