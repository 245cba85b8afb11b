import Foundation
import Testing

/// `seedfill generate --cover` on imported JSON Schemas (issue 18, item 5): a few fixtures that
/// take every branch on purpose. Checked from the original schema, with code independent of the
/// importer: every string its `enum`s (and `const`s) allow appears wherever the object holding
/// the property is written, each optional value property is both written and left out, every
/// `if` Python's `jsonschema` reaches both holds and fails, every `oneOf`/`anyOf` branch matches
/// (but one the import reports it never writes), and every fixture is an instance of the schema.
// Issue 18, item 5.
@Suite struct JSONSchemaCoverTests {
    static let corpus = JSONSchemaImportTests.translated.map { "Schemas/" + $0 }
    static let forms = JSONSchemaRealFormTests.forms.map { "RealForms/" + $0 }

    @Test(arguments: corpus + forms)
    func theCoverSetTakesEveryValueAndPresence(_ file: String) throws {
        let schema = ImportedFixtures.corpus + "/" + file
        let strict = try ImportedFixtures(schema, name: "form", cover: true)
        let run = strict.imported.status == 0 ? strict : try ImportedFixtures(schema, name: "form", lenient: true, cover: true)
        guard let summary = try run.validated(against: schema, count: nil) else { return }
        let line = run.generated?.out.split(separator: "\n").first { $0.contains("cover:") } ?? "no cover line"
        print("JSONSchemaCoverTests: \(file): \(summary.records) fixtures, \(summary.invalid.count) invalid; \(line)")
        #expect(line.contains("cover: targets: "), "generate --cover printed no coverage: \(run.generated?.out ?? "")")
        if strict.imported.status == 0 {
            #expect(summary.invalid.isEmpty, "\(summary.invalid.count) invalid:\n\(summary.invalidExcerpt())")
        }
        // A lenient import says which rules it leaves out, and may keep a value out on purpose (a
        // branch it cannot fill): its coverage is printed, not asserted.
        // Targets no valid fixture reaches are findings, listed by the run (686c's `location`
        // groups are shown whichever way `outsideUsa` goes, so "hidden" is unreachable); the
        // schema's own values and branches are asserted below.
        guard strict.imported.status == 0 else { return }
        let shape = try SchemaShape(contentsOf: schema)
        for enumeration in shape.stringEnumerations where (summary.occurrences[enumeration.parent] ?? 0) > 0 {
            let seen = summary.strings[enumeration.path] ?? [:]
            let missing = enumeration.values.filter { (seen[$0] ?? 0) == 0 }
            #expect(missing.isEmpty, "\(enumeration.path): \(missing) never written in \(summary.records) fixtures")
        }
        // Every `if` reached both holds and fails; every branch of a `oneOf`/`anyOf` reached
        // matches, but one the import says it never writes.
        for (pointer, counts) in summary.branches.sorted(by: { $0.key < $1.key }) {
            if pointer.hasSuffix("/if") {
                #expect((counts["true"] ?? 0) > 0 && (counts["false"] ?? 0) > 0, "\(pointer): \(counts)")
                continue
            }
            let branches = try #require(shape.resolve(pointer) as? [Any], "no branches at \(pointer)")
            for index in branches.indices where (counts[String(index)] ?? 0) == 0 {
                let remarked = run.imported.out.split(separator: "\n").contains {
                    $0.contains("\(pointer)/\(index): ") && $0.hasSuffix("is never written")
                }
                #expect(remarked, "\(pointer)/\(index) never matched: \(counts)")
            }
        }
        for property in shape.optionalProperties where !property.isContainer && !property.isNeeded {
            let objects = summary.occurrences[property.parent] ?? 0
            let written = summary.occurrences[property.path] ?? 0
            guard objects > 0 else { continue }
            #expect(written > 0, "the optional \(property) is never written (\(objects) objects)")
            #expect(written < objects, "the optional \(property) is written in all \(objects) objects, never left out")
        }
    }
}
