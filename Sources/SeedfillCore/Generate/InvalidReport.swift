/// What the fixtures of a `generate --invalid` run break: printed after the run and written to
/// the manifest, with each fixture's label.
package struct InvalidReport: Sendable {
    /// The rules of the model that a fixture could break (see ``BreakableRule``).
    package var rules: Int
    /// Each rule no fixture breaks alone, in words, with why.
    package var unbreakable: [String]
    /// Each fixture's label, fixture 1 first.
    package var labels: [InvalidLabel]

    /// The summary line: `rules: 14, broken: 12, unbreakable: 2; 12 fixtures`.
    package var summary: String {
        "rules: \(rules), broken: \(rules - unbreakable.count), unbreakable: \(unbreakable.count); \(labels.count) fixture\(labels.count == 1 ? "" : "s")"
    }

    /// A label as the manifest and `--label-field` write it: `path`, `rule`, `message`.
    static func value(of label: InvalidLabel) -> Value {
        .object(
            ObjectValue(keys: ["path", "rule", "message"], values: [.string(label.path), .string(label.rule), .string(label.message)]))
    }

    /// The manifest's `invalid` object.
    var manifestValue: Value {
        var labels: [Value] = []
        for (index, label) in self.labels.enumerated() {
            guard case .object(var object) = Self.value(of: label) else { continue }
            object.keys.insert("fixture", at: 0)
            object.values.insert(.number(Number(Int64(index + 1))), at: 0)
            labels.append(.object(object))
        }
        return .object(
            ObjectValue(
                keys: ["rules", "broken", "unbreakable", "labels"],
                values: [
                    .number(Number(Int64(rules))), .number(Number(Int64(rules - unbreakable.count))),
                    .array(unbreakable.map(Value.string)), .array(labels),
                ]))
    }
}

/// What a negative fixture breaks: where, which rule, and what `seedfill validate` says.
package struct InvalidLabel: Sendable, Equatable {
    /// The JSON path within the fixture (`drivers[1].birthDate`).
    package var path: String
    /// The rule as the validator names it (`max 'today - 18y'`).
    package var rule: String
    /// The message `seedfill validate` prints for it.
    package var message: String
}
