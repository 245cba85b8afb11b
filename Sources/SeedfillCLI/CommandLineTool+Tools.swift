import Foundation
import SeedfillCore

/// The commands that help write models and seeds — `init`, `graph`, `explain`, `validate` —
/// as thin wrappers: read the arguments, load the model, call into the core's `Tools/`, print.
extension CommandLineTool {
    /// A model of the project, compiled on its own (no seed file), or the exit status to return.
    private static func modelPlan(_ arguments: Arguments, console: Console) -> Result<(Project, ModelPlan), ExitStatus> {
        guard let name = arguments.positional.first else {
            return .failure(
                ExitStatus(
                    usage(
                        .init(
                            message: "'\(arguments.command.rawValue)' needs a model name",
                            hint: "see 'seedfill \(arguments.command.rawValue) --help'"), console: console)))
        }
        let directory = arguments.options["--seeds"] ?? "Seeds"
        let (project, loadProblems) = Project.load(directory: directory)
        guard let project else {
            console.err(loadProblems.renderedReport())
            return .failure(ExitStatus(1))
        }
        guard let model = project.models[name] else {
            let fromThisModel = loadProblems.filter { $0.location?.file.hasSuffix("/\(name).json") == true }
            if !fromThisModel.isEmpty {
                console.err(fromThisModel.renderedReport())
                return .failure(ExitStatus(1))
            }
            let known = project.models.keys.sorted()
            return .failure(
                ExitStatus(
                    usage(
                        .init(
                            message: "unknown model \(Quoted.single(name))",
                            hint: Suggestions.hint(for: name, in: known) ?? "models: \(known.joined(separator: ", "))"),
                        console: console)))
        }
        var seed: SeedFile?
        if let seedName = arguments.options["--seed-file"] {
            switch seedFile(seedName, of: name, in: project, console: console) {
            case .success(let found): seed = found
            case .failure(let status): return .failure(status)
            }
        }
        var (plan, problems) = project.plan(ofModel: model, seed: seed)
        guard let plan else {
            let differing = seed == nil ? project.contextSeeds(of: name).differing : []
            if !differing.isEmpty {
                problems.append(
                    .error(
                        "the seed files of \(Quoted.single(name)) give different 'context' values: "
                            + differing.map(Quoted.single).joined(separator: ", "),
                        hint: "pass --seed-file NAME to read the model's host values from one of them"))
            }
            console.err(problems.renderedReport())
            return .failure(ExitStatus(1))
        }
        return .success((project, plan))
    }

    /// Seed file `name` of model `model`, for `--seed-file`; an unknown seed, or one of another
    /// model, is a usage error (exit 2).
    private static func seedFile(_ name: String, of model: String, in project: Project, console: Console) -> Result<SeedFile, ExitStatus> {
        let ofModel = project.seeds.filter { $0.model == model }.map(\.name).sorted()
        guard let seed = project.seed(named: name) else {
            let hint =
                Suggestions.hint(for: name, in: ofModel) ?? "seed files of \(Quoted.single(model)): "
                + (ofModel.isEmpty ? "none" : ofModel.joined(separator: ", "))
            return .failure(ExitStatus(usage(.init(message: "unknown seed file \(Quoted.single(name))", hint: hint), console: console)))
        }
        guard seed.model == model else {
            return .failure(
                ExitStatus(
                    usage(
                        .init(
                            message: "seed file \(Quoted.single(name)) fills \(Quoted.single(seed.model)), not \(Quoted.single(model))",
                            hint: ofModel.isEmpty
                                ? "model \(Quoted.single(model)) has no seed file"
                                : "seed files of \(Quoted.single(model)): \(ofModel.joined(separator: ", "))"),
                        console: console)))
        }
        return .success(seed)
    }

    /// An exit status carried through a `Result`.
    struct ExitStatus: Error {
        var code: Int32
        init(_ code: Int32) { self.code = code }
    }

    /// `seedfill init MODEL [--force]`; the seed file's `today` is `currentDate`.
    static func initSeed(_ arguments: Arguments, console: Console, currentDate: LocalDate) -> Int32 {
        guard arguments.positional.count <= 1 else {
            return usage(.init(message: "'init' takes one model name", hint: "e.g. seedfill init vehicle"), console: console)
        }
        let plan: ModelPlan
        switch modelPlan(arguments, console: console) {
        case .success(let loaded): plan = loaded.1
        case .failure(let status): return status.code
        }
        let directory = arguments.options["--seeds"] ?? "Seeds"
        do {
            switch try SeedTemplate.write(
                plan: plan, seedsDirectory: directory, today: currentDate, force: arguments.flags.contains("--force"))
            {
            case .written(let path):
                if !arguments.flags.contains("--quiet") { console.out("wrote \(path)\n") }
                return 0
            case .exists(let path):
                console.err("seedfill: error: \(Quoted.single(path)) exists\n  hint: pass --force to overwrite it\n")
                return 1
            }
        } catch {
            console.err("seedfill: error: cannot write the seed file: \(error.localizedDescription)\n")
            return 1
        }
    }

    /// `seedfill graph MODEL [--format text|dot|mermaid]`.
    static func graph(_ arguments: Arguments, console: Console) -> Int32 {
        let text = arguments.options["--format"] ?? "text"
        guard let format = DependencyGraph.Format(rawValue: text) else {
            let names = DependencyGraph.Format.allCases.map(\.rawValue)
            return usage(
                .init(
                    message: "unknown graph format \(Quoted.single(text))",
                    hint: Suggestions.hint(for: text, in: names) ?? "formats: \(names.joined(separator: ", "))"), console: console)
        }
        guard arguments.positional.count <= 1 else {
            return usage(.init(message: "'graph' takes one model name", hint: "e.g. seedfill graph vehicle --format dot"), console: console)
        }
        switch modelPlan(arguments, console: console) {
        case .success(let loaded):
            console.out(DependencyGraph(plan: loaded.1).rendered(format))
            return 0
        case .failure(let status):
            return status.code
        }
    }

    /// `seedfill explain MODEL FIELD`.
    static func explain(_ arguments: Arguments, console: Console) -> Int32 {
        guard arguments.positional.count == 2 else {
            return usage(
                .init(message: "'explain' takes a model name and a field", hint: "e.g. seedfill explain vehicle documentNumber"),
                console: console)
        }
        let (project, plan): (Project, ModelPlan)
        switch modelPlan(arguments, console: console) {
        case .success(let loaded): (project, plan) = loaded
        case .failure(let status): return status.code
        }
        let name = arguments.positional[1]
        let ids = plan.fieldIDs(named: name)
        guard ids.count == 1, let id = ids.first else {
            if ids.isEmpty {
                return usage(
                    .init(
                        message: "the model \(Quoted.single(plan.model.name)) has no field \(Quoted.single(name))",
                        hint: Suggestions.hint(for: name, in: plan.fieldNames) ?? "see 'seedfill graph \(plan.model.name)' for its fields"),
                    console: console)
            }
            let paths = ids.map { plan.path(of: $0) }
            return usage(
                .init(
                    message: "\(Quoted.single(name)) names several fields: \(paths.joined(separator: ", "))", hint: "write the full path"),
                console: console)
        }
        let seeds = project.seeds.filter { $0.model == plan.model.name }.map { seed in
            // With the seeds it refers to, so that its `ref`s compile.
            (name: seed.name, plan: project.freshPlan(of: seed))
        }
        console.out(FieldExplanation(plan: plan, seeds: seeds).text(for: id))
        return 0
    }

    /// `seedfill validate MODEL FILE... [--today D]`.
    static func validate(_ arguments: Arguments, console: Console, currentDate: LocalDate) -> Int32 {
        guard arguments.positional.count >= 2 else {
            return usage(
                .init(
                    message: "'validate' takes a model name and at least one file",
                    hint: "e.g. seedfill validate policy Output/policy/*.json"), console: console)
        }
        var given: LocalDate?
        if let text = arguments.options["--today"] {
            guard let date = LocalDate(iso: text) else {
                return usage(.init(message: "'--today' needs a date YYYY-MM-DD, got \(Quoted.single(text))"), console: console)
            }
            given = date
        }
        let (project, plan): (Project, ModelPlan)
        switch modelPlan(arguments, console: console) {
        case .success(let loaded): (project, plan) = loaded
        case .failure(let status): return status.code
        }
        let named = arguments.options["--seed-file"].flatMap { project.seed(named: $0) }
        let seedToday =
            named.map(QuestionnaireValidation.seedToday(of:)) ?? QuestionnaireValidation.seedToday(of: plan.model.name, in: project)
        let today = given ?? seedToday ?? currentDate
        let drafts = arguments.flags.contains("--draft")
        var validation = QuestionnaireValidation(plan: plan, today: today, drafts: drafts)
        validation.labelField = arguments.options["--label-field"]
        var diagnostics: [Diagnostic] = []
        var records = 0
        let files = Array(arguments.positional.dropFirst())
        for file in files {
            if let problem = questionnaireFileProblem(file) {
                diagnostics.append(problem)
                continue
            }
            guard let report = validation.validate(path: file) else {
                diagnostics.append(.error("cannot read \(Quoted.single(file))", hint: "check the path and the file's permissions"))
                continue
            }
            records += report.records
            diagnostics += report.diagnostics
        }
        let summary = "\(files.count) file\(files.count == 1 ? "" : "s"), \(records) questionnaire\(records == 1 ? "" : "s")"
        if diagnostics.isEmpty {
            if !arguments.flags.contains("--quiet") {
                console.out("\(summary): all valid against \(Quoted.single(plan.model.name))\(drafts ? " as drafts" : "")\n")
            }
            return 0
        }
        console.err(diagnostics.renderedReport())
        return 1
    }

    /// Why a file `validate` was given cannot be read, or `nil` when it is a regular file that
    /// can be: a folder, a named pipe or a device is named as what it is (a pipe is never
    /// opened), a missing file as missing. The file itself is then read a part at a time.
    private static func questionnaireFileProblem(_ file: String) -> Diagnostic? {
        switch InputFile.check(file) {
        case nil:
            return nil
        case .notAFile(let kind)?:
            return .error(
                "\(Quoted.single(file)) is \(kind), not a file",
                hint: "validate reads questionnaires from files; name them, e.g. Output/policy/*.json")
        case .tooLarge(let size)?:
            return .error("cannot read \(Quoted.single(file)): it holds \(size) bytes")
        case .unreadable(let code, let danglingLink)?:
            let hint =
                danglingLink
                ? "it is a symbolic link to something that does not exist"
                : code == EACCES || code == EPERM ? "check the file's permissions" : code == ENOENT ? "check the path" : nil
            return .error("cannot read \(Quoted.single(file)): \(String(cString: strerror(code)))", hint: hint)
        }
    }
}
