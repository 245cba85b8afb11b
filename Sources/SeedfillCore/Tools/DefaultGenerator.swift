/// The generator seedfill uses for a field that no seed entry maps, written in seed-file syntax
/// where the syntax can say it, with a sentence saying what it draws (used by `init` and
/// `explain`).
struct DefaultGenerator: Sendable, Equatable {
    /// The seed entry as compact JSON, or `nil` when no generator key says the same thing (the
    /// field is then best left unmapped, and `note` says what it gets).
    var entry: String?
    /// What the entry (or the unmapped default) produces, and why.
    var note: String

    /// The default for the non-container field `id` of `plan`.
    static func of(_ id: FieldID, in plan: ModelPlan) -> DefaultGenerator {
        let planned = plan.fields[id]
        let field = planned.field
        if let compute = field.compute {
            return DefaultGenerator(entry: nil, note: "computed from '\(compute.text)', never generated, so not mapped")
        }
        var result: DefaultGenerator
        if let expression = field.defaultExpr {
            result = DefaultGenerator(entry: nil, note: "the model's defaultExpr '\(expression.text)', unless mapped")
        } else if let initial = field.initialValue, let value = Value.fromJSON(initial) {
            result = DefaultGenerator(entry: "{\"const\": \(value.jsonText)}", note: "the model's initialValue")
        } else {
            result = drawn(field)
        }
        if let enabled = field.enabledWhen {
            result.note += "; read-only while '\(enabled.text)' is false, and then it keeps its initialValue (or null)"
        }
        if let validWhen = field.validWhen {
            result.note += "; a value breaking validWhen '\(validWhen.text)' is drawn again"
        }
        return result
    }

    /// What the model's default draws for `field`, leaving its initialValue and defaultExpr aside.
    static func drawn(_ field: Field) -> DefaultGenerator {
        switch field.type {
        case .choice: return choice(field)
        case .multichoice: return multichoice(field)
        case .text: return text(field)
        case .integer, .decimal: return number(field)
        case .date, .datetime, .time: return temporal(field)
        case .boolean: return DefaultGenerator(entry: "{\"bool\": 0.5}", note: "true or false, 50/50")
        case .geopoint:
            return DefaultGenerator(entry: nil, note: "a geopoint \"lat lon alt accuracy\" within the field's bounds")
        case .attachment where field.constraints.asFileName:
            let types = field.constraints.accept?.joined(separator: ", ") ?? "image/jpeg"
            return DefaultGenerator(entry: nil, note: "a plain file name \"\(field.key)-xxxx.ext\" of type \(types)")
        case .attachment:
            let types = field.constraints.accept?.joined(separator: ", ") ?? "image/jpeg"
            let size = field.constraints.maxSize.map { "up to \($0) bytes" } ?? "up to 5000000 bytes"
            let many = (field.constraints.maxItems ?? 1) > 1 ? "an array of up to \(field.constraints.maxItems ?? 1) " : "one "
            return DefaultGenerator(
                entry: nil,
                note: "no generator describes files; the default writes \(many){fileName, mimeType, size} of type \(types), \(size)")
        case .ref:
            let model = field.refModel ?? "?"
            return DefaultGenerator(
                entry: nil,
                note: "a random record of the seed file that fills '\(model)'; when several do, "
                    + "name one: {\"ref\": {\"model\": \"\(model)\", \"seed\": \"…\"}}")
        case .group, .list, .section:
            return DefaultGenerator(entry: nil, note: "filled field by field")
        }
    }

    // MARK: - Choices

    private static func choice(_ field: Field) -> DefaultGenerator {
        switch field.options {
        case .list(let options)?:
            let values = options.compactMap { Value.fromJSON($0.value)?.jsonText }
            var note = "one of the \(values.count) options, uniformly"
            if options.contains(where: { $0.visibleWhen != nil }) {
                note += "; an option hidden by its visibleWhen in a record is drawn again"
            }
            return DefaultGenerator(entry: "{\"oneOf\": [\(values.joined(separator: ", "))]}", note: note)
        case .table(let lookup)?:
            return DefaultGenerator(entry: tableEntry(lookup), note: tableNote(lookup))
        case .from(let source)?:
            return DefaultGenerator(
                entry: nil, note: "one of the answers '\(source.text)' holds in the record; empty when it holds none")
        case nil:
            return DefaultGenerator(entry: nil, note: "no options, so the field stays empty")
        }
    }

    private static func multichoice(_ field: Field) -> DefaultGenerator {
        if case .from(let source)? = field.options {
            return DefaultGenerator(entry: nil, note: "a subset of the answers '\(source.text)' holds in the record; left to the default")
        }
        guard case .list(let options)? = field.options else {
            return DefaultGenerator(
                entry: nil, note: "a subset of the table's values; no generator draws subsets of a table, so it is left to the default")
        }
        if options.contains(where: { $0.visibleWhen != nil }) {
            return DefaultGenerator(
                entry: nil,
                note:
                    "a subset of the options shown in the record (their visibleWhen filters them); left to the default, which filters before drawing"
            )
        }
        let plain = options.filter { !$0.exclusive }.compactMap { Value.fromJSON($0.value)?.jsonText }
        let exclusive = options.filter(\.exclusive).compactMap { Value.fromJSON($0.value)?.jsonText }
        let low = max(field.constraints.minItems ?? 1, 0)
        let high = min(field.constraints.maxItems ?? plain.count, plain.count)
        guard !plain.isEmpty, low <= high else {
            return DefaultGenerator(entry: nil, note: "only an exclusive option (or none) can be chosen; left to the default")
        }
        var note = "\(low) to \(high) of the options, uniformly"
        if !exclusive.isEmpty {
            note +=
                "; the default also picks the exclusive option \(exclusive.joined(separator: " or ")) alone now and then, which 'someOf' cannot (use 'when' or 'oneOf' for that)"
        }
        return DefaultGenerator(entry: "{\"someOf\": [\(plain.joined(separator: ", "))], \"min\": \(low), \"max\": \(high)}", note: note)
    }

    /// A table look-up as a `table` generator.
    static func tableEntry(_ lookup: TableLookup) -> String {
        var text = "{\"table\": \(quoted(lookup.table)), \"column\": \(quoted(lookup.column))"
        if !lookup.match.isEmpty {
            text += ", \"match\": {" + lookup.match.map { "\(quoted($0.column)): \(quoted($0.field.text))" }.joined(separator: ", ") + "}"
        }
        return text + "}"
    }

    private static func tableNote(_ lookup: TableLookup) -> String {
        let rows =
            lookup.match.isEmpty
            ? "a row of '\(lookup.table)'"
            : "a row of '\(lookup.table)' whose " + lookup.match.map { "\($0.column) is \($0.field.text)" }.joined(separator: " and ")
        return "column '\(lookup.column)' of \(rows) (the same row as other fields reading the table without 'match')"
    }

    /// A string as a JSON literal.
    static func quoted(_ text: String) -> String {
        Value.string(text).jsonText
    }
}
