/// `const`: one fixed value (`{"const": …}`, or any plain JSON value that is not an array).
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseEntryValue(_:field:_:depth:)`` takes a plain value as a `const`, and
///   ``SeedParser/parseKind(_:siblings:field:object:objectPath:depth:)`` the `const` key's value
///   as it is;
/// - plan: ``PlanBuilder/compileConst(_:spec:for:)`` converts it to the field's type, and it is
///   checked against the field as a fixed value (``PlanBuilder/checkFixedValues(_:spec:field:)``);
///   on a list it is the items (``RecordFiller/fillList``);
/// - unique: its one value (``UniqueSpace/values(_:)``), so `unique` allows one record;
/// - fill: the value itself, drawing nothing from the field's stream.
extension PlanBuilder {
    /// The value, converted to field `id`'s type.
    mutating func compileConst(_ node: JSONNode, spec: GeneratorSpec, for id: FieldID) -> Generator? {
        seedValue(node, for: id, path: spec.path).map { .constant($0) }
    }
}
