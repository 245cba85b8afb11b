import Foundation
import Testing

/// Drafts of many small random models (sections shown by conditions, fields shown or computed
/// from fields of other sections, optional fields, lists) are exactly the consistent prefixes
/// the tests work out on their own: for the cut the manifest names, every unit before it that
/// depends on nothing after it keeps the complete record's value, every other one is left out,
/// and so is a section with nothing filled; `validate --draft` accepts every draft.
// Issue 20, item 4.
@Suite struct DraftPropertyTests {
    static let models = 120

    @Test func draftsOfRandomModelsAreConsistentPrefixes() throws {
        var random = TestRandom(state: 20_04)
        var drafts = 0
        var dependantsLeftEmpty = 0
        for number in 0..<Self.models {
            let model = RandomDraftModel(&random)
            let project = try TemporaryProject(files: [
                "models/m.json": model.json, "m.seed.json": #"{ "model": "m", "today": "2026-01-01", "count": 30, "empty": 0.3 }"#,
            ])
            let plain = project.root.appendingPathComponent("plain").path
            let run = seedfill(["generate", "--seeds", project.seeds, "--out", plain, "--format", "jsonl", "--quiet"])
            try #require(run.status == 0, "model \(number): \(run.err)\n\(model.json)")
            let withDrafts = seedfill([
                "generate", "--seeds", project.seeds, "--out", project.output, "--format", "jsonl", "--quiet", "--drafts", "0.5",
            ])
            try #require(withDrafts.status == 0, "model \(number): \(withDrafts.err)")
            let complete = try String(contentsOfFile: plain + "/m.jsonl", encoding: .utf8).split(separator: "\n")
            let written = try String(contentsOfFile: project.output + "/m.jsonl", encoding: .utf8).split(separator: "\n")
            let manifest = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: project.output + "/manifest.json"))))
            let marks = try #require(
                (((manifest["seeds"] as? [String: Any])?["m"] as? [String: Any])?["drafts"] as? [String: Any])?["records"]
                    as? [[String: Any]])
            var listed: [Int: [String: Any]] = [:]
            for mark in marks { listed[try #require(mark["record"] as? Int)] = mark }
            let order = Self.draftOrder(model)
            for (index, (full, draft)) in zip(complete, written).enumerated() {
                guard let mark = listed[index + 1] else {
                    #expect(full == draft, "model \(number) record \(index + 1) is no draft yet differs")
                    continue
                }
                drafts += 1
                let fullObject = try #require(jsonObject(Data(full.utf8)))
                let draftObject = try #require(jsonObject(Data(draft.utf8)))
                let stops = try #require(mark["stopsAt"] as? String)
                let cut = try #require(order.firstIndex { $0.path == stops }, "\(stops)")
                let expected = Self.cut(fullObject, model: model, order: order, at: cut)
                #expect(DraftShape.same(expected, draftObject), "model \(number) record \(index + 1): \(draft)\n\(model.json)")
                #expect(DraftShape.value(at: stops, in: fullObject) != nil)
                let completed = model.topLevel[..<order[cut].section].last { fullObject[$0] != nil }
                #expect(mark["lastCompletedSection"] as? String == completed)
                dependantsLeftEmpty +=
                    order[..<cut].filter { unit in
                        unit.dependencies.contains { dependency in order.firstIndex { $0.path == dependency }! >= cut }
                            && DraftShape.value(at: unit.path, in: fullObject) != nil
                    }.count
            }
            let validated = seedfill(["validate", "--seeds", project.seeds, "m", project.output + "/m.jsonl", "--draft"])
            #expect(validated.status == 0, "model \(number): \(validated.err)\n\(model.json)")
        }
        // The property was put to the test: many drafts, some leaving a dependant empty.
        #expect(drafts > Self.models * 8, "\(drafts) drafts")
        #expect(dependantsLeftEmpty > 20, "\(dependantsLeftEmpty) dependants left empty")
    }

    /// The units in draft order: sections in model order; inside each, every unit after what it
    /// depends on, else in declaration order (Kahn's algorithm, the first declared ready first).
    static func draftOrder(_ model: RandomDraftModel) -> [RandomDraftModel.Unit] {
        var placed: Set<String> = []
        var order: [RandomDraftModel.Unit] = []
        while order.count < model.units.count {
            let next = model.units.first { unit in
                !placed.contains(unit.path) && unit.dependencies.allSatisfy { placed.contains($0) }
            }!
            placed.insert(next.path)
            order.append(next)
        }
        return order.enumerated().sorted { ($0.element.section, $0.offset) < ($1.element.section, $1.offset) }.map(\.element)
    }

    /// `full` cut before position `cut` of `order`: a unit stays when it and all it depends on
    /// come before the cut; a section stays when one of its units could.
    static func cut(_ full: [String: Any], model: RandomDraftModel, order: [RandomDraftModel.Unit], at cut: Int) -> [String: Any] {
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1.path, $0) })
        func filled(_ unit: RandomDraftModel.Unit) -> Bool {
            position[unit.path]! < cut && unit.dependencies.allSatisfy { position[$0]! < cut }
        }
        var result: [String: Any] = [:]
        for (section, key) in model.topLevel.enumerated() {
            guard let value = full[key] else { continue }
            let units = order.filter { $0.section == section }
            if units.count == 1, units[0].path == key {
                if filled(units[0]) { result[key] = value }
                continue
            }
            guard units.contains(where: filled), let object = value as? [String: Any] else { continue }
            var kept: [String: Any] = [:]
            for unit in units where filled(unit) {
                let field = String(unit.path.split(separator: ".")[1])
                if let member = object[field] { kept[field] = member }
            }
            result[key] = kept
        }
        return result
    }
}
