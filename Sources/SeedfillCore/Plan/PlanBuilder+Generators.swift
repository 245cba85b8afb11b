extension PlanBuilder {
    /// Compiles the seed file's `let` helpers and field entries onto the planned fields.
    mutating func compileGenerators() {
        guard let seed else { return }
        for (name, spec) in seed.lets {
            guard let id = helpers[name] else { continue }
            if let generator = compile(spec, for: id) {
                fields[id].generator = generator
                fields[id].generatorPath = spec.path
                fields[id].generatorLocation = spec.location
            }
        }
        compileEntries(seed.entries, inFrame: 0)
        useUUIDsForUUIDPatterns()
        for planned in fields { planned.readsTextCells = readsTextCells(planned.generator) }
    }

    private mutating func compileEntries(_ entries: [SeedEntry], inFrame frame: Int) {
        for entry in entries {
            guard let id = field(at: entry.target, inFrame: frame) else {
                diagnostics.error(
                    "'\(entry.target.joined(separator: "."))' is not a field of model \(Quoted.single(model.name))",
                    at: entry.generator.location, path: entry.generator.path)
                continue
            }
            fields[id].generatorPath = entry.generator.path
            fields[id].generatorLocation = entry.generator.location
            if case .list(let count, let items) = entry.generator.kind {
                guard fields[id].field.type == .list, let itemFrame = fields[id].itemFrame else {
                    diagnostics.error(
                        "'count' and 'item' map a list, but \(Quoted.single(fields[id].field.key)) is a \(fields[id].field.type.rawValue) field",
                        at: entry.generator.location, path: entry.generator.path)
                    continue
                }
                if let count { fields[id].generator = compileCount(count, for: id, spec: entry.generator) ?? .modelDefault }
                compileEntries(items, inFrame: itemFrame)
                continue
            }
            if let generator = compile(entry.generator, for: id) {
                fields[id].generator = generator
                checkAgainstField(generator, spec: entry.generator, field: id)
            }
        }
    }

    private mutating func compileCount(_ count: ListCount, for id: FieldID, spec: GeneratorSpec) -> Generator? {
        switch count {
        case .fixed(let n) where n > ListLimit.maxItems, .range(_, let n) where n > ListLimit.maxItems:
            diagnostics.error(
                "the item count \(n) is more than the \(ListLimit.maxItems) items a list may hold", at: spec.location,
                path: spec.path + ".count", hint: "use at most \(ListLimit.maxItems) items")
            return nil
        case .fixed(let n):
            // An int, not a constant: a constant on a list is its items (`{"const": [...]}`).
            let count = CompiledBound.value(.number(Number(Int64(n))))
            return .int(min: count, max: count, step: 1)
        case .range(let low, let high):
            guard low <= high else {
                diagnostics.error(
                    "the item count range [\(low), \(high)] is empty", at: spec.location, path: spec.path + ".count",
                    hint: "write the smaller number first")
                return nil
            }
            return .int(min: .value(.number(Number(Int64(low)))), max: .value(.number(Number(Int64(high)))), step: 1)
        case .expression(let source):
            return bind(source, in: fields[id].scope).map { .expression($0) }
        }
    }

    /// A value the seed writes for field (or helper) `id`: as written for a helper, else
    /// converted to the field's type; `nil` after reporting why it cannot be.
    mutating func seedValue(_ node: JSONNode, for id: FieldID, path: String) -> Value? {
        guard fields[id].kind == .helper else { return coerce(node, to: fields[id].field, path: path) }
        guard let value = Value.fromJSON(node) else {
            diagnostics.error("the value holds a number that is too large", at: node.location, path: path)
            return nil
        }
        return value
    }

    /// Compiles one generator spec for the field (or helper) `id`.
    mutating func compile(_ spec: GeneratorSpec, for id: FieldID) -> Generator? {
        guard var generator = compileKind(spec, for: id) else { return nil }
        if spec.unique { generator = compileUnique(generator, spec: spec, for: id) }
        if let probability = spec.nullProbability { return compileNull(probability, around: generator, spec: spec, for: id) }
        return generator
    }
}
