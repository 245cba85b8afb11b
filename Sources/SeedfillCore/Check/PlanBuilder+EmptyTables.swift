/// Tables with a header and no rows, read where a required field can only get its value from
/// them: every record would fail, so `check` says so instead of `generate` at record 1.
extension PlanBuilder {
    /// Reports a seed `table` generator (`spec`) reading a table without rows for field `id`,
    /// when the field is always required.
    mutating func checkGeneratorTableHasRows(_ lookup: TableLookup, spec: GeneratorSpec, field id: FieldID) {
        let planned = fields[id]
        guard planned.kind == .field, Self.isAlwaysRequired(planned), let table = tables[lookup.table], table.rows.isEmpty else { return }
        let name = planned.fullPath.joined(separator: ".")
        diagnostics.error(
            "table \(Quoted.single(lookup.table)) has no rows, so the required field \(Quoted.single(name)) can get no value from it",
            at: spec.location, path: spec.path,
            hint: "add rows to \(table.file), or let \(Quoted.single(name)) be empty (\"optional\": true in the model)")
    }

    /// Reports a choice of field `id` whose options are the rows of a table without rows, when
    /// the field is always required: no value can be chosen.
    mutating func checkOptionTableHasRows(_ id: FieldID) {
        let planned = fields[id]
        guard case .table(let lookup)? = planned.field.options, Self.isAlwaysRequired(planned), let table = tables[lookup.table],
            table.rows.isEmpty
        else { return }
        let name = planned.fullPath.joined(separator: ".")
        diagnostics.error(
            "table \(Quoted.single(lookup.table)) has no rows, so the required \(planned.field.type.rawValue) field \(Quoted.single(name)) has no options",
            at: lookup.location, path: lookup.path,
            hint: "add rows to \(table.file), or let \(Quoted.single(name)) be empty (\"optional\": true in the model)")
    }

    /// Whether the field must have a value in every record where it is shown: not optional,
    /// with no condition or rule that could change that.
    static func isAlwaysRequired(_ planned: some PlannedFieldParts) -> Bool {
        !planned.field.optional && planned.field.requiredWhen == nil && planned.field.rules.isEmpty
    }
}
