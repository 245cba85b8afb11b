/// A generation that could not finish, located at the seed entry (or model field) responsible.
struct FillError: Error, Sendable {
    /// What happened.
    var diagnostic: Diagnostic
    /// For a field whose bounds leave no value in this record, the fields those bounds are made
    /// from: drawing them again may give the record bounds that hold (see
    /// ``RecordFiller/fill(record:into:)``). Empty for every other error.
    var redrawSources: [FieldID] = []
    /// The field that could not be filled, when the error is one field's (an interactive
    /// questionnaire names the values set that it reads; see ``Questionnaire/fillRest(seed:record:)``).
    var field: FieldID?
}
