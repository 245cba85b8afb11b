import Foundation

/// A questionnaire model declared in Swift, the way an app declares its forms: an enum of
/// ``QuestionnaireSection``s whose cells are enums of ``QuestionnaireCell``s.
///
/// ```swift
/// let model = try QuestionnaireModel(name: "insurant", sections: InsurantSection.self)
/// let project = try SeedfillProject(directory: seedsURL, adding: [model])
/// ```
///
/// The declaration is written as the JSON of a model file (``jsonText``) and read by the same
/// loader, so seed files, `check`, generation and validation treat it exactly as that file.
/// Field keys are the cell enums' raw values, section keys the section enum's. Mistakes are
/// ``Diagnostic``s located at the Swift declaration: `DocumentCell.number: error: …`.
public struct QuestionnaireModel: Sendable {
    /// The model's name, which seed files give as their `"model"`.
    public let name: String
    /// The model as the JSON of a model file: saved as `models/NAME.json`, the command line's
    /// `check`, `generate`, `graph` and `explain` read the same model.
    public let jsonText: String
    /// The loaded model.
    let model: Model
    /// Where each object of ``jsonText`` comes from.
    let origins: [DeclaredOrigin]
    /// The loader's warnings about the model, told against the declaration.
    public let warnings: [Diagnostic]

    /// Reads the model declared by the cases of `sections`, in order, and checks its shape.
    ///
    /// - Parameters:
    ///   - name: the model's name: letters, digits and `_`, not starting with a digit.
    ///   - title: the model's display title.
    /// - Throws: a ``SeedfillError`` whose diagnostics name the section or cell at fault
    ///   (`DocumentCell.number`) and its property (`at: parentFields[0]`). Expressions, masks
    ///   and patterns are checked when a project with the model is loaded.
    public init<S: QuestionnaireSection>(name: String, title: String? = nil, sections: S.Type) throws(SeedfillError) {
        let owner = String(describing: S.self)
        var writer = DeclaredModelWriter(owner: owner)
        guard let (text, origins) = writer.write(name: name, title: title, sections: S.allCases.map { $0 }) else {
            throw SeedfillError(diagnostics: writer.bag.diagnostics)
        }
        let bytes = Array(text.utf8)
        let (model, problems) = ModelLoader.load(bytes: bytes, file: owner)
        let told = problems.map { Self.told($0, file: owner, origins: origins) }
        guard var model, !told.contains(where: { $0.severity == .error }) else { throw SeedfillError(diagnostics: told) }
        model.sourceDigest = SHA256.hexDigest(bytes)
        self.name = name
        self.jsonText = text
        self.model = model
        self.origins = origins
        self.warnings = told
    }

    /// ``jsonText`` as UTF-8 bytes: the contents of a file `models/NAME.json`.
    public var jsonModel: Data { Data(jsonText.utf8) }

    /// The name messages give the model's declaration (its sections' enum): the "file" of its
    /// diagnostics before they are told against a section or cell.
    var file: String { model.file }
}
