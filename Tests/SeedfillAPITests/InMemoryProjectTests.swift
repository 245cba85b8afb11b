import Foundation
import SeedfillCore
import Testing

/// A project made in memory from strings (issue 16): the same records as the same files on
/// disk, and the same located messages, naming the files as a directory would lay them out.
@Suite struct InMemoryProjectTests {
    /// Every file of the example project as text, keyed as the in-memory initialiser takes them.
    static func exampleTexts() throws -> (models: [String: String], seeds: [String: String], tables: [String: String]) {
        let manager = FileManager.default
        func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }
        var models: [String: String] = [:]
        var seeds: [String: String] = [:]
        var tables: [String: String] = [:]
        for name in try manager.contentsOfDirectory(atPath: examplesURL.appendingPathComponent("models").path) where name.hasSuffix(".json")
        {
            models[String(name.dropLast(".json".count))] = try text(examplesURL.appendingPathComponent("models/\(name)"))
        }
        for name in try manager.contentsOfDirectory(atPath: examplesURL.path) where name.hasSuffix(".seed.json") {
            seeds[String(name.dropLast(".seed.json".count))] = try text(examplesURL.appendingPathComponent(name))
        }
        let data = examplesURL.appendingPathComponent("data")
        for name in (try? manager.contentsOfDirectory(atPath: data.path)) ?? [] where name.hasSuffix(".csv") || name.hasSuffix(".json") {
            tables[name] = try text(data.appendingPathComponent(name))
        }
        return (models, seeds, tables)
    }

    @Test func givesTheRecordsOfTheSameFilesOnDisk() throws {
        let texts = try Self.exampleTexts()
        let memory = try SeedfillProject(models: texts.models, seeds: texts.seeds, tables: texts.tables)
        let disk = try SeedfillProject(directory: examplesURL)
        #expect(memory.seedNames == disk.seedNames)
        #expect(memory.modelNames == disk.modelNames)
        for seed in disk.seedNames {
            let a = try memory.compile(seed: seed, today: "2026-11-26", runSeed: 7)
            let b = try disk.compile(seed: seed, today: "2026-11-26", runSeed: 7)
            #expect(a.count == b.count)
            for i in [0, a.count - 1] {
                #expect(try a.json(i) == b.json(i), "record \(i) of \(seed)")
            }
        }
    }

    @Test func namesTheFilesInItsMessages() throws {
        let error = try #require(throws: SeedfillError.self) {
            try SeedfillProject(
                models: [
                    "m": """
                    { "model": "m", "sections": [ { "key": "s", "fields": [
                      { "key": "age", "type": "integer", "min": 0, "max": "agee + 1" }
                    ]}]}
                    """
                ],
                seeds: ["m": #"{ "model": "m", "count": 2 }"#])
        }
        #expect(
            error.description == """
                models/m.json:2:56: error: unknown name 'agee'
                  at: sections[0].fields[0].max
                   | agee + 1
                   | ^^^^
                  hint: did you mean 'age'?
                1 error

                """)
    }

    @Test func aSeedOfAnUnknownModelIsLocatedInItsFile() throws {
        let error = try #require(throws: SeedfillError.self) {
            try SeedfillProject(
                models: [
                    "pet": #"{ "model": "pet", "sections": [ { "key": "s", "fields": [ { "key": "name", "type": "text" } ]}]}"#
                ],
                seeds: ["cat": #"{ "model": "pett", "count": 1 }"#])
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location?.file == "cat.seed.json")
        #expect(diagnostic.hint?.contains("pet") == true)
    }

    @Test func aTableNeedsItsExtension() throws {
        let error = try #require(throws: SeedfillError.self) {
            try SeedfillProject(models: [:], seeds: [:], tables: ["makes": "make\nLada\n"])
        }
        #expect(
            error.description == """
                error: the table 'makes' has no .csv or .json in its name
                  hint: name it as its file in data/ would be: 'makes.csv' or 'makes.json'
                1 error

                """)
    }
}
