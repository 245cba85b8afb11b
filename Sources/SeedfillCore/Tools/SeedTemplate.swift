import Foundation

/// `seedfill init MODEL`: a starter seed file that maps every field (inside sections, groups
/// and list items too) to the generator seedfill would use for it by default, with a comment
/// beside each entry saying what it draws. Fields no generator key can describe are listed as
/// comments, so the file still fills the model exactly as an empty seed file would.
package struct SeedTemplate {
    let plan: ModelPlan
    /// Written as `"$schema"` when set, so that editors complete and check the file.
    var schema: String?
    /// Written as `"today"`, so that the seed's relative dates, and so its output, are the same
    /// whatever day it is generated on.
    var today: LocalDate?
    /// When set (a probability such as `"0.2"`), every optional field is left empty that often:
    /// the file's `"empty"`, and `"null"` on each optional field it maps (`seedfill import`, so
    /// that fixtures both hold and leave out each optional property).
    var emptyOptional: String?
    /// Names the model's expressions read from the seed's `context` (`seedfill import` of a
    /// form whose expressions read variables it does not define), each written `null`.
    var context: [String] = []
    /// The values a host app gives some of those names (`seedfill import surveyjs
    /// --variables FILE`), as JSON text; the others are written `null`.
    var contextValues: [String: String] = [:]
    /// Whether a field's own default (its `initialValue` or `defaultExpr`: the form's proposed
    /// answer) is left unmapped, so that fixtures keep the proposal (`seedfill import`); see
    /// ``proposal(_:pad:key:about:)``. `init` maps an initialValue to a `const` instead.
    var proposals = false
    /// The command named in the file's first line as its writer.
    var writer = "seedfill init"

    /// The seed file's text.
    func text() -> String {
        let model = plan.model
        var out = """
            // Starter seed file for the model '\(model.name)' (\(model.file)), written by `\(writer)`.
            // Each entry is the generator seedfill uses when the field is not mapped, with what it draws
            // beside it. Change any entry (see README.md, "Generators"); delete one to go back to the
            // default. Commented-out entries have no generator syntax: the model's default fills them.
            {

            """
        if proposals {
            out = out.replacingOccurrences(
                of: "\n{\n",
                with: """

                    // A field marked "proposed" is left unmapped: it holds the answer the form proposes (its default), as
                    // from a respondent who keeps it; map it to have edited answers instead.
                    {

                    """)
        }
        if let schema { out += "  \"$schema\": \(DefaultGenerator.quoted(schema)),\n" }
        out += "  \"model\": \(DefaultGenerator.quoted(model.name)),\n"
        out += "  \"count\": 10,\n"
        if let today {
            out += "  // Relative dates (\"today - 18y\") are counted from this day, so every run writes the same\n"
            out += "  // records; delete it to count them from the day of the run.\n"
            out += "  \"today\": \"\(today.iso)\",\n"
        }
        if let emptyOptional {
            out += "  // Every optional field is left empty this often (\"null\" on an entry says so for that field).\n"
            out += "  \"empty\": \(emptyOptional),\n"
        }
        if !context.isEmpty {
            out += "  // Variables the form's expressions read that it does not define: give each its value.\n"
            out +=
                "  \"context\": { "
                + context.map { "\(DefaultGenerator.quoted($0)): \(contextValues[$0] ?? "null")" }.joined(separator: ", ") + " },\n"
        }
        out += "  \"fields\": {\n"
        for id in plan.rootItems { entry(id, indent: 4, into: &out) }
        out += "  }\n}\n"
        return out
    }

    private func entry(_ id: FieldID, indent: Int, into out: inout String) {
        let planned = plan.fields[id]
        guard planned.kind == .field else { return }
        let field = planned.field
        let pad = String(repeating: " ", count: indent)
        let key = DefaultGenerator.quoted(field.key)
        var about = field.title.map { "\($0) — " } ?? ""
        if let visible = field.visibleWhen { about += "shown only when '\(visible.text)'; " }
        switch field.type {
        case .section, .group:
            out += "\(pad)// \(Self.oneLine(about))\(field.type == .section ? "section" : "group"): its fields\n"
            out += "\(pad)\(key): {\n"
            for child in planned.children { entry(child, indent: indent + 2, into: &out) }
            out += "\(pad)},\n"
        case .list:
            out += "\(pad)// \(Self.oneLine(about))list: \(listCountNote(field))\n"
            out += "\(pad)\(key): {\n"
            if field.count == nil {
                let (low, high) = Self.itemRange(field.constraints)
                out += "\(pad)  \"count\": [\(low), \(high)],\n"
            }
            out += "\(pad)  \"item\": {\n"
            for child in planned.children { entry(child, indent: indent + 4, into: &out) }
            out += "\(pad)  },\n"
            out += "\(pad)},\n"
        default:
            if proposals, let line = proposal(field, pad: pad, key: key, about: about) {
                out += line
                return
            }
            let generator = DefaultGenerator.of(id, in: plan)
            let note = about + Self.oneLine(generator.note)
            if var entry = generator.entry {
                if let emptyOptional, field.optional, entry.hasSuffix("}") {
                    entry = String(entry.dropLast()) + ", \"null\": \(emptyOptional)}"
                }
                out += "\(pad)\(key): \(entry),  // \(note)\n"
            } else {
                out += "\(pad)// \(key): default — \(note)\n"
            }
        }
    }

    private func listCountNote(_ field: Field) -> String {
        if let count = field.count { return "as many items as '\(count.text)' says (the model's count), each filled as below" }
        let (low, high) = Self.itemRange(field.constraints)
        return "\(low) to \(high) items, each filled as below"
    }

    /// A list's default item count: `minItems`…`maxItems`, else 1…3 (as the filler draws it).
    static func itemRange(_ c: Constraints) -> (Int, Int) {
        let low = c.minItems ?? min(1, c.maxItems ?? 1)
        return (low, c.maxItems ?? max(low, 3))
    }

    /// Keeps a comment on one line whatever a title or an expression holds.
    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    }
}

extension SeedTemplate {
    /// What `init` did, for the command line to report.
    package enum Outcome: Equatable {
        case written(path: String)
        case exists(path: String)
    }

    /// Writes `SEEDS/MODEL.seed.json` for `plan`, unless it exists and `force` is false.
    package static func write(plan: ModelPlan, seedsDirectory: String, today: LocalDate? = nil, force: Bool) throws -> Outcome {
        let path = FilePath.join(seedsDirectory, plan.model.name + ".seed.json")
        if !force, FileManager.default.fileExists(atPath: path) { return .exists(path: path) }
        let schemaPath = URL(fileURLWithPath: seedsDirectory).deletingLastPathComponent()
            .appendingPathComponent("Schemas/seed.schema.json").path
        let schema = FileManager.default.fileExists(atPath: schemaPath) ? "../Schemas/seed.schema.json" : nil
        let text = SeedTemplate(plan: plan, schema: schema, today: today).text()
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return .written(path: path)
    }
}
