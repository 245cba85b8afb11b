/// The `null` modifier: an empty value with the given probability, else the wrapped generator's
/// (`{"fake": "person.middleName", "null": 0.6}`); it wraps any generator.
///
/// Its parts: the seed parser reads it with the other modifiers
/// (``SeedParser/parseGenerator(_:members:field:_:depth:ignoring:)``);
/// ``PlanBuilder/compileNull(_:around:spec:for:)`` checks the probability and that the field may
/// be empty, and wraps the compiled generator in ``Generator/nullable(_:_:)`` (outside `unique`);
/// its draw, the `nullable` case of ``RecordFiller/draw(_:for:rng:itemKey:state:)``
/// (`Registration.swift`, where it stays for the fill loop's inlining, as `when`'s
/// does), takes one number, then maybe the inner generator's draw. A `null` draw is always
/// checked (``DrawGuarantee`` covers only the inner draws).
extension PlanBuilder {
    /// `generator` wrapped so that it is empty with `probability`, which must be one; a required
    /// field cannot take it.
    mutating func compileNull(_ probability: Double, around generator: Generator, spec: GeneratorSpec, for id: FieldID) -> Generator? {
        guard (0...1).contains(probability) else {
            diagnostics.error("'null' is a probability between 0 and 1, found \(probability)", at: spec.location, path: spec.path)
            return nil
        }
        let planned = fields[id]
        if planned.kind == .field, !planned.field.optional, planned.field.requiredWhen == nil, probability > 0 {
            diagnostics.error(
                "'null' on the required field \(Quoted.single(planned.field.key))", at: spec.location, path: spec.path,
                hint: "mark the field \"optional\": true in the model, or remove 'null'")
        }
        return .nullable(probability, generator)
    }
}
