/// Questions that share one value name (a survey that asks one question in two wordings, each
/// shown in its own case): SurveyJS keeps one value for them, so they become one field shown
/// when either is.
extension SurveyTranslator {
    /// `fields` with each run of fields of one key merged into the first.
    mutating func merged(_ fields: [ImportedField]) -> [ImportedField] {
        var out: [ImportedField] = []
        for field in fields {
            guard let index = out.firstIndex(where: { $0.key == field.key }) else {
                out.append(field)
                continue
            }
            var first = out[index]
            guard Self.shape(first) == Self.shape(field) else {
                notes.append(
                    ImportNote(
                        kind: .untranslated, location: root.location, pointer: "#",
                        message: "two questions share the value name of '\(field.key)' with different shapes: only the first is translated")
                )
                continue
            }
            switch (first["visibleWhen"]?.stringValue, field["visibleWhen"]?.stringValue) {
            case (let a?, let b?): first["visibleWhen"] = .string("(\(a)) or (\(b))")
            default: first["visibleWhen"] = nil
            }
            out[index] = first
        }
        return out
    }

    /// What a field writes, apart from when it is shown and its title.
    private static func shape(_ field: ImportedField) -> String {
        var copy = field
        copy["visibleWhen"] = nil
        copy["title"] = nil
        var model = ImportedModel(name: "x")
        model.fields = [copy]
        return model.text(header: [])
    }
}
