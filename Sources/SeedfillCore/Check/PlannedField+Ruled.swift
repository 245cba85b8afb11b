/// Whether a rule of a field may replace one of its constraints: `check` judges a field's own
/// constraint only when none can, since a `when` branch may set another.
extension PlannedFieldParts {
    /// Whether some rule of the field sets what `constraint` reads (`{ $0.pattern != nil }`).
    func isRuled(_ constraint: (CompiledConstraints) -> Bool) -> Bool {
        rules.contains { constraint($0.constraints) }
    }
}
