import Foundation
import Testing

@testable import SeedfillCore

/// `seedfill generate` on small projects written by the tests.
@Suite struct GenerateCommandTests {
    static let model = """
        {
          "model": "car",
          "sections": [
            { "key": "car", "fields": [
              { "key": "hasRegNumber", "type": "boolean" },
              { "key": "regNumber", "type": "text", "visibleWhen": "hasRegNumber", "mask": "?###??##", "maskLetters": "ABEKMHOPCTYX" },
              { "key": "power", "type": "integer", "min": 30, "max": 300 },
              { "key": "documentType", "type": "choice", "options": ["pts", "epts"] },
              { "key": "documentNumber", "type": "text", "parents": ["documentType"], "rules": [
                { "when": "documentType == 'pts'", "mask": "##?? ######" },
                { "when": "documentType == 'epts'", "pattern": "^[0-9]{15}$" } ] }
            ]}
          ]
        }
        """

    @Test func emptySeedFillsTheModelValidly() throws {
        let project = try TemporaryProject(files: ["models/car.json": Self.model, "car.seed.json": #"{"model": "car", "count": 300}"#])
        let result = seedfill(["--seeds", project.seeds, "--out", project.output, "--format", "jsonl"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("car: 300 questionnaires"))
        let text = try String(contentsOfFile: project.output + "/car.jsonl", encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 300)
        var hidden = 0
        for line in lines {
            let record = try #require(jsonObject(Data(line.utf8)))
            let car = try #require(record["car"] as? [String: Any])
            let has = try #require(car["hasRegNumber"] as? Bool)
            // The registration number is present exactly when the switch is on.
            #expect((car["regNumber"] != nil) == has)
            if !has { hidden += 1 }
            let type = try #require(car["documentType"] as? String)
            let number = try #require(car["documentNumber"] as? String)
            if type == "pts" {
                #expect(number.range(of: #"^[0-9]{2}[A-Z]{2} [0-9]{6}$"#, options: .regularExpression) != nil, "\(number)")
            } else {
                #expect(number.range(of: #"^[0-9]{15}$"#, options: .regularExpression) != nil, "\(number)")
            }
            let power = try #require(car["power"] as? Int)
            #expect((30...300).contains(power))
        }
        #expect(hidden > 50 && hidden < 250)
    }

    @Test func failedRunLeavesEarlierOutputIntact() throws {
        let project = try TemporaryProject(files: ["models/car.json": Self.model, "car.seed.json": #"{"model": "car", "count": 5}"#])
        #expect(seedfill(["--seeds", project.seeds, "--out", project.output, "--quiet"]).status == 0)
        let before = TemporaryProject.snapshot(project.output)
        #expect(before.count == 6)

        // A seed whose values can never satisfy the model, in a way `check` cannot see (a literal
        // range outside the field's bounds is an input error): the run stops part-way.
        try project.write("car.seed.json", #"{"model": "car", "count": 5, "fields": {"power": {"expr": "10 + 19"}}}"#)
        let failed = seedfill(["--seeds", project.seeds, "--out", project.output])
        #expect(failed.status == 3)
        #expect(failed.err.contains("no valid value for 'car.power'"))
        #expect(TemporaryProject.snapshot(project.output) == before)
        let entries = try FileManager.default.contentsOfDirectory(atPath: project.output)
        #expect(!entries.contains { $0.hasPrefix(".seedfill") })
    }

    @Test func inputErrorsExitOneAndWriteNothing() throws {
        let project = try TemporaryProject(files: [
            "models/car.json": Self.model,
            "car.seed.json": #"{"model": "car", "fields": {"powr": 5}}"#,
        ])
        let result = seedfill(["--seeds", project.seeds, "--out", project.output])
        #expect(result.status == 1)
        #expect(result.err.contains("car.seed.json:1:"))
        #expect(result.err.contains("did you mean 'power'?"))
        #expect(!FileManager.default.fileExists(atPath: project.output))
    }

    @Test func usageErrorsExitTwo() {
        #expect(seedfill(["generate", "--count", "many"]).status == 2)
        #expect(seedfill(["generat"]).err.contains("did you mean 'generate'?"))
        #expect(seedfill(["--formt", "json"]).err.contains("did you mean '--format'?"))
        #expect(seedfill(["--format", "xml"]).status == 2)
        #expect(seedfill(["--stdout", "--format", "json"]).status == 2)
        #expect(seedfill(["--shard", "3/2"]).status == 2)
        #expect(seedfill(["--jobs", "0"]).status == 2)
        #expect(seedfill(["graph", "car"]).status == 2)
    }

    @Test func helpAndVersion() {
        let help = seedfill(["--help"])
        #expect(help.status == 0)
        #expect(help.out.contains("USAGE"))
        // Without a command, --help is the overview of every command, not generate's options.
        #expect(help.out.contains("COMMANDS") && !help.out.contains("--shard"))
        #expect(seedfill(["help"]).out == help.out)
        #expect(seedfill(["generate", "--help"]).out.contains("--today"))
        #expect(seedfill(["check", "--help"]).out.contains("check"))
        #expect(seedfill(["--version"]).out.hasPrefix("seedfill \(SeedfillVersion.current)"))
    }

    @Test func editingOneGeneratorChangesOnlyThatFieldAndItsDependants() throws {
        let model = """
            { "model": "m", "sections": [ { "key": "s", "fields": [
              { "key": "a", "type": "integer", "min": 0, "max": 1000000 },
              { "key": "b", "type": "integer", "min": 0, "max": 1000000 },
              { "key": "c", "type": "integer", "min": 0, "max": 1000000 },
              { "key": "d", "type": "text", "mask": "######" }
            ]}]}
            """
        let project = try TemporaryProject(files: [
            "models/m.json": model,
            "m.seed.json": #"{"model": "m", "count": 50, "fields": {"c": {"expr": "b + 1"}}}"#,
        ])
        #expect(seedfill(["--seeds", project.seeds, "--out", project.output, "--format", "jsonl", "--quiet"]).status == 0)
        let before = try String(contentsOfFile: project.output + "/m.jsonl", encoding: .utf8).split(separator: "\n").map {
            jsonObject(Data($0.utf8))!["s"] as! [String: Any]
        }
        try project.write("m.seed.json", #"{"model": "m", "count": 50, "fields": {"b": {"int": [0, 999]}, "c": {"expr": "b + 1"}}}"#)
        #expect(seedfill(["--seeds", project.seeds, "--out", project.output, "--format", "jsonl", "--quiet"]).status == 0)
        let after = try String(contentsOfFile: project.output + "/m.jsonl", encoding: .utf8).split(separator: "\n").map {
            jsonObject(Data($0.utf8))!["s"] as! [String: Any]
        }
        #expect(before.count == 50 && after.count == 50)
        var changedB = 0
        for (x, y) in zip(before, after) {
            #expect(x["a"] as? Int == y["a"] as? Int)
            #expect(x["d"] as? String == y["d"] as? String)
            if x["b"] as? Int != y["b"] as? Int { changedB += 1 }
            #expect(y["c"] as? Int == (y["b"] as? Int).map { $0 + 1 })
        }
        #expect(changedB > 40)
    }
}
