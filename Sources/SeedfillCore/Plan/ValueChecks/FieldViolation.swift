/// Why a value is not valid for its field: the rule it breaks and a sentence for the user.
struct FieldViolation: Sendable, Hashable {
    /// The rule, as the model states it: `mask '#### ######'`, `min 'today - 80y'`, `required`.
    var rule: String
    /// What is wrong, e.g. `"12" is shorter than minLength 3`.
    var message: String
}
