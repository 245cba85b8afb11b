/// How a field's options are checked: the exact look-ups that answer for almost every value.
///
/// A class, so that a field without options is a `nil` reference to test, and one with options
/// is not an enum whose payload each check would copy.
final class OptionCheck: Sendable {
    /// The texts among fixed options that have no condition.
    let texts: ExactTextSet?
    /// The numbers among them (a `Value` number equals an option exactly when the numbers do).
    let numbers: [Number]
    /// The fixed options that cannot be chosen with others (of a multiple choice).
    let exclusive: [Value]
    /// A table column's values, for the `match` fields' values.
    let table: TableOptionIndex?
    /// The slots of the `match` fields, in `match` order.
    let keys: [Slot]
    /// Fixed options of which some have conditions, checked without listing the offered ones.
    let conditional: ConditionalOptions?
    /// When the fixed texts are at most 64 spellings, no two of them equal as `==` compares
    /// text: the bits (by entry of ``texts``) of those equal to an exclusive option. A multiple
    /// choice of them is then checked by bits (see ``CompiledConstraints/admitsChoices(_:options:)``);
    /// `nil` otherwise.
    let exclusiveTextBits: UInt64?

    /// The check of `planned`'s options, or `nil` when it has none. Options with conditions
    /// have no exact look-up: which are offered is worked out for each record.
    init?(_ planned: some PlannedFieldParts) {
        switch planned.options {
        case nil:
            return nil
        case .list(let options)?:
            conditional = ConditionalOptions(options)
            let texts = planned.fixedOptions.map { fixed in
                fixed.values.compactMap { value -> [String]? in
                    if case .string(let text) = value { return [text] } else { return nil }
                }
            }
            self.texts = texts.map { ExactTextSet($0, arity: 1) }
            numbers =
                planned.fixedOptions?.values.compactMap { value -> Number? in
                    if case .number(let n) = value { return n } else { return nil }
                } ?? []
            exclusive = planned.fixedOptions?.exclusive ?? []
            table = nil
            keys = []
            exclusiveTextBits = texts.flatMap { Self.exclusiveBits(of: $0.map { $0[0] }, exclusive: planned.fixedOptions?.exclusive ?? []) }
        case .from?:
            // Another field's answers in the record: looked up by the general check alone.
            texts = nil
            numbers = []
            exclusive = []
            table = nil
            keys = []
            conditional = nil
            exclusiveTextBits = nil
        case .table(_, _, let match, _, _, let index)?:
            texts = nil
            numbers = []
            exclusive = []
            table = index
            keys = match.map(\.slot)
            conditional = nil
            exclusiveTextBits = nil
        }
    }

    /// ``exclusiveTextBits`` of the fixed texts `texts` (in option order) and the exclusive
    /// options `exclusive`: entries are the texts' distinct spellings in order, as
    /// ``ExactTextSet`` numbers them.
    private static func exclusiveBits(of texts: [String], exclusive: [Value]) -> UInt64? {
        var seen = Set<[UInt8]>()
        let spellings = texts.filter { seen.insert(Array($0.utf8)).inserted }
        // `Set<String>` keeps one of texts that `==` finds equal (canonically equivalent).
        guard spellings.count <= 64, Set(spellings).count == spellings.count else { return nil }
        var bits: UInt64 = 0
        for (entry, text) in spellings.enumerated() where exclusive.contains(.string(text)) { bits |= 1 << UInt64(entry) }
        return bits
    }
}
