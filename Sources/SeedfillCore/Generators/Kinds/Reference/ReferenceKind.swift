/// `ref`: a record of another seed file, embedded whole or as its key (`{"ref": "person"}`,
/// `{"ref": {"model": "person", "seed": "people", "pick": "sequential", "embed": false}}`).
///
/// The largest kind, so a folder: its parts, in the order a run meets them:
/// - seed: ``RefPick`` and ``SeedParser/parseRef(_:_:)``, here; the seeds a seed reads are put
///   in order before planning (``SeedOrder``);
/// - plan: ``PlanBuilder/compileReference(model:seed:pick:embed:spec:for:)`` (and the default of
///   a `ref` field) in `PlanBuilder+References.swift`, into a ``Reference`` (`Reference.swift`);
///   ``PlanBuilder/checkReferenceFits(spec:field:)``: ref, text, integer fields and choices;
///   the records one draw fills are limited (``ReferenceFanOut``, in `ReferenceFanOut.swift`);
/// - fill: ``RecordFiller/referencedValue(_:for:rng:state:)`` in `RecordFiller+References.swift`,
///   through the run's ``ReferenceCache``.
/// How a `ref` picks the referenced record.
enum RefPick: String, Sendable, Hashable {
    case random, sequential
}

extension SeedParser {
    /// A model name, or `{model, seed?, pick?, embed?}`.
    mutating func parseRef(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        if node.stringValue != nil {
            guard let model = knownModel(node, path) else { return nil }
            return .ref(model: model, seed: nil, pick: .random, embed: nil)
        }
        guard
            let args = arguments(
                node, of: "ref", allowed: ["model", "seed", "pick", "embed"], required: ["model"],
                example: "{\"model\": \"person\", \"pick\": \"sequential\"}", path)
        else { return nil }
        var failed = false
        let model = args["model"].flatMap { knownModel($0, path.appending("model")) }
        var seed: String?
        if let node = args["seed"] {
            seed = text(node, for: "'seed' of 'ref'", path.appending("seed"))?.text
            failed = failed || seed == nil
        }
        var pick = RefPick.random
        if let node = args["pick"] {
            if let word = node.stringValue, let parsed = RefPick(rawValue: word) {
                pick = parsed
            } else {
                let found = node.stringValue.map { "\(Quoted.single($0))" } ?? node.typeDescription
                error(
                    "expected \"random\" or \"sequential\" for 'pick' of 'ref', found \(found)", at: node.location,
                    path.appending("pick"), hint: node.stringValue.flatMap { Suggestions.hint(for: $0, in: ["random", "sequential"]) })
                failed = true
            }
        }
        var embed: Bool?
        if let node = args["embed"] {
            embed = node.boolValue
            if embed == nil {
                expected("true or false", for: "'embed' of 'ref'", found: node, path.appending("embed"))
                failed = true
            }
        }
        guard !failed, let model else { return nil }
        return .ref(model: model, seed: seed, pick: pick, embed: embed)
    }

    /// A model name that names a loaded model.
    private mutating func knownModel(_ node: JSONNode, _ path: JSONPath) -> String? {
        guard let name = text(node, for: "'model' of 'ref'", path)?.text else { return nil }
        guard models[name] != nil else {
            // A model whose file did not load has its errors reported there.
            if !unloadedModels.contains(name) {
                error("unknown model \(Quoted.single(name))", at: node.location, path, hint: modelHint(for: name))
            }
            return nil
        }
        return name
    }

    /// "did you mean …?", else the known models.
    func modelHint(for name: String) -> String {
        let names = models.keys.sorted()
        if let hint = Suggestions.hint(for: name, in: names + unloadedModels.sorted()) { return hint }
        if names.isEmpty {
            return unloadedModels.isEmpty ? "no models are loaded" : "no model loaded without errors; fix the model files first"
        }
        return "the models are \(SeedParser.list(names))"
    }
}

extension PlanBuilder {
    /// A `ref` fills ref fields, and text, integer and choice fields with the record's key.
    mutating func checkReferenceFits(spec: GeneratorSpec, field id: FieldID) {
        if ![.ref, .text, .choice, .integer].contains(fields[id].field.type) {
            rejectUnfit("ref", fits: "ref, text and integer", spec: spec, field: id)
        }
    }
}
