/// Projects made in memory, for tests that do not want files.
extension SeedfillProject {
    /// Loads and checks a project whose files are given as text, as if they were laid out in a
    /// directory: `models["policy"]` is `models/policy.json`, `seeds["policy"]` is
    /// `policy.seed.json`, and `tables["makes.csv"]` is `data/makes.csv` (a table's name keeps its
    /// extension, `.csv` or `.json`, which says how it is read).
    ///
    /// ```swift
    /// let project = try SeedfillProject(
    ///     models: ["pet": #"{"model": "pet", "sections": [...]}"#],
    ///     seeds: ["pet": #"{"model": "pet", "count": 3, "fields": {...}}"#])
    /// ```
    ///
    /// Messages name the files by those paths (`models/pet.json:3:7`). Throws a ``SeedfillError``
    /// with what `seedfill check` would print for the same files. `declared` models (declared
    /// in Swift) join those of `models`; a problem in one names its Swift declaration.
    public init(
        models: [String: String], seeds: [String: String] = [:], tables: [String: String] = [:], adding declared: [QuestionnaireModel] = []
    ) throws(SeedfillError) {
        if let name = tables.keys.sorted().first(where: { !$0.hasSuffix(".csv") && !$0.hasSuffix(".json") }) {
            throw SeedfillError(
                .error(
                    "the table \(Quoted.single(name)) has no .csv or .json in its name",
                    hint: "name it as its file in data/ would be: \(Quoted.single(name + ".csv")) or \(Quoted.single(name + ".json"))"))
        }
        var diagnostics = DiagnosticBag()
        diagnostics.append(contentsOf: declared.flatMap(\.warnings))
        self = try Self.checked(
            Project.load(
                Self.files(models: models, seeds: seeds, tables: tables), declared: declared.map(\.model), diagnostics: diagnostics),
            declared: declared)
    }

    /// The files of an in-memory project, in the order a directory's are read (by name).
    static func files(models: [String: String], seeds: [String: String], tables: [String: String]) -> ProjectFiles {
        func file(_ name: String, _ display: String, _ text: String) -> ProjectFiles.File {
            ProjectFiles.File(name: name, display: display, bytes: Array(text.utf8))
        }
        var files = ProjectFiles(directory: ".")
        files.tables = tables.sorted { $0.key < $1.key }.map { file($0.key, "data/\($0.key)", $0.value) }
        files.models = models.sorted { $0.key < $1.key }.map { file("\($0.key).json", "models/\($0.key).json", $0.value) }
        files.seeds = seeds.sorted { $0.key < $1.key }.map { file("\($0.key).seed.json", "\($0.key).seed.json", $0.value) }
        return files
    }
}
