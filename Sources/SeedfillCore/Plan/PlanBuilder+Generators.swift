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

    /// Whether `generator` may give a cell of a CSV table (see ``PlannedField/readsTextCells``).
    private func readsTextCells(_ generator: Generator) -> Bool {
        switch generator {
        case .table(let table, _, _, _): return tables[tableIndex[table]]?.cellsAreText ?? false
        case .nullable(_, let inner), .unique(_, let inner): return readsTextCells(inner)
        case .when(let branches): return branches.contains { readsTextCells($0.generator) }
        default: return false
        }
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
        if let probability = spec.nullProbability {
            guard (0...1).contains(probability) else {
                diagnostics.error("'null' is a probability between 0 and 1, found \(probability)", at: spec.location, path: spec.path)
                return nil
            }
            let planned = fields[id]
            if planned.kind == .field, !planned.field.optional, planned.field.requiredWhen == nil, probability > 0 {
                diagnostics.error(
                    "'null' on the required field \(Quoted.single(planned.field.key))", at: spec.location, path: spec.path,
                    hint: "mark the field \"optional\": true in the model, or remove 'null'")
            }
            generator = .nullable(probability, generator)
        }
        return generator
    }

    private mutating func compileKind(_ spec: GeneratorSpec, for id: FieldID) -> Generator? {
        let scope = fields[id].scope
        let isHelper = fields[id].kind == .helper
        func value(_ node: JSONNode, path: String) -> Value? {
            if isHelper {
                guard let value = Value.fromJSON(node) else {
                    diagnostics.error("the value holds a number that is too large", at: node.location, path: path)
                    return nil
                }
                return value
            }
            return coerce(node, to: fields[id].field, path: path)
        }
        func bounds(_ from: BoundSource?, _ to: BoundSource?) -> (CompiledBound?, CompiledBound?) {
            (compileBound(from, in: scope), compileBound(to, in: scope))
        }
        /// A date, date-time or time range, checked for order and against the field's bounds.
        func temporalBounds(_ from: BoundSource?, _ to: BoundSource?) -> (CompiledBound?, CompiledBound?) {
            let (low, high) = bounds(from, to)
            if let low, let high {
                checkOrder(low, high, spec: spec)
                checkWithinField(low, high, spec: spec, field: id)
            }
            return (low, high)
        }

        switch spec.kind {
        case .const(let node): return compileConst(node, spec: spec, for: id)
        case .oneOf(let weighted): return compileOneOf(weighted, spec: spec, for: id)
        case .someOf(let nodes, let low, let high): return compileSomeOf(nodes, min: low, max: high, spec: spec, for: id)
        case .int(let minSource, let maxSource, let stepSource):
            let (low, high) = bounds(minSource, maxSource)
            var step: Int64 = 1
            if let stepSource {
                guard case .value(.number(let number))? = compileBound(stepSource, in: scope), let whole = number.int64Value, whole > 0
                else {
                    diagnostics.error("'step' must be a positive whole number", at: stepSource.node.location, path: stepSource.path)
                    return nil
                }
                step = whole
            }
            guard let low, let high else { return nil }
            checkOrder(low, high, spec: spec)
            checkWithinField(low, high, spec: spec, field: id)
            return .int(min: low, max: high, step: step)
        case .decimal(let minSource, let maxSource, let scale):
            let (low, high) = bounds(minSource, maxSource)
            guard let low, let high else { return nil }
            checkOrder(low, high, spec: spec)
            checkWithinField(low, high, spec: spec, field: id)
            checkScale(scale, spec: spec, field: id)
            checkGrid(low, high, scale: scale, spec: spec)
            return .decimal(min: low, max: high, scale: scale)
        case .normal(let meanSource, let sdSource, let minSource, let maxSource, let scale):
            guard case .value(.number(let mean))? = compileBound(meanSource, in: scope),
                case .value(.number(let sd))? = compileBound(sdSource, in: scope), sd.doubleValue >= 0
            else {
                diagnostics.error("'normal' needs a number 'mean' and a non-negative number 'sd'", at: spec.location, path: spec.path)
                return nil
            }
            let (low, high) = bounds(minSource, maxSource)
            if let low, let high { checkOrder(low, high, spec: spec) }
            // Without its own scale, a normal fills a decimal field to the field's scale (2 unless
            // set), and anything else with whole numbers.
            let fieldScale = fields[id].field.constraints.scale ?? (!isHelper && fields[id].field.type == .decimal ? 2 : 0)
            if let scale { checkScale(scale, spec: spec, field: id) }
            return .normal(mean: mean.doubleValue, sd: sd.doubleValue, min: low, max: high, scale: scale ?? fieldScale)
        case .date(let from, let to):
            let (low, high) = temporalBounds(from, to)
            return .date(from: low, to: high)
        case .dateTime(let from, let to):
            let (low, high) = temporalBounds(from, to)
            return .dateTime(from: low, to: high)
        case .time(let from, let to):
            let (low, high) = temporalBounds(from, to)
            return .time(from: low, to: high)
        case .bool(let probability): return compileBool(probability, spec: spec)
        case .mask(let text, let letters): return compileMaskKind(text, letters: letters, spec: spec, for: id)
        case .regex(let text): return compileRegex(text, spec: spec, for: id)
        case .sequence(let start, let step, let format): return compileSequence(start: start, step: step, format: format)
        case .uuid: return .uuid
        case .fake(let provider, let gender):
            return compileFake(provider, gender: gender, in: scope)
        case .template(let text):
            return bindTemplate(text, in: scope).map { .template($0) }
        case .expr(let text):
            return bind(text, in: scope).map { .expression($0) }
        case .table(let lookup):
            guard let compiled = compileLookup(lookup, in: scope) else { return nil }
            checkEmptyCells(lookup, column: compiled.column, for: id, spec: spec)
            checkGeneratorTableHasRows(lookup, spec: spec, field: id)
            let rows = compiled.match.isEmpty ? nil : TableRowIndex(table: tables[lookup.table]!, columns: compiled.match.map(\.column))
            return .table(table: compiled.table, column: compiled.column, match: compiled.match, rows: rows)
        case .ref(let model, let seedName, let pick, let embed):
            return compileReference(model: model, seed: seedName, pick: pick, embed: embed, spec: spec, for: id)
        case .when(let branches):
            var compiled: [(condition: BoundExpression?, generator: Generator)] = []
            for var branch in branches {
                if branch.generator.unique { rejectUniqueOnBranch(branch.generator) }
                branch.generator.unique = false
                var condition: BoundExpression?
                if let source = branch.condition {
                    guard let bound = bind(source, in: scope) else { continue }
                    condition = bound
                }
                guard let generator = compile(branch.generator, for: id) else { continue }
                checkAgainstField(generator, spec: branch.generator, field: id)
                compiled.append((condition, generator))
            }
            return .when(compiled)
        case .list:
            diagnostics.error(
                "'count' and 'item' map a list, but \(Quoted.single(fields[id].field.key)) is not a list",
                at: spec.location, path: spec.path)
            return nil
        }
    }
}
