/// The kind of a field, which decides the JSON value it produces (SPEC §2).
enum FieldType: String, Sendable, Hashable, CaseIterable {
    case text, integer, decimal, date, datetime, time, boolean, choice, multichoice, attachment
    /// A location as ODK writes it: one string of four numbers, `"lat lon alt accuracy"`.
    case geopoint
    case group, list, ref
    /// A section of the form: an object of fields, written under its key.
    case section

    /// Whether the field holds other fields (section, group, list).
    var isContainer: Bool { self == .section || self == .group || self == .list }

    /// The type names a model may use (`section` is implied by an entry with `fields` and no `type`).
    static var declarable: [FieldType] { allCases.filter { $0 != .section } }
}
