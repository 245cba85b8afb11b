import Foundation
import Testing

@testable import SeedfillCore

/// `--format csv`: read back by a strict RFC 4180 reader, every cell equals the same run's JSON.
@Suite struct CSVFormatTests {
    let seeds = repositoryRoot.appendingPathComponent("Seeds").path

    /// Flattens a questionnaire as the csv format does: sections and groups to dotted columns.
    func flatten(_ object: [String: Any], prefix: String = "", into out: inout [String: Any]) {
        for (key, value) in object {
            if let nested = value as? [String: Any], !(value is NSNull), isContainer(prefix + key) {
                flatten(nested, prefix: prefix + key + ".", into: &out)
            } else {
                out[prefix + key] = value
            }
        }
    }

    var containerPaths: Set<String> = []
    func isContainer(_ path: String) -> Bool { containerPaths.contains(path) }

    @Test func csvMatchesJSON() throws {
        let scratch = try TemporaryProject()
        #expect(seedfill(["--seeds", seeds, "--out", scratch.output + "/j", "--format", "jsonl", "--quiet"]).status == 0)
        #expect(seedfill(["--seeds", seeds, "--out", scratch.output + "/c", "--format", "csv", "--quiet"]).status == 0)
        let (project, _) = Project.load(directory: seeds)
        let (plans, _) = try #require(project).check()
        for seed in project!.seeds {
            let plan = try #require(plans[seed.name])
            var suite = self
            suite.containerPaths = Set(
                plan.fields.filter { [.section, .group].contains($0.field.type) && $0.frame == 0 }.map {
                    $0.fullPath.joined(separator: ".")
                })
            let csvBytes = try #require(FileManager.default.contents(atPath: scratch.output + "/c/\(seed.name).csv"))
            let (table, problems) = CSVReader.parse([UInt8](csvBytes), file: "\(seed.name).csv")
            #expect(problems.isEmpty, "\(problems)")
            let csv = try #require(table)
            #expect(csv.header == CSVRowWriter(plan: plan).columns.map(\.name))
            let lines = try String(contentsOfFile: scratch.output + "/j/\(seed.name).jsonl", encoding: .utf8).split(separator: "\n")
            #expect(csv.rows.count == lines.count)
            for (row, line) in zip(csv.rows, lines) {
                var flat: [String: Any] = [:]
                suite.flatten(try #require(jsonObject(Data(line.utf8))), into: &flat)
                let types = Dictionary(
                    uniqueKeysWithValues: CSVRowWriter(plan: plan).columns.map { ($0.name, plan.fields[$0.ids[0]].field.type) })
                for (column, cell) in zip(csv.header, row) {
                    let expected = flat[column]
                    switch expected {
                    case nil, is NSNull: #expect(cell == "", "\(column)")
                    case let text as String: #expect(cell == text, "\(column)")
                    case let number as NSNumber where !(expected is [Any]):
                        // Compare as numbers: 1.40 in CSV is 1.4 once JSON is parsed.
                        if types[column] == .boolean {
                            #expect(cell == (number.boolValue ? "true" : "false"), "\(column)")
                        } else {
                            #expect(Double(cell) == number.doubleValue, "\(column): \(cell) vs \(number)")
                        }
                    default:
                        // Arrays and objects: the cell is their JSON text.
                        let parsed = try JSONSerialization.jsonObject(with: Data(cell.utf8))
                        #expect(NSArray(array: [parsed]).isEqual(NSArray(array: [expected!])), "\(column)")
                    }
                }
            }
        }
    }
}
