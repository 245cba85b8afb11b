import Foundation
import Testing

/// Python's `jsonschema`, run by `Tests/Tools/jsonschema_validate.py`: the independent judge
/// of whether fixtures are instances of the original JSON Schema (issue 18).
struct SchemaValidator {
    /// What the script printed about one JSON Lines file.
    struct Summary {
        /// Non-empty lines read.
        var records: Int
        /// The invalid records: line number and the validator's errors, as printed.
        var invalid: [(line: Int, errors: [String])]
        /// Records in which each path (a JSON pointer, array items as `/*`) appears.
        var present: [String: Int]
        /// Values at each path over all records; `""` counts the records themselves.
        var occurrences: [String: Int]
        /// The strings (of at most 64 characters) at each path, with how often each appears.
        var strings: [String: [String: Int]]
        /// Where validation went: for each `if` reached (`#/…/if`), how often it held
        /// (`"true"`) and failed (`"false"`); for each `oneOf`/`anyOf` reached, how often each
        /// branch (`"0"`, `"1"`…) matched.
        var branches: [String: [String: Int]]
        /// The validator class used (`Draft7Validator`…).
        var validator: String
        /// Formats the schema uses that this draft's checker checks, and those it does not.
        var checkedFormats: [String]
        var uncheckedFormats: [String]
        /// Formats no draft's checker checks here: a package is missing (or the format is not standard).
        var uncheckableFormats: [String]

        /// The first invalid records, for a failure message.
        func invalidExcerpt(_ limit: Int = 3) -> String {
            invalid.prefix(limit).map { "line \($0.line): \($0.errors.joined(separator: "; "))" }.joined(separator: "\n")
        }
    }

    /// The validating script in the repository.
    static let script = repositoryRoot.appendingPathComponent("Tests/Tools/jsonschema_validate.py").path

    /// Validates every line of `fixtures` against the schema (or rjsf playground file) at
    /// `schema`. `nil` when Python or its `jsonschema` is missing: the test then skips, with a
    /// note, or fails when `.ci/run` promised the tools (SEEDFILL_REQUIRE_TOOLS=1).
    static func validate(schema: String, fixtures: String) throws -> Summary? {
        guard let python = ShellCommand.which("python3") else {
            unavailable("python3 is not installed")
            return nil
        }
        let result = try ShellCommand.run(python, [script, schema, fixtures])
        if result.status == 2 {
            unavailable(result.err.trimmingCharacters(in: .whitespacesAndNewlines))
            return nil
        }
        #expect(result.status == 0, "jsonschema_validate.py ended with \(result.status): \(result.err)")
        let object = try #require(
            (try? JSONSerialization.jsonObject(with: Data(result.out.utf8))) as? [String: Any],
            "jsonschema_validate.py printed no JSON summary: \(result.out) \(result.err)")
        return try summary(object)
    }

    /// Reads the script's JSON summary.
    static func summary(_ object: [String: Any]) throws -> Summary {
        let invalid = try #require(object["invalid"] as? [[String: Any]]).map { record in
            let errors = (record["errors"] as? [[String: Any]] ?? []).map { error in
                "\(error["at"] ?? "") \(error["message"] ?? "") (\(error["schema"] ?? ""))"
            }
            return (line: record["line"] as? Int ?? 0, errors: errors)
        }
        let formats = object["formats"] as? [String: [String]] ?? [:]
        return Summary(
            records: try #require(object["records"] as? Int),
            invalid: invalid,
            present: try #require(object["present"] as? [String: Int]),
            occurrences: try #require(object["occurrences"] as? [String: Int]),
            strings: try #require(object["strings"] as? [String: [String: Int]]),
            branches: try #require(object["branches"] as? [String: [String: Int]]),
            validator: object["validator"] as? String ?? "",
            checkedFormats: formats["checked"] ?? [],
            uncheckedFormats: formats["unchecked"] ?? [],
            uncheckableFormats: formats["uncheckable"] ?? [])
    }

    /// Notes the formats `summary` could not check for `file`: those of another draft only, and
    /// those a missing package leaves unchecked (a missing tool).
    static func noteFormats(_ summary: Summary, of file: String) {
        let otherDraft = summary.uncheckedFormats.filter { !summary.uncheckableFormats.contains($0) }
        if !otherDraft.isEmpty { print("\(file): \(summary.validator) does not define format \(otherDraft): not checked") }
        if !summary.uncheckableFormats.isEmpty {
            unavailable("\(file): the installed jsonschema cannot check format \(summary.uncheckableFormats)")
        }
    }

    /// Notes a missing tool: an issue when the tools are required, a printed skip otherwise.
    static func unavailable(_ reason: String) {
        #expect(!ShellCommand.toolsRequired, "Python's jsonschema is required here (SEEDFILL_REQUIRE_TOOLS=1): \(reason)")
        print("JSON Schema validation skipped: \(reason) (pip install 'jsonschema[format-nongpl]')")
    }
}
