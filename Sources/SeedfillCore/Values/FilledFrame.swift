/// One filled questionnaire (or list item) in storage form: a value and a visibility flag per
/// slot of its frame, and the items of each list slot.
struct FilledFrame: Sendable {
    /// Slot values; hidden fields and containers hold `null`.
    var values: [Value]
    /// Whether each slot's field is visible (written).
    var visible: [Bool]
    /// For each list slot, its items; empty for other slots.
    var items: [[FilledFrame]]
}
