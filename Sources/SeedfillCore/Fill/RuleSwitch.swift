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
    /// Each rule's text, in rule order.
    let texts: [[UInt8]]
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
        self.texts = texts
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
    private func activeRules(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard asciiTexts, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var active = 0
        for i in texts.indices where texts[i].withUnsafeBufferPointer({ Value.sameBytes($0, bytes) }) {
            active |= 1 << i
        }
        return active
    }
}
