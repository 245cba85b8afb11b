/// A questionnaire layout flattened into one run of steps for compact output, built once per
/// plan: what ``CompactQuestionnaire`` walks for every record.
///
/// Sections and groups share their record's slots, so an object is no call of its own but a
/// step that opens it and one that closes it; a hidden one is skipped in one jump. A list's
/// item steps follow its own step, and are walked once per item frame. Every step that writes a
/// key finds it as `,"key":` in ``keys`` (the first member of an object skips the comma).
struct CompactProgram: Sendable {
    /// What a step writes.
    enum Kind: UInt8, Sendable {
        /// A member's value, as it is.
        case value
        /// A decimal member's value, with ``Step/argument`` fraction digits.
        case decimal
        /// A section or group: its key and `{`; ``Step/next`` is the step after its close.
        case open
        /// The end of a section or group: `}`.
        case close
        /// A list: its items are written by the steps up to ``Step/next``, each item object
        /// taking at most ``Step/argument`` bytes while its values fit in place.
        case list
    }

    /// One step: a member, or the close of an object.
    struct Step: Sendable {
        /// The member's slot in its frame (visibility and value); 0 for a close.
        var slot: Int
        /// Where the member's `,"key":` starts in ``CompactProgram/keys``.
        var keyStart: Int
        /// The length of `,"key":`, comma included.
        var keyCount: Int
        var kind: Kind
        /// For an open or a list: the step after it and everything it holds.
        var next: Int
        /// For a decimal: its scale; for a list: the room of one item (see ``room(_:)``).
        var argument: Int
    }

    /// Room reserved after every key, for its value in place: every keyword, date, time and
    /// whole number, and most other numbers and texts.
    static let valueRoom = 64
    /// Room past the end of everything reserved: a key is copied in blocks of 16 bytes, which
    /// may run up to 15 bytes past it (``keys`` has as many after its last).
    static let slack = 16

    /// The steps of the record object.
    let steps: [Step]
    /// The encoded keys back to back, then ``slack`` zeros.
    let keys: [UInt8]
    /// The most bytes the record object takes while its values fit in place.
    let rootRoom: Int

    /// Flattens `layout`.
    init(layout: QuestionnaireLayout) {
        var builder = Builder(layout: layout)
        builder.add(layout.root)
        steps = builder.steps
        keys = layout.keyBytes + repeatElement(0, count: Self.slack)
        rootRoom = Self.room(builder.steps, 0..<builder.steps.count)
    }

    /// The most bytes an object of `range` takes while its values fit in place: a comma
    /// before it (list items), its braces, each key, ``valueRoom`` for each value, and
    /// ``slack``; the items of a list reserve their own.
    static func room(_ steps: [Step], _ range: Range<Int>) -> Int {
        var total = 3 + slack
        var index = range.lowerBound
        while index < range.upperBound {
            let step = steps[index]
            index += 1
            switch step.kind {
            case .value, .decimal: total += step.keyCount + valueRoom
            case .open: total += step.keyCount + 1
            case .close: total += 1
            case .list:
                total += step.keyCount + 2
                index = step.next
            }
        }
        return total
    }

    /// Lays the steps out from the layout's member tree.
    private struct Builder {
        let layout: QuestionnaireLayout
        var steps: [Step] = []

        /// Adds the steps of the members in `range`.
        mutating func add(_ range: Range<Int>) {
            for index in range {
                let member = layout.members[index]
                var step = Step(
                    slot: member.slot, keyStart: member.key.lowerBound, keyCount: member.key.count, kind: .value, next: 0,
                    argument: 0)
                switch member.shape {
                case .plain:
                    steps.append(step)
                case .decimal(let scale):
                    step.kind = .decimal
                    step.argument = scale
                    steps.append(step)
                case .object:
                    step.kind = .open
                    let at = steps.count
                    steps.append(step)
                    add(member.children)
                    steps.append(Step(slot: 0, keyStart: 0, keyCount: 0, kind: .close, next: 0, argument: 0))
                    steps[at].next = steps.count
                case .list:
                    step.kind = .list
                    let at = steps.count
                    steps.append(step)
                    add(member.children)
                    steps[at].next = steps.count
                    steps[at].argument = CompactProgram.room(steps, (at + 1)..<steps.count)
                }
            }
        }
    }
}
