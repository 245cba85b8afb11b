/// Compiles a model and one seed file into a ``ModelPlan``: storage layout, bound expressions,
/// compiled constraints and generators, and the fill order. Reports every problem it finds.
struct PlanBuilder {
    let model: Model
    let seed: SeedFile?
    let tables: [String: Table]
    /// Tables whose files did not load (reported there): naming one is not an "unknown table".
    var unloadedTables: Set<String> = []
    var diagnostics = DiagnosticBag()

    var fields: [FieldDraft] = []
    var frames: [FramePlan] = []
    var scopes: [NameScope] = []
    var rootItems: [FieldID] = []
    var helpers: [String: FieldID] = [:]
    var context: ObjectValue?
    var tableIndex: [String] = []
    /// The project's other seeds, for `ref`s; `nil` when planning a model on its own.
    let seedReferences: SeedReferences?
    /// The seeds this plan's `ref`s read, in the order they were first named.
    var referencePlans: [ReferencePlan] = []
    /// Set when a `ref` names a seed that has problems of its own (reported with that seed):
    /// no plan is made, without a second message.
    var blocked = false

    init(model: Model, seed: SeedFile?, tables: [String: Table], references: SeedReferences? = nil) {
        self.model = model
        self.seed = seed
        self.tables = tables
        self.seedReferences = references
    }

    /// Compiles `model` for `seed` (or for the model's defaults when `seed` is `nil`). Without
    /// `references` (the project's other seeds and their plans), a `ref` cannot be compiled.
    static func plan(
        model: Model, seed: SeedFile?, tables: [String: Table], unloadedTables: Set<String> = [], references: SeedReferences? = nil
    ) -> (plan: ModelPlan?, diagnostics: [Diagnostic]) {
        var builder = PlanBuilder(model: model, seed: seed, tables: tables, references: references)
        builder.unloadedTables = unloadedTables
        builder.layOut()
        builder.readContext()
        builder.declareHelpers()
        builder.compileFields()
        builder.compileGenerators()
        builder.compileDefaultReferences()
        builder.compileEmpty()
        builder.order()
        let plan = builder.diagnostics.hasErrors || builder.blocked ? nil : builder.makePlan()
        // A definition's text is compiled once per use: one problem in it is told once.
        let diagnostics =
            model.usesDefinitions ? DefinitionTable.unrepeated(builder.diagnostics.diagnostics) : builder.diagnostics.diagnostics
        return (plan, diagnostics)
    }

    /// Up to this many rules, a field's constraints are merged for every combination of active
    /// rules when planning (2^6 = 64 combinations at most).
    static let maxListedRules = 6

    /// The finished plan; the builder's drafts are used up.
    mutating func makePlan() -> ModelPlan {
        let used = tableIndex.compactMap { tables[$0] }
        for planned in fields where !planned.rules.isEmpty && planned.rules.count <= Self.maxListedRules {
            planned.constraintsByActiveRules = (0..<(1 << planned.rules.count)).map { active in
                var constraints = planned.constraints
                for (i, rule) in planned.rules.enumerated() where active & (1 << i) != 0 {
                    constraints = constraints.overridden(by: rule.constraints)
                }
                return constraints
            }
        }
        // The drafts are done: the plan holds them as immutable fields, each draft let go as
        // its field is made (a model of 100,000 fields holds one set at a time, not two).
        let containerSlots = fields.map { draft in draft.container.map { fields[$0].slot.index } }
        var planned: [PlannedField] = []
        planned.reserveCapacity(fields.count)
        while let draft = fields.popLast() { planned.append(PlannedField(draft, containerSlot: containerSlots[fields.count])) }
        planned.reverse()
        var plan = ModelPlan(
            model: model, fields: planned, frames: frames, scopes: scopes, rootItems: rootItems, tableList: used,
            references: referencePlans)
        plan.tableRowKeys = used.map { ModelPlan.rowKey(tableName: $0.name) }
        plan.findSharedNames()
        return plan
    }

    var resolver: PlanResolver {
        PlanResolver(fields: fields, scopes: scopes, frames: frames, helpers: helpers, context: context)
    }

    // MARK: - Layout

    /// Assigns every field a frame, a slot and a scope, depth first in model order.
    mutating func layOut() {
        frames.append(FramePlan(depth: 0, list: nil, slotCount: 0, slotFields: [], slotKeys: [], scope: ScopeID(depth: 0, id: 0)))
        scopes.append(NameScope(parent: nil, frame: 0))
        for item in model.items {
            let id = add(item, frame: 0, scope: 0, container: nil, prefix: [], framePrefix: [], written: "")
            rootItems.append(id)
        }
    }

    /// Adds `field` and, depth first, its fields; `written` is the path its fixture object
    /// has within the frame (`""` at the top, `"s."` inside section `s`).
    private mutating func add(
        _ field: Field, frame: Int, scope: Int, container: FieldID?, prefix: [String], framePrefix: [String], written: String
    ) -> FieldID {
        let id = fields.count
        let fullPath = prefix + [field.key]
        let slotName = (framePrefix + [field.key]).joined(separator: ".")
        let slot = Slot(depth: frames[frame].depth, index: frames[frame].slotCount)
        frames[frame].slotCount += 1
        frames[frame].slotFields.append(id)
        frames[frame].slotKeys.append(slotName)
        // A section's or group's members share its frame (and, flattened, its object); a list
        // item starts a frame of its own.
        frames[frame].slotPaths.append(written + field.outputName)
        let writtenInside = field.flattens ? written : written + field.outputName + "."
        fields.append(
            FieldDraft(
                field: field, kind: .field, fullPath: fullPath,
                pathHash: StableHash.hash(fullPath.joined(separator: ".")), slot: slot, frame: frame,
                scope: ScopeID(depth: frames[frame].depth, id: scope), container: container,
                declarationIndex: id, valueType: Self.valueType(of: field)))
        if scopes[scope].names[field.key] == nil {
            scopes[scope].names[field.key] = id
            scopes[scope].orderedNames.append(field.key)
        }

        switch field.type {
        case .section:
            // Sections share the enclosing namespace: their fields are named by key alone.
            let children = field.fields.map {
                add(
                    $0, frame: frame, scope: scope, container: id, prefix: fullPath, framePrefix: framePrefix + [field.key],
                    written: writtenInside)
            }
            fields[id].children = children
        case .group:
            scopes.append(NameScope(parent: scope, frame: frame))
            let groupScope = scopes.count - 1
            let children = field.fields.map {
                add(
                    $0, frame: frame, scope: groupScope, container: id, prefix: fullPath, framePrefix: framePrefix + [field.key],
                    written: writtenInside)
            }
            fields[id].children = children
        case .list:
            let itemFrame = frames.count
            frames[frame].hasLists = true
            scopes.append(NameScope(parent: scope, frame: itemFrame))
            let itemScope = scopes.count - 1
            frames.append(
                FramePlan(
                    depth: frames[frame].depth + 1, list: id, slotCount: 0, slotFields: [], slotKeys: [],
                    scope: ScopeID(depth: frames[frame].depth + 1, id: itemScope)))
            fields[id].itemFrame = itemFrame
            let children = field.fields.map {
                add($0, frame: itemFrame, scope: itemScope, container: nil, prefix: fullPath, framePrefix: [], written: "")
            }
            fields[id].children = children
        default:
            break
        }
        return id
    }

    /// The type expressions see for a field's value.
    static func valueType(of field: Field) -> ValueType {
        switch field.type {
        case .text: return .string
        case .integer, .decimal: return .number
        case .date: return .date
        case .datetime: return .dateTime
        case .time: return .time
        case .boolean: return .bool
        case .geopoint: return .string
        case .multichoice, .list: return .array
        case .choice:
            guard case .list(let options)? = field.options, !options.isEmpty else { return .any }
            if options.allSatisfy({ $0.value.stringValue != nil }) { return .string }
            if options.allSatisfy({ $0.value.numberLiteral != nil }) { return .number }
            return .any
        case .attachment, .group, .section, .ref: return .any
        }
    }

    // MARK: - Seed-level names

    mutating func readContext() {
        if let today = seed?.today, LocalDate(iso: today.text) == nil {
            diagnostics.error("'today' must be a date YYYY-MM-DD, found \(Quoted.single(today.text))", at: today.location, path: today.path)
        }
        guard let node = seed?.context else { return }
        guard let value = Value.fromJSON(node), case .object(let object) = value else {
            diagnostics.error("'context' must be an object of values", at: node.location, path: "context")
            return
        }
        context = object
    }

    /// Gives each `let` helper a slot in the root frame, after the model's fields.
    mutating func declareHelpers() {
        guard let seed else { return }
        for (name, spec) in seed.lets {
            let id = fields.count
            let slot = Slot(depth: 0, index: frames[0].slotCount)
            frames[0].slotCount += 1
            frames[0].slotFields.append(id)
            frames[0].slotKeys.append("let." + name)
            frames[0].slotPaths.append("let." + name)
            var field = Field(key: name, type: .text, location: spec.location, path: spec.path)
            field.optional = true
            fields.append(
                FieldDraft(
                    field: field, kind: .helper, fullPath: ["let", name],
                    pathHash: StableHash.hash("let:" + name), slot: slot, frame: 0,
                    scope: ScopeID(depth: 0, id: 0), container: nil, declarationIndex: id, valueType: .any))
            helpers[name] = id
        }
    }

    // MARK: - Look-ups

    /// The field at `path` (keys from the frame root of `scopeFrame`), if any.
    func field(at path: [String], inFrame frame: Int) -> FieldID? {
        var candidates: [FieldID]
        if frame == 0 {
            candidates = rootItems
        } else {
            guard let list = frames[frame].list else { return nil }
            candidates = fields[list].children
        }
        var found: FieldID?
        for key in path {
            guard let id = candidates.first(where: { fields[$0].field.key == key }) else { return nil }
            found = id
            candidates = fields[id].field.type == .list ? [] : fields[id].children
        }
        return found
    }

    /// Registers a table as used and returns it, or reports it missing.
    mutating func useTable(_ name: String, location: SourceLocation?, path: String) -> Table? {
        guard let table = tables[name] else {
            // A table whose file has errors: reported there, and no plan is made.
            if unloadedTables.contains(name) {
                blocked = true
                return nil
            }
            diagnostics.error(
                "unknown table \(Quoted.single(name))", at: location, path: path,
                hint: Suggestions.hint(for: name, in: tables.keys.sorted())
                    ?? "tables are read from data/\(name).csv or data/\(name).json in the project directory")
            return nil
        }
        if !tableIndex.contains(name) { tableIndex.append(name) }
        return table
    }
}
