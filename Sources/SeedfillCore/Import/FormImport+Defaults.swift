/// Defaults that would keep a translated model from passing `check`: a form may propose an
/// answer from answers that in turn depend on it (a cycle, which SurveyJS and ODK resolve by
/// the order they work things out), or an expression whose value is of another type than its
/// question's. Such a `defaultExpr` is left out, with a remark where the form writes it, rather
/// than failing the whole import as the importer's fault.
extension FormImport {
    /// `translation` with each `defaultExpr` that `check` rejects left out (each tried in the
    /// order of the model, kept when the model passes with it and the ones kept before).
    func keepingDefaultsThatPass(_ translation: FormTranslation, name: String, hosts: HostValues = HostValues()) -> FormTranslation {
        let keys = translation.model.defaultExprKeys
        guard !keys.isEmpty, !passes(translation.model, name: name, translation, hosts) else { return translation }
        // When the model fails without any default too, the fault is elsewhere: reported as it is.
        guard passes(translation.model.keepingDefaultExprs([]), name: name, translation, hosts) else { return translation }
        var kept: Set<String> = []
        var out = translation
        for key in keys {
            if passes(translation.model.keepingDefaultExprs(kept.union([key])), name: name, translation, hosts) {
                kept.insert(key)
            } else if var source = translation.defaults[key] {
                source.note.message =
                    "the default '\(source.text)' is not translated: the model would not pass check with it (it would make answers "
                    + "read each other in a cycle, or give a value of another type); fixtures hold answers as typed"
                out.notes.append(source.note)
            }
        }
        out.model = translation.model.keepingDefaultExprs(kept)
        return out
    }

    private func passes(_ model: ImportedModel, name: String, _ translation: FormTranslation, _ hosts: HostValues) -> Bool {
        if case .success = check(model.text(header: []), name: name, context: translation.context, hosts: hosts, tables: translation.tables)
        {
            return true
        }
        return false
    }
}

extension ImportedModel {
    /// The keys of the fields with a `defaultExpr`, in the model's order, once each.
    var defaultExprKeys: [String] {
        var keys: [String] = []
        func visit(_ fields: [ImportedField]) {
            for field in fields {
                if field["defaultExpr"] != nil, !keys.contains(field.key) { keys.append(field.key) }
                visit(field.fields ?? [])
            }
        }
        visit(definitions.map(\.field) + fields)
        return keys
    }

    /// The model with the `defaultExpr` of only the fields whose keys are in `kept`.
    func keepingDefaultExprs(_ kept: Set<String>) -> ImportedModel {
        func strip(_ fields: [ImportedField]) -> [ImportedField] {
            fields.map { field in
                var field = field
                if !kept.contains(field.key) { field["defaultExpr"] = nil }
                if let inner = field.fields { field.fields = strip(inner) }
                return field
            }
        }
        var out = self
        out.fields = strip(fields)
        out.definitions = definitions.map { ($0.name, strip([$0.field])[0]) }
        return out
    }
}
