/// Where one object of a declared model's JSON text came from: the model, a section or a cell
/// declared in Swift, so that a problem found in the text is told against the declaration.
struct DeclaredOrigin: Sendable {
    /// What the object is.
    enum Kind: Sendable { case model, section, cell }

    /// Model, section or cell.
    var kind: Kind
    /// The Swift declaration: `InsurantSection` (the model), `InsurantSection.document`,
    /// `DocumentCell.number`.
    var owner: String
    /// The JSON path of the object in the text (`sections[1].fields[0]`; empty for the model).
    var path: String
    /// Whether the object's `visibleWhen` is the declaration's `hiddenWhen`, negated.
    var hidden = false
    /// The object's first and last line in the text.
    var lines: ClosedRange<Int> = 1...1

    /// The Swift name of the JSON key `key` of this object: `parentFields` for `parents`,
    /// `cellType.mask` for `mask`…
    func swiftName(of key: String) -> String {
        switch (kind, key) {
        case (_, "key"): "rawValue"
        case (_, "title"): "title"
        case (_, "visibleWhen"): hidden ? "hiddenWhen" : "visibleWhen"
        case (.model, "model"): "name"
        case (.model, _): key
        case (.section, "fields"): "cells"
        case (.section, _): key
        case (.cell, "type"), (.cell, "fields"): "cellType"
        case (.cell, "parents"): "parentFields"
        case (.cell, "optional"): "isOptional"
        case (.cell, "internal"): "isInternal"
        case (.cell, _) where FieldKeys.common.contains(key): key
        case (.cell, _): "cellType.\(key)"
        }
    }

    /// The Swift path of the JSON path `path` within this object: `rules[0].when` for
    /// `sections[1].fields[0].rules[0].when`, `hiddenWhen` for its `visibleWhen`; `nil` for the
    /// object itself or a path outside it.
    func swiftPath(of path: String) -> String? {
        guard path.hasPrefix(self.path) else { return nil }
        var rest = path.dropFirst(self.path.count)
        guard self.path.isEmpty || rest.isEmpty || rest.first == "." || rest.first == "[" else { return nil }
        if rest.first == "." { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.first != "[" else { return nil }
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        return swiftName(of: String(rest[..<end])) + rest[end...]
    }
}
