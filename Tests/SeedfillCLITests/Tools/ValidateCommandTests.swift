import Foundation
import Testing

@testable import SeedfillCore

/// `seedfill validate`: finds every planted violation at its file:line:column with path, rule
/// and value, and accepts every questionnaire seedfill itself writes, in every output format.
@Suite struct ValidateCommandTests {
    static let planted = """
        {
          "s": {
            "type": "p",
            "number": "1x",
            "filtered": 2,
            "after": "2019-05-05",
            "shown": true,
            "total": 5,
            "extra": 1
          },
          "items": [ { "x": "seven" }, { "x": 99 }, { "x": 1 } ]
        }
        """

    @Test func findsEachPlantedViolation() throws {
        let project = try InitCommandTests.scratchProject()
        let file = project.root.appendingPathComponent("bad.json").path
        try Data(Self.planted.utf8).write(to: URL(fileURLWithPath: file))
        let result = seedfill(["validate", "tiny", file, "--seeds", project.seeds])
        #expect(result.status == 1)
        #expect(result.out.isEmpty)
        let expected = [
            ("9:5", "unknown key 'extra'", "s.extra"),
            ("4:15", #""1x" does not match the mask '##' (rule: mask '##')"#, "s.number"),
            ("5:17", "2 is not one of the options offered (1) (rule: options)", "s.filtered"),
            ("6:14", #""2019-05-05" is less than the minimum"#, "s.after"),
            ("7:14", "should be hidden but has a value (rule: visibleWhen 'type == 'q''), value true", "s.shown"),
            ("8:14", "5 differs from the computed 4 (rule: compute 'filtered * 2')", "s.total"),
            ("11:21", #"expected a number, found "seven" (rule: type)"#, "items[0].x"),
            ("11:39", "99 is greater than the maximum 5 (rule: max 'total')", "items[1].x"),
            ("11:12", "3 items, but the count is 2 (rule: count 'filtered')", "items"),
        ]
        for (position, message, path) in expected {
            #expect(
                result.err.contains("\(file):\(position): error: ") && result.err.contains(message)
                    && result.err.contains("  at: \(path)\n"),
                "\(path) not reported as expected:\n\(result.err)")
        }
        #expect(result.err.hasSuffix("\(expected.count) errors\n"), "\(result.err)")
    }

    @Test func readsArraysAndJSONLinesAndReportsShapeErrors() throws {
        let project = try InitCommandTests.scratchProject()
        let array = project.root.appendingPathComponent("records.json").path
        try Data(
            """
            [
              { "s": { "type": "q", "number": "anything", "filtered": 1, "after": "05/05/2020", "total": 2 },
                "items": [ { "x": 1 } ] },
              { "s": [] }
            ]
            """.utf8
        ).write(to: URL(fileURLWithPath: array))
        let lines = project.root.appendingPathComponent("records.jsonl").path
        try Data(
            """
            {"s": {"type": "p", "number": "12", "filtered": 1, "after": "2020-02-02", "total": 2}, "items": [{"x": 0}]}

            {"s": {"type": "p", "number": "12", "filtered": 1, "after": "2020-02-02", "total": 3}, "items": [{"x": 0}]}
            """.utf8
        ).write(to: URL(fileURLWithPath: lines))
        let result = seedfill(["validate", "tiny", array, lines, "--seeds", project.seeds])
        #expect(result.status == 1)
        #expect(
            result.err == """
                \(array):2:71: error: expected a date, found "05/05/2020" (rule: type)
                  at: [0].s.after
                \(array):2:10: error: the field should be shown but is missing (rule: visibleWhen 'type == 'q'')
                  at: [0].s.shown
                \(array):4:10: error: expected an object for the section 's', found an array
                  at: [1].s
                \(array):4:3: error: the field should be shown but is missing (rule: always shown)
                  at: [1].items
                \(lines):3:84: error: 3 differs from the computed 2 (rule: compute 'filtered * 2')
                  at: s.total
                5 errors

                """)
    }

    @Test func acceptsEveryFixtureSeedfillWritesInEveryFormat() throws {
        let seeds = repositoryRoot.appendingPathComponent("Seeds").path
        let (project, _) = Project.load(directory: seeds)
        let loaded = try #require(project)
        for format in ["files", "json", "jsonl"] {
            let scratch = try TemporaryProject()
            let generate = seedfill(["generate", "--seeds", seeds, "--out", scratch.output, "--count", "40", "--format", format])
            #expect(generate.status == 0, "\(generate.err)")
            for seed in loaded.seeds {
                let files: [String]
                switch format {
                case "files":
                    files = try FileManager.default.contentsOfDirectory(atPath: scratch.output + "/" + seed.name).sorted()
                        .map { scratch.output + "/" + seed.name + "/" + $0 }
                default:
                    files = [scratch.output + "/\(seed.name).\(format)"]
                }
                let today = seed.today?.text ?? "2026-01-01"
                let result = seedfill(["validate", seed.model] + files + ["--seeds", seeds, "--today", today])
                #expect(result.status == 0, "\(seed.name) (\(format)): \(result.err)")
                #expect(result.out.hasSuffix("40 questionnaires: all valid against '\(seed.model)'\n"), "\(result.out)")
            }
        }
    }

    @Test func recordNumbersComeFromGeneratedFileNames() {
        #expect(QuestionnaireValidation.recordNumber(inFileName: "Output/policy/policy-0007.json") == 7)
        #expect(QuestionnaireValidation.recordNumber(inFileName: "mine.json") == 1)
        #expect(QuestionnaireValidation.recordNumber(inFileName: "0042.json") == 1)
    }

    @Test func usageErrors() throws {
        let project = try InitCommandTests.scratchProject()
        #expect(seedfill(["validate", "tiny", "--seeds", project.seeds]).status == 2)
        let missing = seedfill(["validate", "tiny", project.root.path + "/nope.json", "--seeds", project.seeds])
        #expect(missing.status == 1 && missing.err.contains("cannot read"))
        #expect(seedfill(["validate", "tiny", "x.json", "--today", "tomorrow", "--seeds", project.seeds]).status == 2)
    }

    // Issue 14, item 24: the README's own `validate policy Output/policy/*.json` passes on fresh
    // output, without --today, on any day: relative dates are read against the seed's today.
    @Test func freshOutputIsValidWithoutTodayOnAnyDay() throws {
        let seeds = repositoryRoot.appendingPathComponent("Seeds").path
        let scratch = try TemporaryProject()
        let generate = seedfill(["generate", "policy", "--seeds", seeds, "--out", scratch.output, "--count", "20"])
        #expect(generate.status == 0, "\(generate.err)")
        let folder = scratch.output + "/policy"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { folder + "/" + $0 }
        // Long after the seed's "today" (2026-01-01): policies signed then are no longer recent.
        let later = try #require(LocalDate(iso: "2027-06-15"))
        let result = seedfill(["validate", "policy"] + files + ["--seeds", seeds], today: later)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "20 files, 20 questionnaires: all valid against 'policy'\n")
        // --today still decides when given.
        let given = seedfill(["validate", "policy"] + files + ["--seeds", seeds, "--today", "2027-06-15"])
        #expect(given.status == 1)
    }

    // Issue 14, item 24: an array is read element by element, whatever the chunks it arrives
    // in: every split gives the same elements at the same positions.
    @Test func arrayElementsAreTheSameForEveryChunking() throws {
        let text = Array(
            """
            \u{FEFF}// records
            [ {"a": "x]}\\"", /* } */ "b": [1, {"c": 2}]},
              {"d": "é"} , "text", [3], // trailing
            ]
            """.utf8)
        func elements(chunk: Int) -> [String] {
            var stream = JSONArrayStream(file: "f.json")
            var found: [String] = []
            let record = { (element: JSONArrayStream.Element) in
                found.append("\(element.line):\(element.column) \(String(decoding: element.bytes, as: UTF8.self))")
            }
            var start = 0
            while start < text.count {
                stream.feed(text[start..<min(start + chunk, text.count)], record)
                start += chunk
            }
            stream.finish(record)
            #expect(stream.diagnostics.isEmpty && stream.opened && !stream.notAnArray)
            return found
        }
        let whole = elements(chunk: text.count)
        #expect(
            whole == [
                #"2:3 {"a": "x]}\"", /* } */ "b": [1, {"c": 2}]}"#, #"3:3 {"d": "é"} "#, #"3:16 "text""#, "3:24 [3]",
            ])
        for chunk in 1..<text.count { #expect(elements(chunk: chunk) == whole, "chunks of \(chunk)") }
    }

    // Issue 14, item 24: what lies outside the elements is still checked.
    @Test func anUnclosedArrayAndTextAfterItAreReported() throws {
        let project = try InitCommandTests.scratchProject()
        let unclosed = project.root.appendingPathComponent("unclosed.json").path
        try Data("[\n  {\"s\": {}}\n".utf8).write(to: URL(fileURLWithPath: unclosed))
        let after = project.root.appendingPathComponent("after.json").path
        try Data("[]\n]".utf8).write(to: URL(fileURLWithPath: after))
        let result = seedfill(["validate", "tiny", unclosed, after, "--seeds", project.seeds])
        #expect(result.status == 1)
        #expect(result.err.contains("\(unclosed):3:1: error: unexpected end of file inside an array\n"), "\(result.err)")
        #expect(result.err.contains("  hint: an array opened at 1:1 is not closed with ']'\n"), "\(result.err)")
        #expect(result.err.contains("\(after):2:1: error: unexpected ']' after the end of the JSON value\n"), "\(result.err)")
    }
}
