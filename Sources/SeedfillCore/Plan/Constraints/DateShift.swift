/// A bound that is a date field shifted by a constant duration: `birthDate + 14y`,
/// `startDate - 30d`. The commonest bound that depends on the record (a document issued after
/// the 14th birthday, a licence after the 18th), read by the quick check straight from the
/// field's slot instead of through the expression.
///
/// It gives what evaluating the expression gives wherever it answers (see
/// ``ExpressionShortcut``, which reads the same shape the same way): the shifted date, or
/// nothing (`null`) when the field is empty. A value of another kind, or a date the shift takes
/// out of range, is left to the expression (``bound(in:)`` says `.unknown`).
struct DateShift: Sendable {
    /// The date field.
    let slot: Slot
    let duration: Duration
    /// Whether the duration is subtracted (`field - duration`).
    let subtract: Bool

    /// What the bound is in the current record.
    enum Bound {
        case date(LocalDate)
        /// The field is empty: the bound is `null`, which no value is compared with.
        case null
        /// Only evaluating the expression can tell.
        case unknown
    }

    /// The shift that `expression` is, if it has the shape `field + duration`,
    /// `duration + field` or `field - duration`.
    init?(_ expression: BoundExpression) {
        switch expression.root {
        case .binary(.add, .slot(let slot), .constant(.duration(let duration))),
            .binary(.add, .constant(.duration(let duration)), .slot(let slot)):
            (self.slot, self.duration, subtract) = (slot, duration, false)
        case .binary(.subtract, .slot(let slot), .constant(.duration(let duration))):
            (self.slot, self.duration, subtract) = (slot, duration, true)
        default:
            return nil
        }
    }

    /// The bound in the current record, the field read where it is stored.
    @inline(__always)
    func bound(in context: borrowing EvaluationContext) -> Bound {
        // A field out of the frames reads as null, and a shifted null is null.
        guard BoundNode.holds(slot, context) else { return .null }
        return context.frames.withUnsafeBufferPointer { frames -> Bound in
            frames[slot.depth].withUnsafeBufferPointer { values -> Bound in
                switch values[slot.index] {
                case .date(let date):
                    guard let shifted = subtract ? date.subtracting(duration) : date.adding(duration) else { return .unknown }
                    return .date(shifted)
                case .null:
                    return .null
                default:
                    return .unknown
                }
            }
        }
    }
}
