/// The type an expression gives against the field it fills, known when binding: a value of the
/// wrong type is reported at `check` instead of failing every record (or, for text read as a
/// number, being converted without a word).
///
/// What fits (the same rule the filler applies, see ``RecordFiller/conform(_:to:)``): a field
/// takes values of its own type; a text field also takes a number (written as its digits); a
/// date, date-time or time field also takes text in ISO form (as constants and bounds write
/// them), and a date-time field a date. Text never fills a number field, and a choice takes
/// values of its options' type only (a number is never one of the options `"2022"`, `"2023"`).
extension PlanBuilder {
    /// Reports a `compute` or `defaultExpr` of field `id` whose type cannot fill it.
    mutating func checkComputedType(_ id: FieldID) {
        let planned = fields[id]
        if let compute = planned.compute, let source = planned.field.compute {
            checkValueType(compute.staticType, of: "'compute'", field: id, at: source.location, path: source.path)
        }
        if let expression = planned.defaultExpr, let source = planned.field.defaultExpr {
            checkValueType(expression.staticType, of: "'defaultExpr'", field: id, at: source.location, path: source.path)
        }
    }

    /// Reports a seed generator of field `id` (an `expr` or a `template`, `spec`) whose values'
    /// type cannot fill it.
    mutating func checkGeneratedType(_ generator: Generator, spec: GeneratorSpec, field id: FieldID) {
        switch generator {
        case .expression(let expression):
            checkValueType(expression.staticType, of: "the expression", field: id, at: spec.location, path: spec.path)
        case .template:
            checkValueType(.string, of: "the template", field: id, at: spec.location, path: spec.path)
        default:
            break
        }
    }

    private mutating func checkValueType(_ type: ValueType, of what: String, field id: FieldID, at location: SourceLocation?, path: String)
    {
        let planned = fields[id]
        guard planned.kind == .field, let expected = Self.expectedTypes(of: planned), !expected.fits.contains(type),
            type != .any, type != .null
        else { return }
        diagnostics.error(
            "\(what) gives \(type == .string ? "text" : Self.article(type.typeName)), but \(Quoted.single(planned.field.key)) is \(Self.article(planned.field.type.rawValue)) field",
            at: location, path: path, hint: "\(Quoted.single(planned.field.key)) takes \(expected.described)")
    }

    /// The static types that fill `planned`, and how to say so; `nil` when any type may (a
    /// group, a reference, an attachment, a choice whose options are of several types).
    static func expectedTypes(of planned: some PlannedFieldParts) -> (fits: Set<ValueType>, described: String)? {
        switch planned.field.type {
        case .text: return ([.string, .number], "text (a number is written as its digits)")
        case .integer: return ([.number], "a whole number; text is never read as a number")
        case .decimal: return ([.number], "a number; text is never read as a number")
        case .date: return ([.date, .string], "a date, or text \"YYYY-MM-DD\"")
        case .datetime: return ([.dateTime, .date, .string], "a date-time, or text in ISO 8601 form")
        case .time: return ([.time, .string], "a time, or text \"HH:MM\"")
        case .boolean: return ([.bool], "true or false")
        case .geopoint: return ([.string], "text \"lat lon alt accuracy\", e.g. \"51.5074 -0.1278 11.0 5.0\"")
        case .multichoice, .list: return ([.array], "a list")
        case .choice:
            switch planned.valueType {
            case .string: return ([.string], "one of its options, which are text")
            case .number: return ([.number], "one of its options, which are numbers")
            default: return nil
            }
        case .attachment, .group, .section, .ref: return nil
        }
    }

    /// "a number", "an integer".
    static func article(_ word: String) -> String {
        (word.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + word
    }
}
