/// What the planner of one seed knows about the project's other seeds: which seed a `ref`
/// means, and the plans of the seeds compiled before it (the seeds it refers to come first,
/// see ``SeedOrder``).
struct SeedReferences {
    /// Every model's name, for the `model` of a `ref` field.
    var modelNames: [String]
    /// Models whose files did not load (reported there, so a `ref` to one is not reported again).
    var unloadedModels: Set<String> = []
    /// Every seed file of the project.
    var seeds: [SeedFile]
    /// Plans of the seeds compiled so far, by seed name. A seed missing here (with errors of its
    /// own, or in a reference cycle) cannot be referred to; its problems are reported elsewhere.
    var plans: [String: ModelPlan] = [:]

    /// Why a `ref` names no usable seed.
    struct Problem: Error, Sendable, Hashable {
        var message: String
        var hint: String?
    }

    /// The seed a `ref` to `model` means: the seed named `seed` (which must fill `model`), else
    /// the only seed filling `model`.
    static func target(model: String, seed name: String?, in seeds: [SeedFile]) -> Result<SeedFile, Problem> {
        let candidates = seeds.filter { $0.model == model }
        let filling = candidates.map(\.name)
        if let name {
            guard let seed = seeds.first(where: { $0.name == name }) else {
                let hint =
                    Suggestions.hint(for: name, in: filling.isEmpty ? seeds.map(\.name) : filling)
                    ?? (filling.isEmpty
                        ? "no seed file fills model \(Quoted.single(model))"
                        : "the seeds of model \(Quoted.single(model)) are \(SeedParser.list(filling))")
                return .failure(Problem(message: "there is no seed file '\(name).seed.json' to refer to", hint: hint))
            }
            guard seed.model == model else {
                let hint =
                    filling.isEmpty
                    ? "no seed file fills model \(Quoted.single(model))"
                    : "the seeds of model \(Quoted.single(model)) are \(SeedParser.list(filling))"
                return .failure(
                    Problem(
                        message: "the seed \(Quoted.single(name)) fills model \(Quoted.single(seed.model)), not \(Quoted.single(model))",
                        hint: hint))
            }
            return .success(seed)
        }
        switch filling.count {
        case 0:
            return .failure(
                Problem(
                    message: "no seed file fills model \(Quoted.single(model)), so there is no record to refer to",
                    hint: "add a seed file for it, e.g. \(model).seed.json with {\"model\": \"\(model)\"}"))
        case 1:
            return .success(candidates[0])
        default:
            return .failure(
                Problem(
                    message:
                        "\(filling.count) seed files fill model \(Quoted.single(model)) (\(SeedParser.list(filling))), so the 'ref' must name one",
                    hint: "write {\"ref\": {\"model\": \"\(model)\", \"seed\": \"\(filling[0])\"}}"))
        }
    }
}
