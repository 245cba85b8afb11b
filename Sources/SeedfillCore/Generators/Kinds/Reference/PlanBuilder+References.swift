/// Compiling `ref`: which seed a reference reads, whether it embeds the record or takes its
/// key, and the default `{"ref": MODEL}` of an unmapped `ref` field.
extension PlanBuilder {
    /// A `ref` field's `model` must name a model of the project.
    mutating func checkReferenceField(_ field: Field) {
        guard let seedReferences, let name = field.refModel, !seedReferences.modelNames.contains(name),
            !seedReferences.unloadedModels.contains(name)
        else { return }
        let names = seedReferences.modelNames.sorted()
        diagnostics.error(
            "the ref field \(Quoted.single(field.key)) refers to the unknown model \(Quoted.single(name))", at: field.location,
            path: field.path + ".model",
            hint: Suggestions.hint(for: name, in: names) ?? "the models are \(SeedParser.list(names))")
    }

    /// A `ref` generator for field (or helper) `id`. On a `ref` field the model decides what is
    /// written (the record, or its key with `"embed": false`); on a text or integer field only
    /// the key fits, so there `embed` defaults to false; a `let` helper embeds by default.
    mutating func compileReference(model: String, seed name: String?, pick: RefPick, embed: Bool?, spec: GeneratorSpec, for id: FieldID)
        -> Generator?
    {
        let planned = fields[id]
        let key = planned.field.key
        let embeds: Bool
        if planned.kind == .helper {
            embeds = embed ?? true
        } else if planned.field.type == .ref {
            if let refModel = planned.field.refModel, refModel != model {
                diagnostics.error(
                    "\(Quoted.single(key)) refers to model \(Quoted.single(refModel)), but this 'ref' names model \(Quoted.single(model))",
                    at: spec.location, path: spec.path,
                    hint: "write {\"ref\": \"\(refModel)\"}")
                return nil
            }
            if let embed, embed != planned.field.embed {
                let message =
                    planned.field.embed
                    ? "the model embeds the whole record in \(Quoted.single(key)), but this 'ref' asks for its key (\"embed\": false)"
                    : "the model gives \(Quoted.single(key)) the record's key (\"embed\": false), but this 'ref' embeds the record"
                diagnostics.error(message, at: spec.location, path: spec.path, hint: "leave 'embed' out here: the model's field decides")
                return nil
            }
            embeds = planned.field.embed
        } else {
            embeds = embed ?? false
            if embeds {
                diagnostics.error(
                    "an embedded record fills only a ref field, and \(Quoted.single(key)) is a \(planned.field.type.rawValue) field",
                    at: spec.location, path: spec.path, hint: "add \"embed\": false to take the record's key")
                return nil
            }
        }
        return reference(to: model, seed: name, pick: pick, embeds: embeds, for: id, at: spec.location, path: spec.path, unmapped: false)
    }

    /// Gives every unmapped `ref` field (and one mapped by a `when` without `else`) the
    /// default `{"ref": MODEL}`: a random record of the only seed filling that model.
    /// ``SeedOrder/edges(of:model:seeds:)`` follows the same rule.
    mutating func compileDefaultReferences() {
        guard let seed, let seedReferences else { return }
        for id in fields.indices where fields[id].kind == .field && fields[id].field.type == .ref {
            let planned = fields[id]
            // An unknown model is reported by checkReferenceField.
            guard let model = planned.field.refModel, seedReferences.modelNames.contains(model),
                planned.compute == nil, planned.initialValue == nil, planned.defaultExpr == nil
            else { continue }
            let unmapped = planned.generatorPath == nil
            guard unmapped || Self.fallsBackToDefault(planned.generator) else { continue }
            guard
                let generator = reference(
                    to: model, seed: nil, pick: .random, embeds: planned.field.embed, for: id,
                    at: seed.modelLocation, path: "model", unmapped: true)
            else { continue }
            fields[id].generator = unmapped ? generator : Self.withDefault(generator, after: planned.generator)
        }
    }

    private static func fallsBackToDefault(_ generator: Generator) -> Bool {
        switch generator {
        case .when(let branches): return branches.last.map { $0.condition != nil } ?? true
        case .nullable(_, let inner): return fallsBackToDefault(inner)
        default: return false
        }
    }

    private static func withDefault(_ fallback: Generator, after generator: Generator) -> Generator {
        switch generator {
        case .when(let branches): return .when(branches + [(condition: nil, generator: fallback)])
        case .nullable(let probability, let inner): return .nullable(probability, withDefault(fallback, after: inner))
        default: return generator
        }
    }

    /// Resolves the referenced seed, its plan and (for a key) its key field, and registers it.
    private mutating func reference(
        to model: String, seed name: String?, pick: RefPick, embeds: Bool, for id: FieldID,
        at location: SourceLocation?, path: String, unmapped: Bool
    ) -> Generator? {
        let planned = fields[id]
        let what = planned.messageName
        let prefix = unmapped ? "\(what) is not mapped, so it gets a record of model \(Quoted.single(model)); but " : ""
        guard let seedReferences else {
            diagnostics.error(
                "\(prefix)a 'ref' needs the project's other seed files", at: location, path: path,
                hint: "plan the seed as part of its project (Project.check)")
            return nil
        }
        let target: SeedFile
        switch SeedReferences.target(model: model, seed: name, in: seedReferences.seeds) {
        case .success(let found):
            target = found
        case .failure(let problem):
            diagnostics.error(prefix + problem.message, at: location, path: path, hint: problem.hint)
            return nil
        }
        // A seed with errors of its own, or in a cycle: reported there, so no second message.
        guard let plan = seedReferences.plans[target.name] else {
            blocked = true
            return nil
        }
        var keySlot: Int?
        if !embeds {
            guard let slot = Self.keySlot(of: plan) else {
                diagnostics.error(
                    "\(what) takes the key of a record of seed \(Quoted.single(target.name)) (\"embed\": false), but \(target.file) fills no field of model \(Quoted.single(model)) with 'sequence' or 'uuid'",
                    at: location, path: path,
                    hint: "give those records a key, e.g. \"id\": {\"uuid\": true} in \(target.file), or embed the whole record")
                return nil
            }
            keySlot = slot
        }
        let index: Int
        if let existing = referencePlans.firstIndex(where: { $0.seed.name == target.name }) {
            index = existing
        } else {
            referencePlans.append(ReferencePlan(seed: target, plan: plan))
            index = referencePlans.count - 1
        }
        return .reference(Reference(source: index, pick: pick, keySlot: keySlot))
    }

    /// The root-frame slot of a plan's key: its first field (in model order, outside lists)
    /// filled by `sequence` or `uuid`.
    static func keySlot(of plan: ModelPlan) -> Int? {
        for planned in plan.fields where planned.kind == .field && planned.frame == 0 {
            switch planned.generator {
            case .sequence, .uuid: return planned.slot.index
            default: continue
            }
        }
        return nil
    }
}
