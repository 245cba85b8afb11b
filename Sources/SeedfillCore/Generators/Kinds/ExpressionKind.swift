/// `expr`: an expression's value (`{"expr": "premium * 12"}`).
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseExpression(_:_:)``, the text;
/// - plan: ``PlanBuilder/bind(_:in:)`` parses and binds it (``BoundExpression``); its static type
///   is checked against the field (``PlanBuilder/checkGeneratedType(_:spec:field:)``), and its
///   constant parts are folded for a run (``RunConstantFolder``);
/// - fill: ``RecordFiller/evaluate(_:for:what:state:)`` in the record; it draws nothing from the
///   field's stream, and its value is converted to the field's type where that is unambiguous
///   (``RecordFiller/conform(_:to:)``).
extension SeedParser {
    /// The expression's text (parsed by the planner, which reports its mistakes in place).
    mutating func parseExpression(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        text(node, for: "'expr'", path).map { .expr($0) }
    }
}
