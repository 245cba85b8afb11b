/// The input files of a project, before they are parsed: read from a directory laid out like
/// `Seeds/`, or given in memory by a test (see ``SeedfillProject/init(models:seeds:tables:)``).
struct ProjectFiles: Sendable {
    /// One input file: its name in its folder (`policy.json`), how messages name it, its bytes.
    struct File: Sendable {
        let name: String
        let display: String
        let bytes: [UInt8]
    }

    /// The directory as the user named it (used in messages).
    var directory: String
    /// The tables (`data/NAME.csv`, `data/NAME.json`), the models (`models/NAME.json`) and the
    /// seed files (`NAME.seed.json`), each in name order.
    var tables: [File] = []
    var models: [File] = []
    var seeds: [File] = []
    /// Tables and models whose files could not be read (their errors are reported).
    var unreadTables: Set<String> = []
    var unreadModels: Set<String> = []
    /// Whether the project has a `models` folder (without one, its absence is the error).
    var hasModelsFolder = true

    /// The files under `directory`, every problem reading them in `diagnostics`; `nil` when
    /// there is no such directory. A missing `models` folder is an error only when
    /// `modelsRequired` (a project whose models are declared in Swift may have none).
    static func read(directory: String, modelsRequired: Bool = true, into diagnostics: inout DiagnosticBag) -> ProjectFiles? {
        let root = InputFile.entry(at: directory)
        guard root.exists, root.isDirectory else {
            diagnostics.error(
                root.exists
                    ? "\(Quoted.single(directory)) is a file, not a project directory"
                    : "the project directory \(Quoted.single(directory)) does not exist",
                hint: "run seedfill from a directory that has Seeds/, or pass --seeds DIR")
            return nil
        }
        var files = ProjectFiles(directory: directory)
        let dataDirectory = FilePath.join(directory, "data")
        let modelsDirectory = FilePath.join(directory, "models")
        Project.checkFolder(dataDirectory, required: false, into: &diagnostics)
        files.hasModelsFolder = Project.checkFolder(modelsDirectory, required: modelsRequired, into: &diagnostics)
        for name in Project.listFiles(in: dataDirectory) {
            let display = FilePath.join(dataDirectory, name)
            let (table, ext) = Project.split(name)
            guard ext == "csv" || ext == "json" else { continue }
            guard let bytes = Project.read(display, limit: Project.maxTableBytes, as: .table, into: &diagnostics) else {
                files.unreadTables.insert(table)
                continue
            }
            files.tables.append(File(name: name, display: display, bytes: bytes))
        }
        for name in Project.listFiles(in: modelsDirectory) where name.hasSuffix(".json") {
            let display = FilePath.join(modelsDirectory, name)
            guard let bytes = Project.read(display, limit: Project.maxSourceBytes, as: .model, into: &diagnostics) else {
                files.unreadModels.insert(String(name.dropLast(".json".count)))
                continue
            }
            files.models.append(File(name: name, display: display, bytes: bytes))
        }
        for name in Project.listFiles(in: directory) where name.hasSuffix(".seed.json") {
            let display = FilePath.join(directory, name)
            guard let bytes = Project.read(display, limit: Project.maxSourceBytes, as: .seed, into: &diagnostics) else { continue }
            files.seeds.append(File(name: name, display: display, bytes: bytes))
        }
        return files
    }
}
