import Foundation
import Testing

/// `seedfill generate --invalid`: negative fixtures, each breaking exactly the rule its label
/// names, checked by `seedfill validate` (one error per fixture, at the labelled path, with the
/// labelled message) and by an independent check of the fixture's JSON against the model's
/// (``InvalidFixtureCheck``); bounds broken one unit past their edge; located usage errors.
// Issue 20, item 2 (and the invalid side of item 3).
@Suite struct InvalidCommandTests {
    /// A label as the manifest holds it.
    struct Label: Equatable {
        var fixture: Int
        var path: String
        var rule: String
        var message: String
    }

    /// The labels of seed `seed` in the manifest of `output`, and its `invalid` object.
    static func labels(_ output: String, seed: String) throws -> (labels: [Label], invalid: [String: Any]) {
        let manifest = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: output + "/manifest.json"))))
        let invalid = try #require(((manifest["seeds"] as? [String: Any])?[seed] as? [String: Any])?["invalid"] as? [String: Any])
        let labels = (invalid["labels"] as? [[String: Any]] ?? []).map { object in
            Label(
                fixture: object["fixture"] as? Int ?? 0, path: object["path"] as? String ?? "", rule: object["rule"] as? String ?? "",
                message: object["message"] as? String ?? "")
        }
        return (labels, invalid)
    }

    /// What `seedfill validate` reports for each line of a JSON Lines file: by line, the path and
    /// the message of each error.
    static func validated(_ arguments: [String], file: String) -> (status: Int32, byLine: [Int: [(path: String, message: String)]]) {
        let run = seedfill(["validate"] + arguments + [file])
        var byLine: [Int: [(path: String, message: String)]] = [:]
        let lines = run.err.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() where line.hasPrefix(file + ":") {
            let rest = line.dropFirst(file.count + 1)
            let parts = rest.split(separator: ":", maxSplits: 2)
            guard parts.count == 3, let number = Int(parts[0]), parts[2].hasPrefix(" error: ") else { continue }
            let message = String(parts[2].dropFirst(" error: ".count))
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            let path = next.hasPrefix("  at: ") ? String(next.dropFirst("  at: ".count)) : ""
            byLine[number, default: []].append((path, message))
        }
        return (run.status, byLine)
    }

    /// Checks every fixture of `file` (JSON Lines) against its label: `validate` reports it
    /// and nothing else, and the independent check agrees. Returns the labels.
    @discardableResult
    static func checkFixtures(
        project: String, output: String, seed: String, model: String, modelText: String, today: String = "2026-01-01"
    ) throws -> [Label] {
        let file = output + "/\(seed).jsonl"
        let (labels, invalid) = try labels(output, seed: seed)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let fixtures = text.split(separator: "\n").map { jsonObject(Data($0.utf8)) ?? [:] }
        #expect(fixtures.count == labels.count, "\(seed): \(fixtures.count) fixtures, \(labels.count) labels")
        #expect(labels.map(\.fixture) == labels.indices.map { $0 + 1 })
        #expect((invalid["rules"] as? Int ?? -1) == (invalid["broken"] as? Int ?? 0) + ((invalid["unbreakable"] as? [Any])?.count ?? 0))
        let (status, byLine) = validated(["--seeds", project, "--today", today, model], file: file)
        #expect(status == (labels.isEmpty ? 0 : 1))
        let check = InvalidFixtureCheck(
            model: try #require(InvalidFixtureCheck.parseModel(modelText)), today: InvalidFixtureCheck.parseISO(today)!)
        for label in labels {
            let reported = byLine[label.fixture] ?? []
            #expect(reported.count == 1, "\(seed) fixture \(label.fixture) (\(label.rule)): validate reports \(reported)")
            #expect(reported.first?.path == label.path, "\(seed) fixture \(label.fixture): \(reported) vs \(label)")
            #expect(reported.first?.message == label.message, "\(seed) fixture \(label.fixture): \(reported) vs \(label)")
            if let problem = check.problem(path: label.path, rule: label.rule, fixture: fixtures[label.fixture - 1]) {
                Issue.record("\(seed) fixture \(label.fixture) \(label.path) (\(label.rule)): \(problem)")
            }
        }
        #expect(Set(byLine.keys).isSubset(of: Set(labels.map(\.fixture))))
        return labels
    }

    @Test func everyFixtureOfTheExampleProjectBreaksItsLabelledRuleAlone() throws {
        let project = try TemporaryProject()
        let seeds = repositoryRoot.appendingPathComponent("Seeds").path
        let run = seedfill([
            "generate", "--seeds", seeds, "--out", project.output, "--invalid", "--format", "jsonl", "--today", "2026-01-01",
        ])
        #expect(run.status == 0, "\(run.err)")
        let models = ["policy": "policy", "policyholder": "policyholder", "vehicle": "vehicle", "vehicle-defaults": "vehicle"]
        var total = 0
        for (seed, model) in models.sorted(by: { $0.key < $1.key }) {
            let modelText = try String(contentsOfFile: seeds + "/models/\(model).json", encoding: .utf8)
            let labels = try Self.checkFixtures(project: seeds, output: project.output, seed: seed, model: model, modelText: modelText)
            #expect(labels.count > 20, "\(seed): \(labels.count) fixtures")
            #expect(run.out.contains("\(seed): \(labels.count) questionnaires → "), "\(run.out)")
            total += labels.count
        }
        // Kinds of rule broken somewhere in the example project.
        let rules = try models.keys.flatMap {
            try Self.labels(project.output, seed: $0).labels.map { InvalidFixtureCheck.split($0.rule).0 }
        }
        for kind in [
            "required", "type", "min", "max", "maxLength", "pattern", "mask", "options", "exclusive", "minItems", "maxItems", "visibleWhen",
            "validWhen", "compute", "uniqueBy",
        ] {
            #expect(rules.contains(kind), "no fixture breaks a '\(kind)' rule")
        }
        #expect(total > 150)
        // The README's example: the summary of the vehicle seed and one of its labels.
        #expect(run.out.contains("vehicle: 57 questionnaires → "), "\(run.out)")
        #expect(run.out.contains("  invalid: rules: 63, broken: 57, unbreakable: 6; 57 fixtures\n"), "\(run.out)")
        #expect(run.out.contains("  unbreakable: car.make: required: breaking it breaks another rule too (car.carModel: options)\n"))
        let year = Label(
            fixture: 6, path: "car.year", rule: "max 'year(today)'",
            message: "2027 is greater than the maximum 2026 (rule: max 'year(today)')")
        #expect(try Self.labels(project.output, seed: "vehicle").labels.contains(year))
    }
}
