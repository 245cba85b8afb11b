import Foundation

/// A seedfill project (a directory laid out like `Seeds/`), loaded and checked: the entry point
/// of the library.
///
/// ```swift
/// let project = try SeedfillProject(directory: URL(fileURLWithPath: "Seeds"))
/// let policies = try project.compile(seed: "policy")
/// let data = try policies.json(7)  // the bytes of policy-0008.json
/// ```
///
/// Loading runs everything `seedfill check` runs and plans every seed file once; a value is
/// immutable and `Sendable`, so one project can serve many tests at once.
public struct SeedfillProject: Sendable {
    /// The loaded models, seed files and tables.
    let project: Project
    /// The plan of every seed file, by seed name, as `check` made them.
    let plans: [String: ModelPlan]
    /// The warnings `seedfill check` prints for this project; empty when it reports none.
    public let warnings: [Diagnostic]

    /// Loads and checks the project in `directory`, with `models` declared in Swift besides
    /// those of its `models` folder.
    ///
    /// Throws a ``SeedfillError`` whose ``SeedfillError/diagnostics`` are what
    /// `seedfill check --seeds DIR` prints when the project has an error. Files are named in
    /// messages relative to the current directory when `directory` was made from a relative
    /// path (`URL(fileURLWithPath: "Seeds")`), as the command line names them; a problem in a
    /// declared model names its Swift declaration (`DocumentCell.number`). A model file and a
    /// declared model may not share a name. With declared models, the `models` folder may be
    /// left out.
    public init(directory: URL, adding models: [QuestionnaireModel] = []) throws(SeedfillError) {
        guard directory.isFileURL else {
            throw SeedfillError(
                .error(
                    "\(Quoted.single(directory.absoluteString)) is not a file URL",
                    hint: "make it with URL(fileURLWithPath:)"))
        }
        var diagnostics = DiagnosticBag()
        diagnostics.append(contentsOf: models.flatMap(\.warnings))
        guard let files = ProjectFiles.read(directory: Self.displayPath(of: directory), modelsRequired: models.isEmpty, into: &diagnostics)
        else { throw SeedfillError(diagnostics: diagnostics.diagnostics) }
        self = try Self.checked(Project.load(files, declared: models.map(\.model), diagnostics: diagnostics), declared: models)
    }

    /// The project of `load` (a project and its load's problems), checked as `seedfill check`
    /// checks it: throws when it has an error. Problems in the `declared` models are told
    /// against their Swift declarations.
    static func checked(_ load: (project: Project?, diagnostics: [Diagnostic]), declared: [QuestionnaireModel] = []) throws(SeedfillError)
        -> SeedfillProject
    {
        let (project, loadProblems) = load
        var problems = loadProblems
        var plans: [String: ModelPlan] = [:]
        if let project {
            let checked = project.check()
            plans = checked.plans
            // As `check` reports them: the load's problems once, then the cross-checks'.
            problems += checked.diagnostics.filter { !loadProblems.contains($0) }
        }
        for model in declared { problems = problems.map(model.told) }
        guard let project, !problems.contains(where: { $0.severity == .error }) else {
            throw SeedfillError(diagnostics: problems)
        }
        return SeedfillProject(project: project, plans: plans, warnings: problems)
    }

    private init(project: Project, plans: [String: ModelPlan], warnings: [Diagnostic]) {
        self.project = project
        self.plans = plans
        self.warnings = warnings
    }

    /// The names of the project's seed files, alphabetical.
    public var seedNames: [String] { project.seeds.map(\.name).sorted() }

    /// The names of the project's models, alphabetical.
    public var modelNames: [String] { project.models.keys.sorted() }

    /// The path `Project.load` reads and names files by: relative when `url` is relative to
    /// the current directory, else absolute.
    static func displayPath(of url: URL) -> String {
        guard let base = url.baseURL else { return url.path }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        return base.standardizedFileURL.path == current && !url.relativePath.isEmpty ? url.relativePath : url.path
    }
}
