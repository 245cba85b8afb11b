import Foundation

/// A project directory laid out like `Seeds/`: models, seed files and tables, loaded and
/// structurally checked.
package struct Project: Sendable {
    /// The directory as the user named it (used in messages).
    var directory: String
    /// Models by name.
    package var models: [String: Model]
    /// Seed files, by seed name in alphabetical order.
    package var seeds: [SeedFile]
    /// Tables by name.
    var tables: [String: Table]
    /// Names of models whose files did not load (their errors are reported): a seed or `ref`
    /// naming one gets no second, misleading "unknown model" error.
    var unloadedModels: Set<String> = []
    /// Names of tables whose files did not load (their errors are reported).
    var unloadedTables: Set<String> = []

    /// The seed named `name`.
    package func seed(named name: String) -> SeedFile? { seeds.first { $0.name == name } }

    /// Loads every model, seed file and table under `directory`, collecting every problem.
    package static func load(directory: String) -> (project: Project?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        guard let files = ProjectFiles.read(directory: directory, into: &diagnostics) else { return (nil, diagnostics.diagnostics) }
        return load(files, diagnostics: diagnostics)
    }

    /// Loads the project whose files are `files` (read from a directory, or given in memory),
    /// with `declared` models besides its model files (models declared in Swift), after the
    /// problems already found in `diagnostics`.
    static func load(_ files: ProjectFiles, declared: [Model] = [], diagnostics: DiagnosticBag = DiagnosticBag())
        -> (project: Project?, diagnostics: [Diagnostic])
    {
        var diagnostics = diagnostics
        var tables: [String: Table] = [:]
        var unloadedTables = files.unreadTables
        for file in files.tables {
            let (name, ext) = split(file.name)
            if tables[name] != nil {
                diagnostics.error(
                    "two tables are named \(Quoted.single(name))", at: SourceLocation(file: file.display, line: 1, column: 1),
                    hint: "keep either data/\(name).csv or data/\(name).json")
                continue
            }
            let (table, problems) =
                ext == "csv"
                ? Table.load(csv: file.bytes, name: name, file: file.display)
                : loadJSONTable(file.bytes, name: name, file: file.display)
            diagnostics.append(contentsOf: problems)
            if let table { tables[name] = table } else { unloadedTables.insert(name) }
        }

        var models: [String: Model] = [:]
        var unloadedModels = files.unreadModels
        for file in files.models {
            let (model, problems) = ModelLoader.load(bytes: file.bytes, file: file.display)
            diagnostics.append(contentsOf: problems)
            guard var model else {
                unloadedModels.formUnion(unloadedModelNames(file: file.name, bytes: file.bytes))
                continue
            }
            if let existing = models[model.name] {
                diagnostics.error(
                    "two models are named \(Quoted.single(model.name)): \(existing.file) and \(file.display)",
                    at: SourceLocation(file: file.display, line: 1, column: 1), hint: "rename one of them")
                continue
            }
            model.sourceDigest = SHA256.hexDigest(file.bytes)
            models[model.name] = model
        }
        for model in declared {
            if let existing = models[model.name] {
                diagnostics.error(
                    "two models are named \(Quoted.single(model.name)): \(existing.file) and \(model.file)",
                    at: SourceLocation(file: model.file, line: 1, column: 1), hint: "rename one of them")
                continue
            }
            models[model.name] = model
        }

        var seeds: [SeedFile] = []
        for file in files.seeds {
            let name = String(file.name.dropLast(".seed.json".count))
            let (seed, problems) = SeedLoader.load(
                bytes: file.bytes, file: file.display, name: name, models: models,
                unloadedModels: unloadedModels.subtracting(models.keys))
            diagnostics.append(contentsOf: problems)
            guard var seed else { continue }
            seed.sourceDigest = SHA256.hexDigest(file.bytes)
            seeds.append(seed)
        }
        if models.isEmpty && files.hasModelsFolder && !diagnostics.hasErrors {
            let folder = FilePath.join(files.directory, "models")
            diagnostics.error("no models in \(Quoted.single(folder))", hint: "put questionnaire models in \(folder)/NAME.json")
        }
        let project = Project(
            directory: files.directory, models: models, seeds: seeds, tables: tables,
            unloadedModels: unloadedModels.subtracting(models.keys), unloadedTables: unloadedTables.subtracting(tables.keys))
        return (project, diagnostics.diagnostics)
    }

    // MARK: - Files

    /// File names in a directory, sorted so that every platform reads them in the same order.
    static func listFiles(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .sorted()
    }

    static func split(_ file: String) -> (name: String, ext: String) {
        guard let dot = file.lastIndex(of: ".") else { return (file, "") }
        return (String(file[..<dot]), String(file[file.index(after: dot)...]).lowercased())
    }

    /// The names a model file that did not load may have been meant to give: its file name
    /// (`m` for `m.json`) and its `"model"`, when the JSON is readable that far (or, when it does
    /// not parse, when a lenient scan finds it: ``ModelNameScan``).
    private static func unloadedModelNames(file: String, bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = [String(file.dropLast(".json".count))]
        let node = JSONReader.parse(bytes, file: file).node
        if let name = node?["model"]?.stringValue ?? (node == nil ? ModelNameScan.name(in: bytes) : nil) { names.insert(name) }
        return names
    }

    private static func loadJSONTable(_ bytes: [UInt8], name: String, file: String) -> (table: Table?, diagnostics: [Diagnostic]) {
        let (node, problems) = JSONReader.parse(bytes, file: file)
        guard let node else { return (nil, problems) }
        return Table.load(json: node, name: name, file: file)
    }

    /// The largest model or seed file read. Both are read whole into a tree several times their
    /// size; a file this big is generated by mistake (long value lists belong in tables).
    static let maxSourceBytes = 32 << 20
    /// The largest table read; tables are held in memory for the whole run.
    static let maxTableBytes = 256 << 20

    /// The file's bytes, or `nil` with a diagnostic when it is not a regular file (a directory,
    /// a named pipe, a device: said as such, and never opened), cannot be read, or is over
    /// `limit` (checked before reading, so an enormous file costs no memory).
    static func read(_ path: String, limit: Int, as role: InputRole, into diagnostics: inout DiagnosticBag) -> [UInt8]? {
        switch InputFile.read(path, limit: limit) {
        case .success(let bytes):
            return bytes
        case .failure(.tooLarge(let size)):
            diagnostics.error(
                "the file is \(megabytes(size)); \(role == .table ? "a table" : "a model or seed file") may be at most \(megabytes(limit))",
                at: SourceLocation(file: path, line: 1, column: 1),
                hint: role == .table ? "split the table or keep a sample of it" : "long lists of values belong in a table under data/")
        case .failure(.notAFile(let kind)):
            diagnostics.error(
                "\(Quoted.single(path)) is \(kind), not a file",
                hint: "seedfill reads every \(role.pattern) as \(role.name); move it away or rename it")
        case .failure(.unreadable(let code, let danglingLink)):
            let hint =
                danglingLink
                ? "it is a symbolic link to something that does not exist"
                : code == EACCES || code == EPERM ? "check the file's permissions" : nil
            diagnostics.error("cannot read \(Quoted.single(path)): \(String(cString: strerror(code)))", hint: hint)
        }
        return nil
    }

    /// Checks that `path` is a folder: a missing one is an error when `required`, and
    /// something else in its place always is. Returns whether the folder is there.
    @discardableResult
    static func checkFolder(_ path: String, required: Bool, into diagnostics: inout DiagnosticBag) -> Bool {
        let entry = InputFile.entry(at: path)
        if entry.exists, !entry.isDirectory {
            diagnostics.error(
                "\(Quoted.single(path)) is a file, but it should be a folder",
                hint: required ? "put the questionnaire models in \(path)/NAME.json" : "put the tables in \(path)/NAME.csv or NAME.json")
        } else if !entry.exists, required {
            diagnostics.error(
                "there is no folder \(Quoted.single(path))", hint: "put the questionnaire models in \(path)/NAME.json")
        }
        return entry.isDirectory
    }

    /// `104857600` → `100 MB`, `1572864` → `1.5 MB` (binary megabytes, one decimal at most).
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }
}
