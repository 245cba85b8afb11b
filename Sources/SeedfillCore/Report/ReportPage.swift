/// The report as one self-contained HTML page: inline CSS and SVG, no script, no font or image
/// fetched, so it opens offline and prints as it shows.
package struct ReportPage {
    let reports: [SeedReport]
    /// The project directory, shown in the heading.
    let directory: String

    /// The page for `reports` of the project in `directory`.
    package init(reports: [SeedReport], directory: String) {
        self.reports = reports
        self.directory = directory
    }

    /// The mark every report carries in its head: `seedfill report` replaces a file only
    /// when it holds it (see ``ReportFile``).
    static let generatorMark = "<meta name=\"generator\" content=\"seedfill report\">"

    /// The whole page.
    package var html: String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\(Self.generatorMark)"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        html += "<title>seedfill report: \(HTMLText.escape(reports.map(\.name).joined(separator: ", ")))</title>"
        html += "<style>\(Self.style)</style></head><body>"
        html +=
            "<header class=\"page\"><h1>seedfill report</h1><p>project <code>\(HTMLText.escape(directory))</code> · seedfill \(SeedfillVersion.current)</p>"
        if reports.count > 1 {
            html +=
                "<nav><ul>"
                + reports.map { "<li><a href=\"#seed-\(HTMLText.escape($0.name))\">\(HTMLText.escape($0.name))</a></li>" }.joined()
                + "</ul></nav>"
        }
        html +=
            "<p class=\"legend\">each field's first bar: <span class=\"key part-filled\"></span>filled <span class=\"key part-empty\"></span>empty "
        html += "<span class=\"key part-null\"></span>null <span class=\"key part-hidden\"></span>hidden · "
        html += "<span class=\"key bound-key\"></span>a bound of the field · options in red were never drawn</p>"
        html += "</header>"
        for report in reports { html += seedSection(report) }
        return html + "</body></html>\n"
    }

    private func seedSection(_ report: SeedReport) -> String {
        let name = report.name
        var html = "<section class=\"seed\" id=\"seed-\(HTMLText.escape(name))\"><h2>\(HTMLText.escape(name))</h2>"
        html += header(report)
        if let cover = report.cover { html += coverTable(cover) }
        if let invalid = report.invalid { html += invalidTable(invalid) }
        let layout = GraphLayout(plan: report.plan)
        html +=
            "<details class=\"graph\" open><summary>dependency graph (columns in fill order; a field stands right of what it reads)</summary><div class=\"graph-box\">"
        html += layout.svg(
            anchor: { FieldCharts.anchor($0, seed: name) }, label: { report.plan.fields[$0].fullPath.joined(separator: ".") })
        html += "</div></details>"
        let charts = FieldCharts(plan: report.plan, tally: report.tally)
        for id in report.plan.rootItems { html += item(id, charts: charts, seed: name, level: 3) }
        return html + "</section>"
    }

    /// A section or group as a heading over its fields, a list as its chart then its item
    /// fields, any other field as its article; in model order.
    private func item(_ id: FieldID, charts: FieldCharts, seed: String, level: Int) -> String {
        let planned = charts.plan.fields[id]
        guard planned.kind == .field else { return "" }
        switch planned.field.type {
        case .section, .group:
            let path = planned.fullPath.joined(separator: ".")
            let counts = charts.tally.fields[id]
            let heading = min(level, 6)
            var html =
                "<div class=\"container\"><h\(heading)>\(HTMLText.escape(planned.field.title ?? path)) <code>\(HTMLText.escape(path))</code></h\(heading)>"
            html += "<p class=\"counts\">shown in \(HTMLText.count(counts.shown)) of \(HTMLText.count(counts.places))</p>"
            for child in planned.children { html += item(child, charts: charts, seed: seed, level: level + 1) }
            return html + "</div>"
        case .list:
            var html = "<div class=\"container list\">" + charts.article(id, seed: seed)
            for child in planned.children { html += item(child, charts: charts, seed: seed, level: level + 1) }
            return html + "</div>"
        default:
            return charts.article(id, seed: seed)
        }
    }

    private func header(_ report: SeedReport) -> String {
        let seed = report.seed
        var command = "seedfill generate \(seed.name) --seed \(report.runSeed) --today \(report.today.iso)"
        command += report.cover != nil ? " --cover" : report.invalid != nil ? " --invalid" : " --count \(report.records)"
        if report.cover?.fill != nil { command += " --count \(report.records)" }
        let rows: [(String, String)] = [
            ("model", "<code>\(HTMLText.escape(report.plan.model.name))</code>"),
            ("seed file", "<code>\(HTMLText.escape(seed.file))</code>"),
            ("run seed", "\(report.runSeed)"),
            ("today", report.today.iso),
            (
                "records",
                HTMLText.count(report.records)
                    + (report.cover.map(Self.coverPart) ?? (report.invalid != nil ? " (negative fixtures)" : ""))
                    + (report.tally.drafts > 0 ? ", \(HTMLText.count(report.tally.drafts)) of them drafts (counted as written)" : "")
            ),
            ("time taken", "\(SVGChart.f(report.seconds * 1000)) ms to fill, validate and count"),
            ("reproduce", "<code>\(HTMLText.escape(command))</code>"),
        ]
        return "<dl class=\"run\">" + rows.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined() + "</dl>"
    }

    private func invalidTable(_ invalid: InvalidReport) -> String {
        var html =
            "<div class=\"cover invalid\"><h3>Negative fixtures</h3><p>rules \(invalid.rules) · broken \(invalid.rules - invalid.unbreakable.count)"
        html +=
            " · unbreakable \(invalid.unbreakable.count) · \(invalid.labels.count) fixtures, each breaking the one rule its row names</p>"
        html += "<table><tr><th>fixture</th><th>path</th><th>rule</th><th>what validate says</th></tr>"
        for (index, label) in invalid.labels.enumerated() {
            html += "<tr><td>\(index + 1)</td><td><code>\(HTMLText.escape(label.path))</code></td><td>\(HTMLText.escape(label.rule))</td>"
            html += "<td>\(HTMLText.escape(label.message))</td></tr>"
        }
        html += "</table>"
        if !invalid.unbreakable.isEmpty {
            html += "<table><tr><th>rule no fixture breaks alone</th></tr>"
            for line in invalid.unbreakable { html += "<tr><td>\(HTMLText.escape(line))</td></tr>" }
            html += "</table>"
        }
        return html + "</div>"
    }

    /// What the records of a cover run are: ` (the cover set)`, or with `--count` ` (the cover
    /// set of 11, then 19 random records)`.
    private static func coverPart(_ cover: CoverReport) -> String {
        guard let fill = cover.fill else { return " (the cover set)" }
        return " (the cover set of \(HTMLText.count(cover.records)), then \(HTMLText.count(fill)) random record\(fill == 1 ? "" : "s"))"
    }

    private func coverTable(_ cover: CoverReport) -> String {
        var html =
            "<div class=\"cover\"><h3>Coverage</h3><p>targets \(cover.targets) · covered \(cover.covered) · unreachable \(cover.unreachable.count) · \(cover.records) records</p>"
        if !cover.unreachable.isEmpty {
            html += "<table><tr><th>unreachable target</th></tr>"
            for line in cover.unreachable { html += "<tr><td>\(HTMLText.escape(line))</td></tr>" }
            html += "</table>"
        }
        return html + "</div>"
    }

    static let style = """
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2330;background:#fff;margin:0 auto;max-width:1180px;padding:16px 24px}
        h1{font-size:24px;margin:0 0 4px}h2{font-size:20px;border-bottom:2px solid #2f5d9e;padding-bottom:4px;margin-top:32px}
        h3,h4,h5,h6{margin:18px 0 6px}h4{font-size:15px}code{font:12.5px ui-monospace,Menlo,Consolas,monospace;background:#f1f3f7;padding:1px 4px;border-radius:3px}
        dl.run{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;background:#f7f8fa;padding:10px 14px;border-radius:6px}
        dl.run dt{color:#5a6475}dl.run dd{margin:0}
        .container{border-left:3px solid #d9dfe8;padding-left:12px;margin:8px 0}
        .field{display:inline-block;vertical-align:top;width:560px;max-width:100%;margin:6px 14px 10px 0;break-inside:avoid;page-break-inside:avoid}
        .field .type{font-size:12px;color:#fff;background:#2f5d9e;border-radius:3px;padding:0 5px}.field .title,.field .name{font-weight:normal;color:#5a6475;font-size:13px}
        .counts,.distinct,.note{margin:2px 0;color:#3d4656;font-size:13px}.note{color:#7a5b00}
        svg.chart{display:block;width:100%;height:auto;margin:3px 0}
        .bar{fill:#4a7cc2}.axis{stroke:#8893a6}.tick,.label,.bound-label,.never{font-size:11px;fill:#3d4656}
        .bound{stroke:#c0392b;stroke-width:1.5;stroke-dasharray:4 3}.bound-label{fill:#c0392b}
        .never{fill:#c0392b;font-weight:600}.label.never{fill:#c0392b}
        .part-filled{fill:#4a7cc2}.part-empty{fill:#f0b429}.part-null{fill:#9aa5b8}.part-hidden{fill:#e6e9ef}
        .ok{color:#1e7b34}.bad{color:#c0392b;font-weight:600}
        table{border-collapse:collapse;font-size:12.5px;margin:4px 0}td,th{border-bottom:1px solid #e6e9ef;padding:2px 8px;text-align:left}caption{text-align:left;color:#5a6475}
        details.graph summary{cursor:pointer;color:#2f5d9e;margin:10px 0}.graph-box{overflow:auto;max-height:640px;border:1px solid #e6e9ef;border-radius:6px}
        .edge{fill:none;stroke:#9aa5b8;stroke-width:1}.node{fill:#eef3fb;stroke:#4a7cc2}.node-label{font-size:11px;fill:#1d2330}
        a .node:hover{fill:#d6e4f7}nav ul{list-style:none;padding:0;display:flex;gap:12px;flex-wrap:wrap}
        .legend{font-size:12.5px;color:#3d4656}.key{display:inline-block;width:11px;height:11px;margin:0 4px 0 8px;vertical-align:-1px;border-radius:2px}
        span.part-filled{background:#4a7cc2}span.part-empty{background:#f0b429}span.part-null{background:#9aa5b8}span.part-hidden{background:#e6e9ef;border:1px solid #cdd3dd}
        span.bound-key{width:0;height:11px;border-left:2px dashed #c0392b;border-radius:0}
        .cover{background:#f7f8fa;padding:8px 14px;border-radius:6px;margin:10px 0}
        @media print{body{max-width:none;padding:0;font-size:11px}.graph-box{max-height:none;overflow:visible}svg.graph{max-width:100%;height:auto}
        section.seed+section.seed{break-before:page}.field{width:calc(50% - 12px);margin:4px 8px 8px 0}h4{font-size:12px}}
        """
}
