import Foundation
import Testing

/// `seedfill report` and `generate --report` (issue 21): the page's counts agree with the
/// fixtures `generate` writes for the same options, counted here from their JSON; every field
/// has its chart; options never drawn are flagged; a `unique` field shows no duplicates; the page
/// is self-contained; it replaces only an earlier report; usage errors are located.
@Suite struct ReportCommandTests {
    static let model = """
        { "model": "shop", "sections": [ { "key": "order", "title": "Order", "fields": [
          { "key": "id", "type": "text", "maxLength": 12 },
          { "key": "channel", "type": "choice", "options": ["web", "phone", "store"] },
          { "key": "phoneNote", "type": "text", "maxLength": 30, "optional": true, "visibleWhen": "channel == 'phone'" },
          { "key": "quantity", "type": "integer", "min": 1, "max": 20 },
          { "key": "placed", "type": "date", "min": "2025-01-01", "max": "2025-12-31" },
          { "key": "gift", "type": "boolean" },
          { "key": "extras", "type": "multichoice", "options": ["wrap", "card", "ribbon"] },
          { "key": "lines", "type": "list", "minItems": 1, "maxItems": 3, "fields": [
            { "key": "sku", "type": "choice", "options": ["A", "B", "C"] },
            { "key": "price", "type": "decimal", "min": 1, "max": 100, "scale": 2 } ] }
        ] } ] }
        """
    // The seed never sells in a store: the page must flag that option.
    static let seed = """
        { "model": "shop", "today": "2026-01-01", "count": 300, "fields": {
          "order.id": { "mask": "ORD-#####", "unique": true },
          "order.channel": { "oneOf": ["web", "phone"] },
          "order.phoneNote": { "template": "call {quantity}", "null": 0.3 } } }
        """

    func project() throws -> TemporaryProject {
        try TemporaryProject(files: ["models/shop.json": Self.model, "shop.seed.json": Self.seed])
    }

    /// The article of field `path` on `page`.
    static func article(_ path: String, in page: String) -> String? {
        guard let start = page.range(of: "data-field=\"\(path)\"") else { return nil }
        guard let end = page.range(of: "</article>", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.lowerBound..<end.lowerBound])
    }

    /// The numbers of an article's counts line: shown, places, filled, empty, null.
    static func counts(_ article: String) -> [Int]? {
        guard let line = article.range(of: "<p class=\"counts\">"),
            let end = article.range(of: "</p>", range: line.upperBound..<article.endIndex)
        else { return nil }
        let text = article[line.upperBound..<end.lowerBound].replacingOccurrences(of: ",", with: "")
        let numbers = text.split(whereSeparator: { !$0.isNumber && $0 != "." }).compactMap { Int($0) }
        // "shown S of P (x.y %) · filled F · empty E · null N": the percentage's parts are not counts.
        guard numbers.count >= 5 else { return nil }
        return [numbers[0], numbers[1], numbers[numbers.count - 3], numbers[numbers.count - 2], numbers[numbers.count - 1]]
    }

    @Test func thePageCountsWhatGenerateWrites() throws {
        let project = try project()
        let page = project.root.appendingPathComponent("report.html").path
        let report = seedfill(["report", "--seeds", project.seeds, "--out", page])
        #expect(report.status == 0, "\(report.err)")
        #expect(report.out == "report: 1 seed file, 300 questionnaires → \(page)\n")
        let generated = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--format", "jsonl"])
        #expect(generated.status == 0, "\(generated.err)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let orders = try String(contentsOfFile: project.output + "/shop.jsonl", encoding: .utf8).split(separator: "\n").map {
            try #require(jsonObject(Data($0.utf8))?["order"] as? [String: Any])
        }
        #expect(orders.count == 300)
        // Top-level fields: shown when the key is there, null when its value is.
        for key in ["id", "channel", "phoneNote", "quantity", "placed", "gift", "extras", "lines"] {
            let article = try #require(Self.article("order.\(key)", in: html), "no article for order.\(key)")
            let numbers = try #require(Self.counts(article), "no counts for order.\(key)")
            let present = orders.filter { $0[key] != nil }
            let nulls = present.filter { $0[key] is NSNull }.count
            let empty = present.filter { ($0[key] as? [Any])?.isEmpty == true || ($0[key] as? String) == "" }.count
            #expect(numbers == [present.count, 300, present.count - nulls - empty, empty, nulls], "order.\(key): \(article.prefix(300))")
        }
        // A field of the list's items: one place per item.
        let items = orders.flatMap { $0["lines"] as? [[String: Any]] ?? [] }
        let sku = try #require(Self.article("order.lines.sku", in: html))
        #expect(Self.counts(sku) == [items.count, items.count, items.count, 0, 0])
        // Every option with its count, and the one never drawn flagged.
        let channel = try #require(Self.article("order.channel", in: html))
        for option in ["web", "phone"] {
            let count = orders.filter { $0["channel"] as? String == option }.count
            #expect(channel.contains(">\(option)</text>") && channel.contains(">\(count)</text>"), "\(option): \(count)")
        }
        #expect(channel.contains("<text class=\"label never\"") && channel.contains(">store</text>"))
        #expect(channel.contains("never drawn"))
        // The unique id: as many distinct values as records, no duplicates.
        let id = try #require(Self.article("order.id", in: html))
        #expect(id.contains("300 distinct") && id.contains("0 duplicates</span> (unique)"))
        // Bounds drawn as lines on the number and date charts.
        let quantity = try #require(Self.article("order.quantity", in: html))
        #expect(quantity.contains("<line class=\"bound\"") && quantity.contains("min: 1") && quantity.contains("max: 20"))
        let placed = try #require(Self.article("order.placed", in: html))
        #expect(placed.contains("min: 2025-01-01") && placed.contains("max: 2025-12-31"))
    }

    /// With drafts, the page counts the records as written: cut where `generate` cuts them.
    @Test func draftsAreCountedAsWritten() throws {
        let project = try project()
        let page = project.root.appendingPathComponent("drafts.html").path
        #expect(seedfill(["report", "--seeds", project.seeds, "--out", page, "--drafts", "0.5"]).status == 0)
        #expect(
            seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--format", "jsonl", "--drafts", "0.5"]).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let lines = try String(contentsOfFile: project.output + "/shop.jsonl", encoding: .utf8).split(separator: "\n")
        let orders = try lines.map { try #require(jsonObject(Data($0.utf8))) }.map { $0["order"] as? [String: Any] ?? [:] }
        let manifest = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: project.output + "/manifest.json"))))
        let drafts =
            ((((manifest["seeds"] as? [String: Any])?["shop"] as? [String: Any])?["drafts"] as? [String: Any])?["records"] as? [Any])?.count
        #expect(html.contains("300, \(try #require(drafts)) of them drafts (counted as written)"))
        for key in ["id", "channel", "quantity", "lines"] {
            let article = try #require(Self.article("order.\(key)", in: html))
            let present = orders.filter { $0[key] != nil }.count
            #expect(Self.counts(article)?.first == present, "order.\(key)")
        }
    }

    @Test func everyFieldHasItsChartAndThePageFetchesNothing() throws {
        let project = try project()
        let page = project.root.appendingPathComponent("report.html").path
        #expect(seedfill(["report", "--seeds", project.seeds, "--out", page, "--count", "50"]).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        for path in [
            "order.id", "order.channel", "order.phoneNote", "order.quantity", "order.placed", "order.gift", "order.extras", "order.lines",
            "order.lines.sku", "order.lines.price",
        ] {
            let article = try #require(Self.article(path, in: html), "no article for \(path)")
            // The presence bar and the chart of the field's type.
            #expect(article.components(separatedBy: "<svg class=\"chart\"").count - 1 == 2, "\(path)")
        }
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<script") && !html.contains("src="))
        // Each field's article is the target of a node of the graph.
        let ids = html.components(separatedBy: "<article class=\"field\" id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(ids.count == 10)
        for id in ids { #expect(html.contains("<a href=\"#\(id)\">"), "no graph node links to \(id)") }
    }

    @Test func theSameRunGivesTheSamePageButForItsTime() throws {
        let project = try project()
        let first = project.root.appendingPathComponent("a.html").path
        let second = project.root.appendingPathComponent("b.html").path
        #expect(seedfill(["report", "--seeds", project.seeds, "--out", first, "--seed", "4"]).status == 0)
        #expect(seedfill(["report", "--seeds", project.seeds, "--out", second, "--seed", "4"]).status == 0)
        func withoutTime(_ path: String) throws -> String {
            try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
                of: "<dt>time taken</dt><dd>[^<]*</dd>", with: "", options: .regularExpression)
        }
        #expect(try withoutTime(first) == withoutTime(second))
        #expect(
            try String(contentsOfFile: first, encoding: .utf8).contains("seedfill generate shop --seed 4 --today 2026-01-01 --count 300"))
    }

    @Test func aReportReplacesOnlyAnEarlierReport() throws {
        let project = try project()
        let page = project.root.appendingPathComponent("notes.html").path
        try Data("<html>my own notes</html>".utf8).write(to: URL(fileURLWithPath: page))
        let refused = seedfill(["report", "--seeds", project.seeds, "--out", page])
        #expect(refused.status == 1)
        #expect(
            refused.err == """
                error: this report would replace '\(page)', which seedfill did not write
                  hint: choose another --out FILE, or add --force to replace it
                1 error

                """)
        #expect(try String(contentsOfFile: page, encoding: .utf8) == "<html>my own notes</html>")
        #expect(seedfill(["report", "--seeds", project.seeds, "--out", page, "--force"]).status == 0)
        // Now it is a report: replaced without --force.
        #expect(seedfill(["report", "--seeds", project.seeds, "--out", page, "--count", "5"]).status == 0)
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("--count 5"))
        let directory = seedfill(["report", "--seeds", project.seeds, "--out", project.root.path])
        #expect(directory.status == 1 && directory.err.contains("it is a directory"), "\(directory.err)")
    }

    @Test func generateWritesTheReportBesideTheOutputAndOwnsIt() throws {
        let project = try project()
        let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--count", "20", "--report"])
        #expect(run.status == 0, "\(run.err)")
        let page = project.output + "/shop.report.html"
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("data-field=\"order.channel\""))
        let manifest = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: project.output + "/manifest.json"))))
        #expect(((manifest["seeds"] as? [String: Any])?["shop"] as? [String: Any])?["report"] as? String == "shop.report.html")
        // The next run replaces it (the manifest lists it); a run without --report removes it.
        #expect(seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--count", "10", "--report"]).status == 0)
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("--count 10"))
        #expect(seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--count", "10"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: page))
        // A file of the user's where the report would go stops the run.
        try Data("mine".utf8).write(to: URL(fileURLWithPath: page))
        let blocked = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--count", "10", "--report"])
        #expect(blocked.status == 1)
        #expect(blocked.err.contains("error: this run would replace '\(page)', which seedfill did not write"), "\(blocked.err)")
        #expect(try String(contentsOfFile: page, encoding: .utf8) == "mine")
    }

    @Test func theCoverReportShowsItsCoverage() throws {
        let project = try project()
        let page = project.root.appendingPathComponent("cover.html").path
        let run = seedfill(["report", "--seeds", project.seeds, "--out", page, "--cover"])
        #expect(run.status == 0, "\(run.err)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<h3>Coverage</h3><p>targets "))
        #expect(html.contains("(the cover set)") && html.contains("seedfill generate shop --seed 0 --today 2026-01-01 --cover"))
        // The cover takes every channel, even the one the seed never draws: nothing is flagged.
        let channel = try #require(Self.article("order.channel", in: html))
        #expect(!channel.contains("never drawn"))
        // Issue 19: with --count, the cover set and random records up to the count.
        let filled = seedfill(["report", "--seeds", project.seeds, "--out", page, "--cover", "--count", "50"])
        #expect(filled.status == 0, "\(filled.err)")
        #expect(filled.out.contains("report: 1 seed file, 50 questionnaires → "), "\(filled.out)")
        let filledHTML = try String(contentsOfFile: page, encoding: .utf8)
        #expect(filledHTML.contains("<dd>50 (the cover set of ") && filledHTML.contains("random records)</dd>"))
        #expect(filledHTML.contains("seedfill generate shop --seed 0 --today 2026-01-01 --cover --count 50"))
    }

    @Test func theInvalidReportListsEachFixtureAndItsRule() throws {
        let project = try project()
        let page = project.root.appendingPathComponent("invalid.html").path
        let run = seedfill(["report", "--seeds", project.seeds, "--out", page, "--invalid"])
        #expect(run.status == 0, "\(run.err)")
        #expect(seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--invalid", "--format", "jsonl"]).status == 0)
        let manifest = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: project.output + "/manifest.json"))))
        let invalid = try #require(((manifest["seeds"] as? [String: Any])?["shop"] as? [String: Any])?["invalid"] as? [String: Any])
        let labels = try #require(invalid["labels"] as? [[String: Any]])
        #expect(!labels.isEmpty)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<h3>Negative fixtures</h3>") && html.contains("\(labels.count) fixtures, each breaking the one rule"))
        #expect(
            html.contains("\(labels.count) (negative fixtures)")
                && html.contains("seedfill generate shop --seed 0 --today 2026-01-01 --invalid"))
        // One row per fixture, in order, with its path, rule and message as the manifest has them.
        for (index, label) in labels.enumerated() {
            let path = try #require(label["path"] as? String)
            let message = try #require(label["message"] as? String)
            let row = "<tr><td>\(index + 1)</td><td><code>\(path.replacingOccurrences(of: "\"", with: "&quot;"))</code></td>"
            #expect(html.contains(row), "no row for fixture \(index + 1) at \(path)")
            let escaped = message.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(
                    of: "'", with: "&#39;")
            #expect(html.contains(escaped), "\(message)")
        }
    }

    /// Issue 21, item 2: a page stays under 5 MB for a model of 200 fields.
    @Test func aPageOfTwoHundredFieldsStaysSmall() throws {
        let types = [
            #"{"type": "text", "maxLength": 40}"#, #"{"type": "integer", "min": 0, "max": 1000}"#,
            #"{"type": "decimal", "min": 0, "max": 50, "scale": 2}"#, #"{"type": "date", "min": "2000-01-01", "max": "2025-12-31"}"#,
            #"{"type": "choice", "options": ["a", "b", "c", "d", "e", "f"]}"#, #"{"type": "multichoice", "options": ["x", "y", "z"]}"#,
            #"{"type": "boolean"}"#, #"{"type": "text", "optional": true, "pattern": "^[A-Z]{2}[0-9]{4}$"}"#,
        ]
        let sections = (0..<10).map { s in
            let fields = (0..<20).map { f in
                let type = types[(s * 20 + f) % types.count]
                return "{\"key\": \"s\(s)f\(f)\", " + type.dropFirst()
            }
            return "{\"key\": \"s\(s)\", \"fields\": [\(fields.joined(separator: ", "))]}"
        }
        let project = try TemporaryProject(files: [
            "models/wide.json": "{\"model\": \"wide\", \"sections\": [\(sections.joined(separator: ", "))]}",
            "wide.seed.json": #"{"model": "wide", "today": "2026-01-01", "count": 2000}"#,
        ])
        let page = project.root.appendingPathComponent("wide.html").path
        let run = seedfill(["report", "--seeds", project.seeds, "--out", page])
        #expect(run.status == 0, "\(run.err)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<article class=\"field\"").count - 1 == 200)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: page)[.size] as? Int)
        #expect(size < 5_000_000, "\(size) bytes")
    }

    @Test func usageErrors() throws {
        let project = try project()
        let cases: [([String], String)] = [
            (
                ["report", "--seeds", project.seeds, "--cover", "--invalid"],
                "seedfill: error: '--invalid' reports on fixtures that break a rule, '--cover' on valid ones; they cannot go together\n  hint: make one report of each\n"
            ),
            (
                ["generate", "--seeds", project.seeds, "--report", "--shard", "1/2"],
                "seedfill: error: '--report' describes a whole run; '--shard' cannot go with it\n  hint: run 'seedfill report' on the whole run instead\n"
            ),
            (
                ["generate", "--seeds", project.seeds, "--report", "--stdout"],
                "seedfill: error: '--report' writes a file beside the output; '--stdout' cannot go with it\n  hint: use 'seedfill report --out FILE'\n"
            ),
        ]
        for (arguments, expected) in cases {
            let run = seedfill(arguments)
            #expect(run.status == 2 && run.err == expected, "\(arguments): \(run.err)")
        }
    }
}
