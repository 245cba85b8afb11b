import Foundation
import Testing

@testable import SeedfillCore

/// Every generator key the seed parser knows is registered everywhere a kind must be (issue 15,
/// item 2): the parser reads it into a kind of its own name, a unit under
/// `Sources/SeedfillCore/Generators/` says in its header that it is that kind's, the seed schema
/// has its `gen_KEY` definition among the generators, and the README's table of generators has
/// its row. A kind added to ``GeneratorKeys/generators`` and forgotten in one of them fails here.
@Suite struct GeneratorRegistrationTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A valid argument for each generator key, read by ``SeedParser/parseGenerator(_:members:field:_:depth:ignoring:)``
    /// as a `let` helper's entry. A new key needs one here too.
    static let examples: [String: String] = [
        "const": #"{"const": 1}"#,
        "oneOf": #"{"oneOf": ["a", "b"]}"#,
        "someOf": #"{"someOf": ["a", "b"], "min": 1}"#,
        "int": #"{"int": [1, 10]}"#,
        "decimal": #"{"decimal": {"min": 0, "max": 1, "scale": 2}}"#,
        "normal": #"{"normal": {"mean": 5, "sd": 1}}"#,
        "date": #"{"date": {"from": "2020-01-01", "to": "2020-12-31"}}"#,
        "datetime": #"{"datetime": {"from": "2020-01-01T00:00:00Z"}}"#,
        "time": #"{"time": {"from": "09:00", "to": "18:00"}}"#,
        "bool": #"{"bool": 0.5}"#,
        "mask": ###"{"mask": "##-??", "maskLetters": "AB"}"###,
        "regex": #"{"regex": "[A-Z]{2}"}"#,
        "sequence": #"{"sequence": {"start": 5}}"#,
        "uuid": #"{"uuid": true}"#,
        "fake": #"{"fake": "person.firstName", "gender": "g"}"#,
        "template": #"{"template": "{a}-{b}"}"#,
        "expr": #"{"expr": "1 + 2"}"#,
        "table": #"{"table": "cities", "column": "city"}"#,
        "ref": #"{"ref": "person"}"#,
        "when": #"{"when": [{"if": "a > 1", "int": [1, 2]}, {"else": 3}]}"#,
    ]

    @Test func everyKeyHasAnExample() {
        #expect(Set(Self.examples.keys) == Set(GeneratorKeys.generators))
    }

    @Test(arguments: GeneratorKeys.generators)
    func theParserReadsEveryKeyIntoItsOwnKind(key: String) throws {
        let text = try #require(Self.examples[key], "no example for \(key)")
        let node = try #require(JSONReader.parse(Array(text.utf8), file: "t.seed.json").node)
        var parser = SeedParser(file: "t.seed.json", models: SeedTestModels.models)
        let spec = parser.parseGenerator(node, members: node.members ?? [], field: nil, .root, depth: 0)
        #expect(parser.bag.diagnostics.isEmpty, "\(parser.bag.diagnostics.map(\.message))")
        #expect(spec?.kind.keyword == key)
    }

    @Test(arguments: GeneratorKeys.generators)
    func everyKeyHasAUnit(key: String) throws {
        let headers = try Self.unitHeaders()
        let units = headers.filter { $0.value.contains("`\(key)`") }.keys.sorted()
        #expect(!units.isEmpty, "no file in Generators/Kinds or Generators/Wrappers whose first line names `\(key)`")
    }

    @Test(arguments: GeneratorKeys.generators)
    func everyKeyIsAGeneratorOfTheSchema(key: String) throws {
        let url = Self.repository.appendingPathComponent("Schemas/seed.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let definition = try #require(definitions["gen_\(key)"] as? [String: Any], "no gen_\(key) in the schema")
        let properties = definition["properties"] as? [String: Any]
        #expect(properties?[key] != nil, "gen_\(key) has no property \(key)")
        let generator = try #require(definitions["generator"] as? [String: Any])
        let choices = (generator["oneOf"] as? [[String: Any]] ?? []).compactMap { $0["$ref"] as? String }
        #expect(choices.contains("#/$defs/gen_\(key)"), "the schema's generator does not offer gen_\(key)")
    }

    @Test(arguments: GeneratorKeys.generators)
    func everyKeyHasARowInTheReadmeTable(key: String) throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let table = try #require(readme.components(separatedBy: "### Generators\n").dropFirst().first)
        let rows = (table.components(separatedBy: "\n#").first ?? "").split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.contains { $0.hasPrefix("| `\(key)` |") }, "no row for `\(key)` in the README's table of generators")
    }

    /// The first line of every file under `Generators/Kinds` and `Generators/Wrappers`, by path.
    static func unitHeaders() throws -> [String: String] {
        let root = repository.appendingPathComponent("Sources/SeedfillCore/Generators")
        var headers: [String: String] = [:]
        for folder in ["Kinds", "Wrappers"] {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                headers[folder + "/" + file] = text.split(separator: "\n").first { $0.hasPrefix("///") }.map(String.init) ?? ""
            }
        }
        return headers
    }
}
