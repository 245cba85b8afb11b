import Foundation
import SeedfillCore
import Testing

/// A seed compiled once, its records by number (issue 15, item 6). That `json(i)` is the file
/// `generate` writes is checked against the command line in SeedfillCLITests/LibraryTests.
@Suite struct CompiledSeedTests {
    static let project = Result { try SeedfillProject(directory: examplesURL) }

    @Test func compilesWithTheSeedFilesCountAndToday() throws {
        let policies = try Self.project.get().compile(seed: "policy")
        #expect(policies.name == "policy")
        #expect(policies.count == 40)
        #expect(policies.today == "2026-01-01")
        let defaults = try Self.project.get().compile(seed: "vehicle-defaults", today: "2030-06-15")
        #expect(defaults.count == 10)
        #expect(defaults.today == "2030-06-15")
    }

    @Test func recordIsTheParsedJSON() throws {
        let policies = try Self.project.get().compile(seed: "policy")
        let data = try policies.json(7)
        #expect(data.last == UInt8(ascii: "\n"))
        let record = try policies.record(7)
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == Set(try #require(record.objectValue).keys))
        #expect(try policies.json(7) == data)
        #expect(try policies.json(8) != data)
    }

    @Test func theRunSeedAndTodayChangeTheRecords() throws {
        let project = try Self.project.get()
        let base = try project.compile(seed: "vehicle").json(0)
        #expect(try project.compile(seed: "vehicle", runSeed: 0).json(0) == base)
        #expect(try project.compile(seed: "vehicle", today: "2026-01-01").json(0) == base)
        #expect(try project.compile(seed: "vehicle", runSeed: 1).json(0) != base)
    }

    /// `record(i)` may be called from many tasks at once, in any order, and gives what calls
    /// one after another give; also for a seed with a `unique` template, whose records
    /// depend on the records before them.
    @Test(arguments: ["policy", "policyholder"])
    func concurrentCallsMatchSequentialOnes(seed: String) async throws {
        let project = try Self.project.get()
        let sequential = try project.compile(seed: seed)
        let expected = try (0..<sequential.count).map { try sequential.json($0) }
        let shared = try project.compile(seed: seed)
        let results = try await withThrowingTaskGroup(of: [(Int, Data)].self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Each task walks the records from its own starting point, backwards.
                    let order = (0..<shared.count).map { (shared.count - 1 - $0 + task * 5) % shared.count }
                    return try order.map { ($0, try shared.json($0)) }
                }
            }
            var all: [(Int, Data)] = []
            for try await part in group { all += part }
            return all
        }
        #expect(results.count == 8 * expected.count)
        for (index, data) in results { #expect(data == expected[index], "record \(index)") }
    }

    @Test func badRequestsAreErrors() throws {
        let project = try Self.project.get()
        let unknown = try #require(throws: SeedfillError.self) { try project.compile(seed: "polcy") }
        #expect(unknown.description.hasPrefix("error: there is no seed file 'polcy.seed.json' in '"))
        #expect(unknown.description.contains("  hint: did you mean 'policy'?\n1 error\n"))
        let date = try #require(throws: SeedfillError.self) { try project.compile(seed: "policy", today: "2026-13-01") }
        #expect(date.description == "error: 'today' needs a date YYYY-MM-DD, got '2026-13-01'\n1 error\n")
        let policies = try project.compile(seed: "policy")
        for index in [-1, 40] {
            let error = try #require(throws: SeedfillError.self) { try policies.json(index) }
            #expect(
                error.description
                    == "error: there is no record \(index) of 'policy': it has 40 records\n  hint: records are numbered from 0 to 39\n1 error\n"
            )
        }
    }
}
