/// A questionnaire layout flattened into runs of steps for compact output, built once per
/// plan: what ``CompactQuestionnaire`` walks for every record.
///
/// Sections and groups share their record's slots, so an object is no call of its own but a
/// step that opens it and one that closes it; a hidden one is jumped over. The record's steps
/// come first, up to an ``Kind/end``; a list's item steps follow its own step, up to theirs,
/// and are walked once per item frame. Every step that writes a key holds it as `,"key":`
/// (the first member of an object loses the comma), its first 32 bytes in the step itself,
/// where copying them costs two loads and two stores.
struct CompactProgram: Sendable {
    /// What a step writes.
    enum Kind: UInt8, Sendable {
        /// A member's value, as it is.
        case value
        /// A decimal member's value, with ``Step/argument`` fraction digits.
        case decimal
        /// A section or group: its key and `{`.
        case open
        /// The end of a section or group: `}`.
        case close
        /// A list: its items are written by the steps after it, up to their end, each item
        /// object taking at most ``Step/argument`` bytes while its values fit in place.
        case list
        /// The end of the record's steps, or of a list item's.
        case end
        /// A ``value`` left out while it holds `null` (`"optional": "omit"`).
        case omittableValue
        /// A ``decimal`` left out while it holds `null`.
        case omittableDecimal
    }

    /// One step: a member, the close of an object, or the end of a run.
    struct Step: Sendable {
        /// The first 32 bytes of `,"key":`, zeros after a shorter one; none for a close or end.
        var head: (SIMD16<UInt8>, SIMD16<UInt8>) = (.zero, .zero)
        /// The member's slot in its frame (visibility and value).
        var slot: Int32 = 0
        /// How many steps the member takes, itself and everything it holds: how far to go on
        /// when it is hidden, or once it is written (an object goes on into its members).
        var skip: Int32 = 1
        /// For a decimal: its scale; for a list: the room of one item (see ``room(_:from:)``).
        var argument: Int32 = 0
        /// The length of `,"key":`, comma included.
        var keyCount: Int32 = 0
        /// Where the whole `,"key":` lies in ``CompactProgram/keys`` (read past ``headCount``).
        var keyStart: Int32 = 0
        var kind: Kind
        /// A ``Kind/value`` whose key fits in ``head``: most steps, told apart by one test
        /// (stored, so that it stays one test rather than a case of a jump table on ``kind``).
        var isShortValue = false
    }

    /// Bytes of a key held in its step.
    static let headCount = 32
    /// Room reserved after every key, for its value in place: every keyword, date, time and
    /// whole number, and most other numbers and texts.
    static let valueRoom = 64
    /// Room past the end of everything reserved: a key is copied in blocks of 16 or 32 bytes,
    /// which may run up to 31 bytes past it (``keys`` has as many after its last).
    static let slack = 32

    /// The record's steps (from the first), and those of list items.
    let steps: [Step]
    /// The encoded keys back to back, then ``slack`` zeros.
    let keys: [UInt8]
    /// The most bytes the record object takes while its values fit in place.
    let rootRoom: Int

    /// Flattens `layout`, or `nil` for one whose numbers do not fit a step (more than 2^31
    /// slots, steps or key bytes; an absurd scale), which the general writer then writes.
    init?(layout: QuestionnaireLayout) {
        var builder = Builder(layout: layout)
        guard builder.add(layout.root) else { return nil }
        builder.steps.append(Step(kind: .end))
        steps = builder.steps
        keys = layout.keyBytes + repeatElement(0, count: Self.slack)
        rootRoom = Self.room(builder.steps, from: 0)
    }

    /// The most bytes an object of the steps from `first` to their end takes while its values
    /// fit in place: a comma before it (list items), its braces, each key, ``valueRoom`` for
    /// each value, and ``slack``; the items of a list reserve their own.
    static func room(_ steps: [Step], from first: Int) -> Int {
        var total = 3 + slack
        var index = first
        while index < steps.count {
            let step = steps[index]
            switch step.kind {
            case .value, .decimal, .omittableValue, .omittableDecimal: total += Int(step.keyCount) + valueRoom
            case .open: total += Int(step.keyCount) + 1
            case .close: total += 1
            case .list: total += Int(step.keyCount) + 2
            case .end: return total
            }
            index += step.kind == .list ? Int(step.skip) : 1
        }
        return total
    }

    /// Lays the steps out from the layout's member tree.
    private struct Builder {
        let layout: QuestionnaireLayout
        var steps: [Step] = []

        /// Adds the steps of the members in `range`; false when a number does not fit.
        mutating func add(_ range: Range<Int>) -> Bool {
            for index in range {
                let member = layout.members[index]
                guard var step = step(member) else { return false }
                let at = steps.count
                steps.append(step)
                switch member.shape {
                case .plain:
                    // An omittable value is told apart on the way out of the short values'
                    // loop, which stays as it is for every model without one.
                    step.isShortValue = !member.omitsEmpty && member.key.count <= CompactProgram.headCount
                    step.kind = member.omitsEmpty ? .omittableValue : .value
                case .decimal(let scale):
                    guard let scale = Int32(exactly: scale) else { return false }
                    step.kind = member.omitsEmpty ? .omittableDecimal : .decimal
                    step.argument = scale
                case .object:
                    step.kind = .open
                    guard add(member.children) else { return false }
                    steps.append(Step(kind: .close))
                case .list:
                    step.kind = .list
                    guard add(member.children) else { return false }
                    steps.append(Step(kind: .end))
                    guard let room = Int32(exactly: CompactProgram.room(steps, from: at + 1)) else { return false }
                    step.argument = room
                }
                guard let skip = Int32(exactly: steps.count - at) else { return false }
                step.skip = skip
                steps[at] = step
            }
            return true
        }

        /// The step of `member` as a value, its key in place.
        private func step(_ member: QuestionnaireLayout.Member) -> Step? {
            guard let slot = Int32(exactly: member.slot), let keyStart = Int32(exactly: member.key.lowerBound),
                let keyCount = Int32(exactly: member.key.count)
            else { return nil }
            var head = [UInt8](repeating: 0, count: CompactProgram.headCount)
            let shown = Swift.min(member.key.count, CompactProgram.headCount)
            head[0..<shown] = layout.keyBytes[member.key.lowerBound..<(member.key.lowerBound + shown)]
            return Step(
                head: (SIMD16(head[0..<16]), SIMD16(head[16..<32])), slot: slot, keyCount: keyCount, keyStart: keyStart,
                kind: .value)
        }
    }
}
