import Foundation
import Testing

@testable import SeedfillCore

/// `generate --cover` on hundreds of small random models (see ``RandomForm``): conditions,
/// options shown under a condition, a seed's `when`, rules, bounds, masks, dates, exclusive
/// options, options from another field and lists. The test works out on its own, by trying
/// every answer of every field, which targets some valid record shows; the cover set must show
/// each of them, list every other target as unreachable, hold only records the test finds
/// valid, and pass `seedfill validate`'s validator.
// Issue 20, items 1 and 3 (valid side).
@Suite struct CoverPropertyTests {
    static let models = 300

    @Test func theCoverReachesEveryReachableTargetOfRandomModels() throws {
        var rng = TestRandom(state: 20)
        var unreachableSeen = 0
        for number in 0..<Self.models {
            let form = RandomForm(rng: &rng)
            let (records, targets, unreachable) = try cover(form, number: number)
            let context = "model \(number):\n\(form.modelJSON)\nseed: \(form.seedJSON)"
            // The same targets as the test counts.
            #expect(
                targets == form.targets.count,
                "\(targets) targets, the test counts \(form.targets.count): \(form.targets.sorted())\n\(context)")
            // Every record is valid, by the test's reading of the model.
            var shown = Set<String>()
            for (index, record) in records.enumerated() {
                let parsed = try #require(read(record, of: form), "fixture \(index + 1) unreadable\n\(context)")
                if let problem = form.problem(in: parsed) { Issue.record("fixture \(index + 1): \(problem)\n\(context)") }
                shown.formUnion(form.shows(parsed))
            }
            // Every target some valid record shows is shown; every other one is listed.
            let reachable = form.reachable
            let missed = reachable.subtracting(shown)
            #expect(missed.isEmpty, "reachable but not covered: \(missed.sorted())\nunreachable: \(unreachable)\n\(context)")
            let listed = Set(unreachable.map { String($0[..<($0.range(of: ": ")?.lowerBound ?? $0.endIndex)]) })
            #expect(listed == form.targets.subtracting(reachable), "listed: \(listed.sorted())\n\(context)")
            unreachableSeen += listed.count
        }
        print("CoverPropertyTests: \(Self.models) models, \(unreachableSeen) unreachable targets")
        // The models do have targets no valid record reaches (lengths a mask never has, rules).
        #expect(unreachableSeen > 0)
    }

    /// The cover set of `form`'s model and seed: its records (JSON Lines), how many targets it
    /// has, and the unreachable ones in words. Also checks its records with `validate`'s own
    /// validator.
    func cover(_ form: RandomForm, number: Int) throws -> (records: [[UInt8]], targets: Int, unreachable: [String]) {
        func file(_ name: String, _ text: String) -> ProjectFiles.File {
            ProjectFiles.File(name: name, display: name, bytes: Array(text.utf8))
        }
        var files = ProjectFiles(directory: "random-\(number)")
        files.models = [file("m.json", form.modelJSON)]
        files.seeds = [file("m.seed.json", form.seedJSON)]
        let (loaded, problems) = Project.load(files)
        let project = try #require(loaded, "\(problems)\n\(form.modelJSON)\n\(form.seedJSON)")
        let (plans, checked) = project.check()
        #expect(!checked.contains { $0.severity == .error }, "\(checked)\n\(form.modelJSON)\n\(form.seedJSON)")
        let plan = try #require(plans["m"])
        let seed = try #require(project.seeds.first)
        let today = try #require(LocalDate(iso: RandomForm.today))
        var options = GenerateOptions(currentDate: today)
        options.format = .jsonl
        let search = project.coverSearch(seed, plan: plan, today: today, options: options)
        let found = try search.run()
        let model = try #require(project.plan(ofModel: plan.model).plan)
        let report = QuestionnaireValidation(plan: model, today: today).validate(
            bytes: Array(found.records.joined(separator: [10])), file: "cover.jsonl")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))\n\(form.modelJSON)")
        return (found.records, found.targets.count, search.unreachable(in: found))
    }

    /// A fixture read back as the test's record: each field's entry.
    func read(_ bytes: [UInt8], of form: RandomForm) -> RandomForm.Record? {
        guard let section = jsonObject(Data(bytes))?["s"] as? [String: Any] else { return nil }
        var record = RandomForm.Record()
        for field in form.fields {
            guard let value = section[field.key] else {
                record[field.key] = .hidden
                continue
            }
            if value is NSNull {
                record[field.key] = .empty
                continue
            }
            let answer: RandomForm.Answer?
            switch field.kind {
            case .boolean: answer = (value as? Bool).map(RandomForm.Answer.flag)
            case .integer: answer = (value as? Int).map(RandomForm.Answer.number)
            case .date:
                // Every date tried is in January 2026; `today` is the 10th.
                let day = (value as? String).flatMap { $0.hasPrefix("2026-01-") ? Int($0.dropFirst(8)) : nil }
                answer = day.map { .number($0 - 10) }
            case .multichoice: answer = (value as? [String]).map(RandomForm.Answer.choices)
            case .list: answer = (value as? [[String: Any]]).map { .items($0.map { $0["pick"] as? String ?? "?" }) }
            case .choice, .text, .from: answer = (value as? String).map(RandomForm.Answer.text)
            }
            guard let answer else { return nil }
            record[field.key] = .answer(answer)
        }
        return record
    }
}
