import Foundation
import Testing

@testable import SeedfillCore

/// Seeds are checked and generated after the seeds they refer to; cycles are errors.
@Suite struct SeedOrderTests {
    typealias M = RefModels

    static func refModel(_ name: String, to target: String) -> String {
        #"{"model": ""# + name + #"", "sections": [{"key": "s", "fields": [{"key": "r", "type": "ref", "model": ""# + target + #""}]}]}"#
    }
    static let plain = #"{"model": "plain", "sections": [{"key": "s", "fields": [{"key": "n", "type": "integer"}]}]}"#

    @Test func aSeedComesAfterTheSeedsItRefersToTiesAlphabetical() throws {
        // z refers to a; b refers to nothing; y refers to z.
        let scratch = try RefProject([
            "models/plain.json": Self.plain, "models/za.json": Self.refModel("za", to: "plain"),
            "models/yz.json": Self.refModel("yz", to: "za"),
            "a.seed.json": #"{"model": "plain"}"#, "b.seed.json": #"{"model": "plain", "fields": {"n": 1}}"#,
            "z.seed.json": #"{"model": "za", "fields": {"r": {"ref": {"model": "plain", "seed": "a"}}}}"#,
            "y.seed.json": #"{"model": "yz"}"#,
        ])
        #expect(scratch.errors.isEmpty, "\(scratch.located)")
        let project = try #require(scratch.project)
        #expect(project.seedOrder.names == ["a", "b", "z", "y"])
        #expect(project.seedsInReferenceOrder.map(\.name) == ["a", "b", "z", "y"])
        #expect(project.seedOrder.closure(of: ["y"]) == ["y", "z", "a"])
        #expect(Set(scratch.plans.keys) == ["a", "b", "y", "z"])
    }

    @Test func aCycleIsReportedOnceWithItsPath() throws {
        let scratch = try RefProject([
            "models/ab.json": Self.refModel("ab", to: "ba"), "models/ba.json": Self.refModel("ba", to: "ab"),
            "models/self.json": Self.refModel("self", to: "self"), "models/plain.json": Self.plain,
            "a.seed.json": #"{"model": "ab"}"#, "b.seed.json": #"{"model": "ba"}"#, "me.seed.json": #"{"model": "self"}"#,
            "p.seed.json": #"{"model": "plain"}"#,
        ])
        #expect(
            scratch.errors == [
                "seed files refer to each other in a cycle: a → b → a",
                "seed files refer to each other in a cycle: me → me",
            ])
        #expect(Set(scratch.plans.keys) == ["p"])
        #expect(scratch.project?.seedOrder.names == ["p", "a", "b", "me"])
    }

    @Test func theShortestCycleIsNamedFromItsFirstSeed() throws {
        // c → a → b → c, written in the seed entries so each reference has its own place.
        func seed(_ model: String, _ target: String) -> String {
            #"{"model": ""# + model + #"", "fields": {"r": {"ref": {"model": ""# + target + #"", "seed": ""# + target + #""}}}}"#
        }
        let scratch = try RefProject([
            "models/a.json": Self.refModel("a", to: "b"), "models/b.json": Self.refModel("b", to: "c"),
            "models/c.json": Self.refModel("c", to: "a"),
            "a.seed.json": seed("a", "b"), "b.seed.json": seed("b", "c"), "c.seed.json": seed("c", "a"),
        ])
        #expect(scratch.located.count == 1)
        #expect(
            scratch.located.first?.hasPrefix("a.seed.json:1:32: seed files refer to each other in a cycle: a → b → c → a") == true,
            "\(scratch.located)")
    }
}
