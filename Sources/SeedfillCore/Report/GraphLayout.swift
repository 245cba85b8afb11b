/// The dependency graph laid out for the page by seedfill itself: one column per layer of the
/// fill order (a field stands one column right of the furthest field it reads), fields in model
/// order within a column, edges as curves from reader to read. Each field links to its part of
/// the page.
struct GraphLayout {
    /// A placed field.
    struct Node {
        var id: FieldID
        var column: Int
        var row: Int
    }

    let nodes: [Node]
    let edges: [(from: FieldID, to: FieldID)]
    let columns: Int
    let rows: Int

    /// The layout of `plan`'s fields that hold values (sections and groups are headings on the
    /// page, not nodes), with the edges of its ``DependencyGraph`` between them.
    init(plan: ModelPlan) {
        let shown = plan.fields.indices.filter { id in
            let planned = plan.fields[id]
            return planned.kind == .field && planned.field.type != .section && planned.field.type != .group
        }
        let isNode = Set(shown)
        let graph = DependencyGraph(plan: plan)
        let edges = graph.edges.filter { isNode.contains($0.from) && isNode.contains($0.to) }.map { (from: $0.from, to: $0.to) }
        var reads: [FieldID: [FieldID]] = [:]
        for edge in edges { reads[edge.to, default: []].append(edge.from) }
        // Longest path from a field that reads nothing; a cycle (never planned) stops at depth.
        var layer: [FieldID: Int] = [:]
        func depth(_ id: FieldID, _ visiting: inout Set<FieldID>) -> Int {
            if let known = layer[id] { return known }
            guard visiting.insert(id).inserted else { return 0 }
            let value = (reads[id] ?? []).map { depth($0, &visiting) + 1 }.max() ?? 0
            visiting.remove(id)
            layer[id] = value
            return value
        }
        var nodes: [Node] = []
        var rowsOfColumn: [Int: Int] = [:]
        let ordered = shown.sorted { plan.fields[$0].declarationIndex < plan.fields[$1].declarationIndex }
        for id in ordered {
            var visiting: Set<FieldID> = []
            let column = depth(id, &visiting)
            let row = rowsOfColumn[column, default: 0]
            rowsOfColumn[column] = row + 1
            nodes.append(Node(id: id, column: column, row: row))
        }
        self.nodes = nodes
        self.edges = edges
        columns = (rowsOfColumn.keys.max() ?? 0) + 1
        rows = rowsOfColumn.values.max() ?? 0
    }

    /// The graph as SVG; `anchor` gives each field's link target on the page, `label` its text.
    func svg(anchor: (FieldID) -> String, label: (FieldID) -> String) -> String {
        let (columnWidth, nodeWidth, rowHeight, nodeHeight, margin) = (200.0, 168.0, 26.0, 20.0, 10.0)
        let width = Double(columns) * columnWidth + margin * 2
        let height = Double(max(rows, 1)) * rowHeight + margin * 2
        var place: [FieldID: (x: Double, y: Double)] = [:]
        for node in nodes {
            place[node.id] = (margin + Double(node.column) * columnWidth, margin + Double(node.row) * rowHeight)
        }
        var svg =
            "<svg class=\"graph\" viewBox=\"0 0 \(SVGChart.f(width)) \(SVGChart.f(height))\" width=\"\(SVGChart.f(width))\" height=\"\(SVGChart.f(height))\" role=\"img\" aria-label=\"dependency graph\">"
        for edge in edges {
            guard let a = place[edge.from], let b = place[edge.to] else { continue }
            let (x1, y1) = (a.x + nodeWidth, a.y + nodeHeight / 2)
            let (x2, y2) = (b.x, b.y + nodeHeight / 2)
            let bend = max(20, (x2 - x1) / 2)
            svg +=
                "<path class=\"edge\" d=\"M\(SVGChart.f(x1)),\(SVGChart.f(y1)) C\(SVGChart.f(x1 + bend)),\(SVGChart.f(y1)) \(SVGChart.f(x2 - bend)),\(SVGChart.f(y2)) \(SVGChart.f(x2)),\(SVGChart.f(y2))\"/>"
        }
        for node in nodes {
            guard let p = place[node.id] else { continue }
            let text = label(node.id)
            svg +=
                "<a href=\"#\(anchor(node.id))\"><rect class=\"node\" x=\"\(SVGChart.f(p.x))\" y=\"\(SVGChart.f(p.y))\" width=\"\(SVGChart.f(nodeWidth))\" height=\"\(SVGChart.f(nodeHeight))\" rx=\"4\"><title>\(HTMLText.escape(text))</title></rect>"
            svg +=
                "<text class=\"node-label\" x=\"\(SVGChart.f(p.x + 6))\" y=\"\(SVGChart.f(p.y + 14))\">\(HTMLText.escape(HTMLText.short(text, 26)))</text></a>"
        }
        return svg + "</svg>"
    }
}
