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

/// Why a value is not valid for its field: the rule it breaks and a sentence for the user.
struct FieldViolation: Sendable, Hashable {
    /// The rule, as the model states it: `mask '#### ######'`, `min 'today - 80y'`, `required`.
    var rule: String
    /// What is wrong, e.g. `"12" is shorter than minLength 3`.
    var message: String
}

/// A generation that could not finish, located at the seed entry (or model field) responsible.
struct FillError: Error, Sendable {
    /// What happened.
    var diagnostic: Diagnostic
    /// For a field whose bounds leave no value in this record, the fields those bounds are made
    /// from: drawing them again may give the record bounds that hold (see
    /// ``RecordFiller/fill(record:into:)``). Empty for every other error.
    var redrawSources: [FieldID] = []
}
