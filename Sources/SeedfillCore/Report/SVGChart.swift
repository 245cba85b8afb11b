/// The charts of a report as inline SVG: a histogram with the field's bounds drawn as lines,
/// bars per option, and the bar of how often a field was shown, filled, empty or `null`.
/// Sizes are in the SVG's own units; the page scales each chart to its column.
enum SVGChart {
    /// A bound drawn on a histogram: its name (`min`, `maxLength`…), its text and its position.
    struct Bound {
        var name: String
        var text: String
        var position: Double
    }

    static let width = 560.0

    /// A histogram of `histogram`, with `bounds` as dashed lines and the ends labelled by `label`.
    static func histogram(_ histogram: Histogram, bounds: [Bound], label: (Double) -> String, title: String) -> String {
        let (height, top, bottom, left, right) = (150.0, 18.0, 22.0, 8.0, 8.0)
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let most = histogram.counts.max() ?? 0
        var svg = open(height: height, title: title)
        let barWidth = plotWidth / Double(max(1, histogram.counts.count))
        for (i, count) in histogram.counts.enumerated() where count > 0 {
            let h = most > 0 ? max(1, plotHeight * count / most) : 0
            let x = left + Double(i) * barWidth
            svg +=
                "<rect class=\"bar\" x=\"\(f(x + 0.5))\" y=\"\(f(top + plotHeight - h))\" width=\"\(f(max(1, barWidth - 1)))\" height=\"\(f(h))\"><title>\(HTMLText.escape(binText(histogram, i, label: label))): \(HTMLText.count(Int(count.rounded())))</title></rect>"
        }
        svg +=
            "<line class=\"axis\" x1=\"\(f(left))\" y1=\"\(f(top + plotHeight))\" x2=\"\(f(width - right))\" y2=\"\(f(top + plotHeight))\"/>"
        let lowText = histogram.isWhole ? label(histogram.low + 0.5) : label(histogram.low)
        let highText = histogram.isWhole ? label(histogram.high - 0.5) : label(histogram.high)
        svg += "<text class=\"tick\" x=\"\(f(left))\" y=\"\(f(height - 6))\">\(HTMLText.escape(lowText))</text>"
        svg +=
            "<text class=\"tick\" x=\"\(f(width - right))\" y=\"\(f(height - 6))\" text-anchor=\"end\">\(HTMLText.escape(highText))</text>"
        for (n, bound) in bounds.enumerated() {
            let x = left + plotWidth * min(1, max(0, histogram.fraction(bound.position)))
            svg +=
                "<line class=\"bound\" x1=\"\(f(x))\" y1=\"\(f(top - 4))\" x2=\"\(f(x))\" y2=\"\(f(top + plotHeight))\"><title>\(HTMLText.escape(bound.name)): \(HTMLText.escape(bound.text))</title></line>"
            let anchor = x > width / 2 ? "end" : "start"
            let dx = anchor == "end" ? -3.0 : 3.0
            svg +=
                "<text class=\"bound-label\" x=\"\(f(x + dx))\" y=\"\(f(top - 6 + Double(n % 2) * 10))\" text-anchor=\"\(anchor)\">\(HTMLText.escape(bound.name)) \(HTMLText.escape(HTMLText.short(bound.text, 28)))</text>"
        }
        return svg + "</svg>"
    }

    /// One horizontal bar per entry; an entry marked `never` is drawn as a flag.
    static func bars(_ entries: [(label: String, count: Int, never: Bool)], title: String) -> String {
        let row = 18.0
        let labelWidth = 190.0
        let height = Double(max(1, entries.count)) * row + 4
        let most = entries.map(\.count).max() ?? 0
        var svg = open(height: height, title: title)
        for (i, entry) in entries.enumerated() {
            let y = 2 + Double(i) * row
            let barRoom = width - labelWidth - 70
            let w = most > 0 ? barRoom * Double(entry.count) / Double(most) : 0
            let label = HTMLText.escape(HTMLText.short(entry.label, 30))
            svg +=
                "<text class=\"label\(entry.never ? " never" : "")\" x=\"\(f(labelWidth - 6))\" y=\"\(f(y + 13))\" text-anchor=\"end\">\(label)</text>"
            if entry.never {
                svg += "<text class=\"never\" x=\"\(f(labelWidth))\" y=\"\(f(y + 13))\">never drawn</text>"
            } else {
                svg += "<rect class=\"bar\" x=\"\(f(labelWidth))\" y=\"\(f(y + 3))\" width=\"\(f(max(1, w)))\" height=\"\(f(row - 6))\"/>"
                svg += "<text class=\"tick\" x=\"\(f(labelWidth + w + 4))\" y=\"\(f(y + 13))\">\(HTMLText.count(entry.count))</text>"
            }
        }
        return svg + "</svg>"
    }

    /// One bar split into filled, empty, `null` and hidden parts.
    static func presence(_ tally: FieldTally, title: String) -> String {
        let height = 22.0
        var svg = open(height: height, title: title)
        let parts: [(String, Int)] = [
            ("filled", tally.filled), ("empty", tally.empty), ("null", tally.null), ("hidden", tally.places - tally.shown),
        ]
        var x = 0.0
        for (name, count) in parts where count > 0 {
            let w = width * Double(count) / Double(max(1, tally.places))
            svg +=
                "<rect class=\"part-\(name)\" x=\"\(f(x))\" y=\"2\" width=\"\(f(w))\" height=\"18\"><title>\(name): \(HTMLText.count(count))</title></rect>"
            x += w
        }
        return svg + "</svg>"
    }

    private static func open(height: Double, title: String) -> String {
        "<svg class=\"chart\" viewBox=\"0 0 \(f(width)) \(f(height))\" width=\"\(f(width))\" height=\"\(f(height))\" role=\"img\" aria-label=\"\(HTMLText.escape(title))\">"
    }

    private static func binText(_ histogram: Histogram, _ i: Int, label: (Double) -> String) -> String {
        if histogram.isWhole { return label(histogram.low + 0.5 + Double(i)) }
        let start = histogram.low + histogram.width * Double(i)
        return "\(label(start)) – \(label(start + histogram.width))"
    }

    /// A coordinate with at most one decimal.
    static func f(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
