/// An XPath expression of an XLSForm cell (`relevant`, `constraint`, `calculation`,
/// `choice_filter`, …) as a tree, in the subset forms use.
indirect enum XPathNode: Sendable, Equatable {
    /// A number literal as written (`100`, `2.5`).
    case number(String)
    /// A string literal's text.
    case string(String)
    /// `${name}`: another question's value.
    case reference(String)
    /// `.`: the value of the question the cell belongs to.
    case current
    /// A bare name: a column of the choices row in a `choice_filter`.
    case name(String)
    /// A function call (`selected(…)`, `count-selected(…)`).
    case call(String, [XPathNode])
    /// A binary operator: `or and = != < <= > >= + - * div mod`.
    case binary(String, XPathNode, XPathNode)
    /// Unary minus.
    case negate(XPathNode)

    /// The `${name}` references the expression makes, in order, each once.
    var references: [String] {
        var names: [String] = []
        func visit(_ node: XPathNode) {
            switch node {
            case .reference(let name): if !names.contains(name) { names.append(name) }
            case .call(_, let arguments): arguments.forEach(visit)
            case .binary(_, let left, let right):
                visit(left)
                visit(right)
            case .negate(let operand): visit(operand)
            default: break
            }
        }
        visit(self)
        return names
    }
}

/// Why an XPath cell could not be read, in words for a located message.
struct XPathError: Error, Sendable {
    var message: String
}
