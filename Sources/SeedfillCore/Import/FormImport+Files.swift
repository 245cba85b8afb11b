import Foundation

/// Checking the translated model and its starter seed in memory, then writing both, never
/// over a file without `force`.
extension FormImport {
    /// The files an import writes, checked: the model, its starter seed and the tables.
    struct CheckedFiles {
        var modelPath: String
        var seedPath: String
        var seedText: String
        var tableFiles: [ProjectFiles.File]
    }

    /// Checks `modelText` (model `name`) and the seed made for it, then writes both (and the
    /// `tables` the form reads, into `data/`); returns the lines saying what was written, or the
    /// errors that stopped it.
    func write(_ modelText: String, name: String, context: [String] = [], hosts: HostValues = HostValues(), tables: [FormTable] = [])
        -> Outcome
    {
        let checked: CheckedFiles
        switch check(modelText, name: name, context: context, hosts: hosts, tables: tables) {
        case .success(let files): checked = files
        case .failure(let problems): return Outcome(report: "", errors: problems.diagnostics)
        }
        let (modelPath, seedPath, seedText, tableFiles) = (checked.modelPath, checked.seedPath, checked.seedText, checked.tableFiles)
        let dataDirectory = FilePath.join(seedsDirectory, "data")
        // A table already in data/ with the same bytes is left as it is.
        let newTables = tableFiles.filter { FileManager.default.contents(atPath: $0.display).map(Array.init) != $0.bytes }
        let existing = ([modelPath, seedPath] + newTables.map(\.display)).filter { FileManager.default.fileExists(atPath: $0) }
        if !force, !existing.isEmpty {
            return Outcome(
                report: "",
                errors: existing.map {
                    .error("\(Quoted.single($0)) exists", hint: "pass --force to replace it, or --model NAME to import under another name")
                })
        }
        do {
            try FileManager.default.createDirectory(
                atPath: FilePath.join(seedsDirectory, "models"), withIntermediateDirectories: true)
            try Data(modelText.utf8).write(to: URL(fileURLWithPath: modelPath), options: .atomic)
            try Data(seedText.utf8).write(to: URL(fileURLWithPath: seedPath), options: .atomic)
            if !newTables.isEmpty { try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true) }
            for table in newTables { try Data(table.bytes).write(to: URL(fileURLWithPath: table.display), options: .atomic) }
        } catch {
            return Outcome(report: "", errors: [.error("cannot write the model and seed: \(error.localizedDescription)")])
        }
        let report = ([modelPath, seedPath] + newTables.map(\.display)).map { "wrote \($0)\n" }.joined()
        return Outcome(report: report, errors: [])
    }

    /// Checks `modelText` (model `name`) and the starter seed made for it in memory, as `check`
    /// would: the files to write, or the errors (an importer's fault) that stop the import.
    func check(_ modelText: String, name: String, context: [String], hosts: HostValues = HostValues(), tables: [FormTable])
        -> Result<CheckedFiles, FormReadProblems>
    {
        let modelPath = FilePath.join(FilePath.join(seedsDirectory, "models"), name + ".json")
        let seedPath = FilePath.join(seedsDirectory, name + ".seed.json")
        let (model, modelProblems) = ModelLoader.load(bytes: Array(modelText.utf8), file: modelPath)
        guard let model, !modelProblems.contains(where: { $0.severity == .error }) else {
            return .failure(FormReadProblems(diagnostics: [Self.internalError(modelPath)] + modelProblems))
        }
        var seed: SeedFile?
        if !context.isEmpty {
            let at = SourceLocation(file: seedPath, line: 1, column: 1)
            seed = SeedFile(name: name, file: seedPath, model: name, modelLocation: at)
            seed?.context = JSONNode(
                .object(context.map { JSONMember(key: $0, keyLocation: at, value: hosts.values[$0] ?? JSONNode(.null, at: at)) }), at: at)
        }
        let dataDirectory = FilePath.join(seedsDirectory, "data")
        var loaded: [String: Table] = [:]
        var tableFiles: [ProjectFiles.File] = []
        for table in tables {
            let display = FilePath.join(dataDirectory, table.name + ".csv")
            loaded[table.name] = Table.load(csv: table.bytes, name: table.name, file: display).table
            tableFiles.append(ProjectFiles.File(name: table.name + ".csv", display: display, bytes: table.bytes))
        }
        let (plan, planProblems) = PlanBuilder.plan(model: model, seed: seed, tables: loaded)
        guard let plan, !planProblems.contains(where: { $0.severity == .error }) else {
            return .failure(FormReadProblems(diagnostics: [Self.internalError(modelPath)] + planProblems))
        }
        var template = SeedTemplate(plan: plan, schema: nil, today: today)
        template.emptyOptional = "0.25"
        template.context = context
        template.contextValues = hosts.texts
        template.proposals = true
        template.writer = "seedfill import \(format.rawValue)"
        let seedText = template.text()
        var files = ProjectFiles(directory: seedsDirectory)
        files.tables = tableFiles
        files.models = [ProjectFiles.File(name: name + ".json", display: modelPath, bytes: Array(modelText.utf8))]
        files.seeds = [ProjectFiles.File(name: name + ".seed.json", display: seedPath, bytes: Array(seedText.utf8))]
        let (project, loadProblems) = Project.load(files)
        let checkProblems = project?.check().diagnostics ?? []
        let errors = (loadProblems + checkProblems).filter { $0.severity == .error }
        guard project != nil, errors.isEmpty else {
            return .failure(FormReadProblems(diagnostics: [Self.internalError(seedPath)] + errors))
        }
        return .success(CheckedFiles(modelPath: modelPath, seedPath: seedPath, seedText: seedText, tableFiles: tableFiles))
    }

    /// The error of a translation that `check` rejects: a fault of the importer, not the form.
    static func internalError(_ path: String) -> Diagnostic {
        .error(
            "the translated \(Quoted.single(path)) does not pass check (a fault of the importer; the problems follow)",
            hint: "please report it with the form; nothing was written")
    }

    /// What was translated: counts, then every note, located.
    func summary(_ model: ImportedModel, notes: [ImportNote]) -> String {
        func count(_ fields: [ImportedField]) -> Int { fields.reduce(0) { $0 + 1 + count($1.fields ?? []) } }
        let fieldCount = count(model.fields) + model.definitions.reduce(0) { $0 + 1 + count($1.field.fields ?? []) }
        var out = "translated \(fieldCount) field\(fieldCount == 1 ? "" : "s")"
        if !model.definitions.isEmpty { out += " (\(model.definitions.count) in definitions)" }
        out += "\n"
        let untranslated = notes.filter { $0.kind == .untranslated }
        if !untranslated.isEmpty {
            out += "not translated (fixtures may break these rules):\n"
            for note in untranslated { out += "  \(note.location): \(note.pointer): \(note.message)\n" }
        }
        let remarks = notes.filter { $0.kind == .remark }
        if !remarks.isEmpty {
            out += "remarks:\n"
            for note in remarks { out += "  \(note.location): \(note.pointer): \(note.message)\n" }
        }
        return out
    }
}
