/// The part of the page for one field: its counts and the chart that fits its type.
struct FieldCharts {
    let plan: ModelPlan
    let tally: RunTally

    /// The HTML `id` of field `id`'s part of the page.
    static func anchor(_ id: FieldID, seed: String) -> String {
        "f-\(HTMLText.escape(seed))-\(id)"
    }

    /// The article for value field `id` (not a section or group).
    func article(_ id: FieldID, seed: String) -> String {
        let planned = plan.fields[id]
        let counts = tally.fields[id]
        let path = planned.fullPath.joined(separator: ".")
        var html = "<article class=\"field\" id=\"\(Self.anchor(id, seed: seed))\" data-field=\"\(HTMLText.escape(path))\">"
        html += "<h4><code>\(HTMLText.escape(path))</code> <span class=\"type\">\(planned.field.type.rawValue)</span>"
        if let title = planned.field.title, title != planned.field.key { html += " <span class=\"title\">\(HTMLText.escape(title))</span>" }
        if planned.field.outputName != planned.field.key {
            html += " <span class=\"name\">written as <code>\(HTMLText.escape(planned.field.outputName))</code></span>"
        }
        html += "</h4>"
        html +=
            "<p class=\"counts\">shown \(HTMLText.count(counts.shown)) of \(HTMLText.count(counts.places)) (\(HTMLText.percent(counts.shown, of: counts.places)))"
        html +=
            " · filled \(HTMLText.count(counts.filled)) · empty \(HTMLText.count(counts.empty)) · null \(HTMLText.count(counts.null))</p>"
        html += SVGChart.presence(counts, title: "\(path): filled, empty, null, hidden")
        html += chart(id, counts: counts, path: path)
        return html + "</article>"
    }

    private func chart(_ id: FieldID, counts: FieldTally, path: String) -> String {
        let planned = plan.fields[id]
        let type = planned.field.type
        switch type {
        case .choice, .multichoice, .boolean:
            return SVGChart.bars(optionBars(planned, counts: counts), title: "\(path): how often each option was chosen")
        case .integer, .decimal, .date, .datetime, .time:
            var html = ""
            let bounds = valueBounds(planned)
            if counts.sample.offered == 0 {
                html += "<p class=\"note\">no value was drawn</p>"
            }
            let histogram = Histogram(counts.sample, bounds: bounds.drawn.map(\.position), whole: type == .integer || type == .date)
            html += SVGChart.histogram(
                histogram, bounds: bounds.drawn, label: { ValueAxis.label($0, type: type) }, title: "\(path): values against bounds")
            if counts.sample.offered > counts.sample.positions.count {
                html +=
                    "<p class=\"note\">drawn from a sample of \(HTMLText.count(counts.sample.positions.count)) values, scaled to \(HTMLText.count(counts.sample.offered))</p>"
            }
            if !bounds.varying.isEmpty {
                html +=
                    "<p class=\"note\">bounds that vary by record: \(bounds.varying.map { "<code>\(HTMLText.escape($0))</code>" }.joined(separator: ", "))</p>"
            }
            return html + distinctLine(planned, counts: counts)
        case .text:
            var bounds: [SVGChart.Bound] = []
            if let min = planned.constraints.minLength { bounds.append(.init(name: "minLength", text: "\(min)", position: Double(min))) }
            if let max = planned.constraints.maxLength { bounds.append(.init(name: "maxLength", text: "\(max)", position: Double(max))) }
            var html = SVGChart.histogram(
                Histogram(counts: counts.lengths, bounds: bounds.map(\.position)), bounds: bounds,
                label: { ValueAxis.number($0) }, title: "\(path): lengths against bounds")
            html += distinctLine(planned, counts: counts)
            html += topValues(counts)
            return html
        case .list:
            var bounds: [SVGChart.Bound] = []
            if let min = planned.constraints.minItems { bounds.append(.init(name: "minItems", text: "\(min)", position: Double(min))) }
            if let max = planned.constraints.maxItems { bounds.append(.init(name: "maxItems", text: "\(max)", position: Double(max))) }
            return SVGChart.histogram(
                Histogram(counts: counts.lengths, bounds: bounds.map(\.position)), bounds: bounds,
                label: { ValueAxis.number($0) }, title: "\(path): items per list")
        default:
            return distinctLine(planned, counts: counts)
        }
    }

    /// One bar per option the field offers (options never chosen flagged), then values chosen
    /// outside them (an open choice's other texts, or options that come from elsewhere).
    private func optionBars(_ planned: PlannedField, counts: FieldTally) -> [(label: String, count: Int, never: Bool)] {
        var offered: [Value] = []
        if planned.field.type == .boolean {
            offered = [.bool(true), .bool(false)]
        } else if let options = planned.options {
            switch options {
            case .list(let list): offered = list.map(\.value)
            case .table(let table, let column, _, _, _, _):
                var seen: Set<Value> = []
                for row in plan.tableList[table].rows where column < row.count && seen.insert(row[column]).inserted {
                    offered.append(row[column])
                }
            case .from: break
            }
        }
        var bars: [(label: String, count: Int, never: Bool)] = []
        var listed: Set<Value> = []
        for value in offered.prefix(Self.maxBars) {
            listed.insert(value)
            let count = counts.chosen[value] ?? 0
            bars.append((Self.text(value), count, count == 0))
        }
        if offered.count > Self.maxBars {
            let rest = offered.dropFirst(Self.maxBars)
            let count = rest.reduce(0) { $0 + (counts.chosen[$1] ?? 0) }
            for key in rest { listed.insert(key) }
            bars.append(("\(offered.count - Self.maxBars) more options", count, false))
        }
        let others = counts.chosen.filter { !listed.contains($0.key) }.map { (key: Self.text($0.key), value: $0.value) }
            .sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        let label = planned.options.map { if case .from = $0 { true } else { false } } ?? false ? "" : "other: "
        for (key, count) in others.prefix(Self.maxBars) { bars.append((label + key, count, false)) }
        if others.count > Self.maxBars {
            bars.append(("\(others.count - Self.maxBars) more values", others.dropFirst(Self.maxBars).reduce(0) { $0 + $1.value }, false))
        }
        return bars
    }

    /// The most bars one chart draws before summing the rest into one.
    static let maxBars = 40

    private func distinctLine(_ planned: PlannedField, counts: FieldTally) -> String {
        guard !counts.distinct.isEmpty || counts.counted > 0 else { return "" }
        var line = "<p class=\"distinct\">\(HTMLText.count(counts.distinct.count)) distinct"
        if planned.generator.isUnique {
            line +=
                " · <span class=\"\(counts.duplicates == 0 ? "ok" : "bad")\">\(HTMLText.count(counts.duplicates)) duplicates</span> (unique)"
        }
        return line + "</p>"
    }

    private func topValues(_ counts: FieldTally) -> String {
        guard !counts.top.isEmpty else { return "" }
        let top = counts.top.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5)
        var html =
            "<table class=\"top\"><caption>top values\(counts.topIsPartial ? " (among the first \(HTMLText.count(FieldTally.topCapacity)) distinct)" : "")</caption>"
        for (text, count) in top {
            html += "<tr><td><code>\(HTMLText.escape(HTMLText.short(text, 60)))</code></td><td>\(HTMLText.count(count))</td></tr>"
        }
        return html + "</table>"
    }

    /// The field's fixed bounds (drawn) and the ones an expression gives per record (named).
    private func valueBounds(_ planned: PlannedField) -> (drawn: [SVGChart.Bound], varying: [String]) {
        var drawn: [SVGChart.Bound] = []
        var varying: [String] = []
        for (name, bound) in [("min", planned.constraints.min), ("max", planned.constraints.max)] {
            switch bound {
            case .value(let value)?:
                if let position = ValueAxis.position(of: value) {
                    drawn.append(.init(name: name, text: Self.text(value), position: position))
                }
            case .expression(_, let text)?: varying.append("\(name): \(text)")
            case nil: break
            }
        }
        return (drawn, varying)
    }

    /// A value as a reader expects it on the page: texts without quotes.
    static func text(_ value: Value) -> String {
        if case .string(let text) = value { return text }
        return unquoted(value.jsonText)
    }

    private static func unquoted(_ json: String) -> String {
        json.count >= 2 && json.hasPrefix("\"") && json.hasSuffix("\"") ? String(json.dropFirst().dropLast()) : json
    }
}
