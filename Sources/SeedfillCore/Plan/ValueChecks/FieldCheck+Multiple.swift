/// `multipleOf`: a number that is a multiple of the step, exactly and as the JSON Schema
/// validators people use (Python's `jsonschema`, ajv) find it: they divide in binary floating
/// point and want a whole quotient, so `0.07` is no multiple of `0.01` to them
/// (`0.07 / 0.01` is `7.000000000000001`). The model's default draws only numbers both accept.
extension FieldCheck {
    /// What is wrong with `number` as a multiple of `step`, if anything.
    static func multipleViolation(_ number: Number, step: Number) -> FieldViolation? {
        guard !isMultiple(number, of: step) else { return nil }
        let exact = (try? number.remainder(dividingBy: step)).map { $0 == Number(0) } ?? false
        return FieldViolation(
            rule: "multipleOf \(Value.number(step).jsonText)",
            message: "\(Value.number(number).quoted) is not a multiple of \(Value.number(step).jsonText)"
                + (exact ? " as floating-point validators divide (the quotient is not whole in binary)" : ""))
    }

    /// Whether `number` is a multiple of `step` exactly and by floating-point division.
    static func isMultiple(_ number: Number, of step: Number) -> Bool {
        guard let remainder = try? number.remainder(dividingBy: step), remainder == Number(0) else { return false }
        // Whole numbers are divided exactly by the validators too.
        if number.normalized.scale <= 0, step.normalized.scale <= 0 { return true }
        let quotient = number.doubleValue / step.doubleValue
        return quotient.isFinite && quotient == quotient.rounded(.towardZero)
    }
}
