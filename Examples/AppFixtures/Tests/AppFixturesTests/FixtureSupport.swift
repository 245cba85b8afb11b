import Foundation
import SeedfillCore

/// The folder of this test target's seed files.
let seedsURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Seeds")

/// The insurant model as declared in Swift.
let insurantModel: QuestionnaireModel = {
    do {
        return try QuestionnaireModel(name: "insurant", sections: InsurantSection.self)
    } catch {
        fatalError("the insurant model does not load:\n\(error)")
    }
}()

/// The seed files of this target with the Swift-declared model, loaded once for every test.
let project: SeedfillProject = {
    do {
        return try SeedfillProject(directory: seedsURL, adding: [insurantModel])
    } catch {
        fatalError("the fixtures project does not load:\n\(error)")
    }
}()
