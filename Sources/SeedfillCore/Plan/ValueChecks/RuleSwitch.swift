/// Rules chosen by one field's text: `"when": "type == 'passport'"`, `"type == 'driverLicense'"`,
/// each condition comparing the same field with a text. The commonest shape of `rules` (a
/// document's mask depends on its type), and its conditions are evaluated for every check of
/// the field: here the field's text is read once and compared with each rule's text by bytes.
///
/// It answers only where evaluating the conditions would give the same: two ASCII texts are
/// equal exactly when their bytes are. Text with other characters may equal a rule's text
/// spelled otherwise (as `==` compares text), and a value that is not text is for the evaluator
/// to judge: for those ``activeRules(in:)`` gives `nil` and the conditions are evaluated.
struct RuleSwitch: Sendable {
    /// The field the conditions read.
    let slot: Slot
    /// Every rule's text, in rule order, end to end: rule `i`'s spans `starts[i] ..< starts[i + 1]`
    /// (one array to read in place, where an array per rule is one more to open per rule).
    let bytes: [UInt8]
    let starts: [Int]
    /// Whether every rule's text is ASCII.
    let asciiTexts: Bool

    /// The switch for conditions that all have the form `field == 'text'` (either way round)
    /// with the same field, else `nil`.
    init?(_ conditions: [BoundExpression]) {
        var slot: Slot?
        var texts: [[UInt8]] = []
        for condition in conditions {
            guard let (read, text) = RuleSwitch.comparison(condition.root), slot == nil || slot == read else { return nil }
            slot = read
            texts.append(Array(text.utf8))
        }
        guard let slot, !texts.isEmpty else { return nil }
        self.slot = slot
        bytes = texts.flatMap { $0 }
        starts = texts.reduce(into: [0]) { starts, text in starts.append(starts[starts.count - 1] + text.count) }
        asciiTexts = texts.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
    }

    /// The field and the text of `field == 'text'` or `'text' == field`, else `nil`: the shape
    /// that binding evaluates by comparing the field's text (see ``ExpressionShortcut``).
    private static func comparison(_ node: BoundNode) -> (Slot, String)? {
        switch node {
        case .binary(.equal, .slot(let slot), .constant(.string(let text))), .binary(.equal, .constant(.string(let text)), .slot(let slot)):
            return (slot, text)
        default:
            return nil
        }
    }

    /// Which rules hold in the current record, as bits (bit `i` for rule `i`), or `nil` when
    /// only evaluating the conditions can tell.
    @inline(__always)
    func activeRules(in context: borrowing EvaluationContext) -> Int? {
        // A field out of the frames compares as null, and null equals no text.
        guard BoundNode.holds(slot, context) else { return 0 }
        return context.frames.withUnsafeBufferPointer { frames -> Int? in
            frames[slot.depth].withUnsafeBufferPointer { values -> Int? in
                switch values[slot.index] {
                case .null:
                    return 0
                case .string(let text):
                    return text.utf8.withContiguousStorageIfAvailable { activeRules(utf8: $0) } ?? nil
                default:
                    return nil
                }
            }
        }
    }

    /// ``activeRules(in:)`` for the field's text given by its UTF-8 bytes.
    ///
    /// The bytes are compared first: a text with the bytes of a rule's (ASCII) text is that
    /// text, ASCII, and equal to the other rules' texts exactly when their bytes are too. Only
    /// a text equal to none by its bytes is then read for other characters, which might spell
    /// a rule's text otherwise (as `==` compares text).
    private func activeRules(utf8 text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard asciiTexts else { return nil }
        let active = matchingRules(utf8: text)
        return active != 0 || RuleSwitch.isASCII(text) ? active : nil
    }

    /// The rules whose text has exactly the bytes `text` has, as bits.
    private func matchingRules(utf8 text: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                var active = 0
                for i in 0..<(starts.count &- 1) {
                    let start = starts[i]
                    guard starts[i &+ 1] &- start == text.count else { continue }
                    // Equal lengths: an empty text is equal outright, else the bytes compare.
                    guard let a = text.baseAddress, let b = bytes.baseAddress else {
                        active |= 1 << i
                        continue
                    }
                    if TextHash.sameBytes(b + start, a, count: text.count) { active |= 1 << i }
                }
                return active
            }
        }
    }

    /// Whether `bytes` are all ASCII, read a word at a time.
    @inline(__always)
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var any: UInt64 = 0
        var i = 0
        while i &+ 8 <= bytes.count {
            any |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i &+= 8
        }
        while i < bytes.count {
            any |= UInt64(base[i])
            i &+= 1
        }
        return any & 0x8080_8080_8080_8080 == 0
    }
}
