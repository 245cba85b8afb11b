/// What a report counts for one field over a run, gathered record by record without keeping
/// the records: how often the field was shown, filled, empty or `null`, and a summary of its
/// values that fits its type (see ``add(_:visible:hash:)``).
struct FieldTally: Sendable {
    /// Places the field could appear: one per record, or per item of the list holding it.
    var places = 0
    /// Places where it was shown (written, or an empty `"optional": "omit"` field left out).
    var shown = 0
    /// Shown with a value that is not `null` and not empty.
    var filled = 0
    /// Shown and empty: an empty text, an empty multiple choice or a list without items.
    var empty = 0
    /// Shown and `null`.
    var null = 0
    /// Choices, multiple choices and booleans: how often each value was chosen.
    var chosen: [Value: Int] = [:]
    /// Numbers, dates, date-times and times: the values on one axis (see ``ValueAxis``).
    var sample = ValueSample()
    /// Texts: how often each length occurred; lists: how often each item count did.
    var lengths: [Int: Int] = [:]
    /// Hashes of the distinct values seen (texts and `unique` fields).
    var distinct: Set<UInt64> = []
    /// Texts: how often each value occurred, for the first ``topCapacity`` distinct values.
    var top: [String: Int] = [:]
    /// Non-null values that went into ``distinct``.
    var counted = 0

    /// The distinct texts whose counts are kept for "top values"; later new texts are counted
    /// as distinct but not tallied (the page says so when it happens).
    static let topCapacity = 10_000

    /// Whether more distinct texts came than ``top`` keeps.
    var topIsPartial: Bool { distinct.count > top.count && top.count >= Self.topCapacity }

    /// Values counted more than once: for a `unique` field, 0.
    var duplicates: Int { counted - distinct.count }

    /// Adds one place of the field of `shape`, with `value` when `visible`; `hash` says where the
    /// place is (record and item), for the sample.
    mutating func add(_ value: Value, visible: Bool, shape: TallyShape, hash: UInt64) {
        places += 1
        guard visible else { return }
        shown += 1
        if value.isNull {
            null += 1
            return
        }
        switch value {
        case .string(let text) where text.isEmpty: empty += 1
        case .array(let items) where items.isEmpty && shape.kind != .list: empty += 1
        default: filled += 1
        }
        switch shape.kind {
        case .choices:
            if case .array(let items) = value {
                for item in items { chosen[item, default: 0] += 1 }
            } else {
                chosen[value, default: 0] += 1
            }
        case .axis:
            if let position = ValueAxis.position(of: value) { sample.offer(position, hash: hash) }
        case .text:
            if case .string(let text) = value {
                // In Unicode scalars, as `minLength` and `maxLength` count.
                lengths[text.unicodeScalars.count, default: 0] += 1
                if top.count < Self.topCapacity || top[text] != nil { top[text, default: 0] += 1 }
            }
        case .list, .plain:
            break
        }
        if shape.countsDistinct {
            counted += 1
            if case .string(let text) = value {
                distinct.insert(StableHash.hash(utf8: text.utf8))
            } else {
                distinct.insert(StableHash.hash(value.jsonText))
            }
        }
    }

    /// Adds a list's place: its item count, when shown.
    mutating func addList(items: Int, visible: Bool) {
        places += 1
        guard visible else { return }
        shown += 1
        if items == 0 { empty += 1 } else { filled += 1 }
        lengths[items, default: 0] += 1
    }
}

/// How a field's values are summarised, read once from its plan.
struct TallyShape: Sendable {
    enum Kind: Sendable { case choices, axis, text, list, plain }
    var kind: Kind
    /// Distinct values are counted: texts and `unique` fields.
    var countsDistinct: Bool

    /// The summary that fits `planned`.
    init(_ planned: PlannedField) {
        switch planned.field.type {
        case .choice, .multichoice, .boolean: kind = .choices
        case .integer, .decimal, .date, .datetime, .time: kind = .axis
        case .text: kind = .text
        case .list: kind = .list
        default: kind = .plain
        }
        countsDistinct = kind == .text || planned.generator.isUnique
    }
}

extension Generator {
    /// Whether the field's values are drawn `unique` (possibly sometimes `null`).
    var isUnique: Bool {
        switch self {
        case .unique: true
        case .nullable(_, let inner): inner.isUnique
        default: false
        }
    }
}
