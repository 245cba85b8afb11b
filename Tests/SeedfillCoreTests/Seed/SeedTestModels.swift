import Foundation

@testable import SeedfillCore

/// Hand-built models for the seed tests, so they do not depend on the model loader.
enum SeedTestModels {
    static let here = SourceLocation(file: "model.json", line: 1, column: 1)

    static func field(_ key: String, _ type: FieldType, _ fields: [Field] = []) -> Field {
        var field = Field(key: key, type: type, location: here, path: key)
        field.fields = fields
        return field
    }

    static func section(_ key: String, _ fields: [Field]) -> Field { field(key, .section, fields) }
    static func group(_ key: String, _ fields: [Field]) -> Field { field(key, .group, fields) }
    static func list(_ key: String, _ fields: [Field]) -> Field { field(key, .list, fields) }

    /// A version of the benchmark's `policy.json`, plus one multichoice (`vehicle.usage`) so that
    /// the multichoice rules can be tested against the same model.
    static let policy = Model(
        name: "policy", file: "policy.json",
        items: [
            section(
                "insurant",
                [
                    field("lastName", .text), field("firstName", .text), field("middleName", .text),
                    field("gender", .choice), field("birthDate", .date), field("phone", .text), field("email", .text),
                    group("document", [field("type", .choice), field("number", .text), field("issueDate", .date)]),
                ]),
            section(
                "address",
                [
                    field("region", .choice), field("city", .choice), field("street", .choice),
                    field("house", .integer), field("flat", .integer),
                ]),
            section(
                "vehicle",
                [
                    field("make", .choice), field("carModel", .choice), field("year", .integer), field("enginePower", .integer),
                    field("vin", .text), field("hasRegNumber", .boolean), field("regNumber", .text), field("usage", .multichoice),
                ]),
            list(
                "drivers",
                [
                    field("lastName", .text), field("firstName", .text), field("birthDate", .date),
                    field("licenseNumber", .text), field("licenseIssueDate", .date),
                ]),
            section(
                "policy",
                [
                    field("number", .text), field("startDate", .date), field("periodMonths", .choice), field("premium", .decimal),
                ]),
        ])

    /// A second model, so that `ref` has something to name.
    static let person = Model(name: "person", file: "person.json", items: [field("name", .text)])

    static let models = ["policy": policy, "person": person]

    /// Loads `text` as `seed.json` against ``models``.
    static func load(_ text: String) -> (seed: SeedFile?, diagnostics: [Diagnostic]) {
        SeedLoader.load(bytes: Array(text.utf8), file: "seed.json", name: "seed", models: models)
    }

    /// Loads a seed whose `fields` object is `fields`.
    static func loadFields(_ fields: String) -> (seed: SeedFile?, diagnostics: [Diagnostic]) {
        load("{\"model\": \"policy\", \"fields\": \(fields)}")
    }

    /// The directory of this file's test target.
    static func testsDirectory(_ filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
    }
}
