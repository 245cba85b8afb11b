import Foundation
import Testing

@testable import SeedfillCore

/// `generate --cover` on the example project (`Seeds/`): every target is reached (none is
/// unreachable there), every fixture passes `seedfill validate`, and, read from the fixtures'
/// JSON alone against the model as loaded: every option appears, both values of every boolean,
/// every field with a `visibleWhen` both written and left out, every list at its fewest and most
/// items, and every constant bound (the field's and its rules': numbers, dates, times,
/// `today ± N` days or years, lengths) held exactly by some fixture.
// Issue 20, items 1 and 3 (valid side).
@Suite struct CoverExampleProjectTests {
    @Test(arguments: ["policyholder", "vehicle", "vehicle-defaults", "policy"])
    func theCoverOfTheExampleProjectTakesEveryTarget(_ name: String) throws {
        let seeds = repositoryRoot.appendingPathComponent("Seeds").path
        let project = try #require(Project.load(directory: seeds).project)
        let (plans, _) = project.check()
        let seed = try #require(project.seed(named: name))
        let plan = try #require(plans[name])
        var options = GenerateOptions(currentDate: LocalDate(iso: "2026-01-01")!)
        options.format = .jsonl
        let today = options.runParameters.today(of: seed).0
        let search = project.coverSearch(seed, plan: plan, today: today, options: options)
        let found = try search.run()
        #expect(search.unreachable(in: found).isEmpty, "\(search.unreachable(in: found))")
        #expect(found.targets.allSatisfy { $0.covered })
        #expect(found.targets.count > 40 && found.records.count < found.targets.count / 3, "\(found.records.count) records")

        // Every fixture passes `seedfill validate`.
        let project2 = try TemporaryProject()
        let file = project2.root.appendingPathComponent("\(name).jsonl").path
        try Data(found.records.joined(separator: [10])).write(to: URL(fileURLWithPath: file))
        let validated = seedfill(["validate", "--seeds", seeds, seed.model, file])
        #expect(validated.status == 0, "\(validated.out)\(validated.err)")

        // What the fixtures hold, read from their JSON.
        var seen = SeenFields()
        for record in found.records {
            seen.collect(plan.model.items, in: try #require(jsonObject(Data(record))), path: "")
        }
        seen.expectEveryTarget(of: plan.model.items, path: "", today: today.iso)
    }
}

/// What cover fixtures hold, by field path (`car.make`, `drivers[].birthDate`).
struct SeenFields {
    /// The values written (an array's elements one by one), as JSON text.
    var values: [String: Set<String>] = [:]
    /// The lengths of the texts written.
    var lengths: [String: Set<Int>] = [:]
    /// How many times the field is written, and left out where its object is.
    var written: [String: Int] = [:]
    var leftOut: [String: Int] = [:]

    mutating func collect(_ fields: [Field], in object: [String: Any], path: String) {
        for field in fields {
            let here = path + field.key
            if (field.type == .section || field.type == .group) && field.flattens {
                collect(field.fields, in: object, path: here + ".")
                continue
            }
            guard let value = object[field.outputName] else {
                leftOut[here, default: 0] += 1
                continue
            }
            written[here, default: 0] += 1
            switch field.type {
            case .section, .group:
                if let inner = value as? [String: Any] { collect(field.fields, in: inner, path: here + ".") }
            case .list:
                let items = value as? [[String: Any]] ?? []
                values[here, default: []].insert(String(items.count))
                for item in items { collect(field.fields, in: item, path: here + "[].") }
            default:
                for element in (value as? [Any] ?? [value]) {
                    values[here, default: []].insert(Self.text(element, boolean: field.type == .boolean))
                    if let text = element as? String { lengths[here, default: []].insert(text.unicodeScalars.count) }
                }
            }
        }
    }

    /// A JSON value as text: a string in quotes, a boolean (of a `boolean` field), a number as
    /// it compares.
    static func text(_ value: Any, boolean: Bool) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        if boolean, let flag = value as? Bool { return flag ? "true" : "false" }
        if let number = value as? NSNumber { return "\(number.doubleValue)" }
        return "\(value)"
    }
}
