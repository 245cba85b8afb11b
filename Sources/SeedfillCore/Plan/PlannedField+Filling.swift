/// The filling parts of a planned field that are worked out from others (see
/// ``PlannedField/convertsDraws``).
extension PlannedField {
    /// Whether ``RecordFiller/conform(_:to:)`` could change `value` for this field (see
    /// ``FieldType/conversionDue(of:)``); testing it here saves reading the field's type for
    /// the draws already of their field's type, which is most of them.
    @inline(__always)
    func mayConform(_ value: borrowing Value) -> Bool {
        guard convertsDraws, let type = conformType else { return false }
        return type.conversionDue(of: value)
    }

    /// Whether a value that `quick` draws may need converting for a field of `type`: asks
    /// ``FieldType/conversionDue(of:)`` about the one type the draw gives (besides `null`,
    /// which is never converted), `true` when the draw's type is not known beforehand.
    static func convertsDraws(of quick: QuickDraw, to type: FieldType) -> Bool {
        switch quick.kind {
        case .wholeInt:
            return type.conversionDue(of: .number(Number(0)))
        case .dates, .knownDates:
            // A `date` generator's full draw gives a date (or `null`) too.
            return type.conversionDue(of: .date(LocalDate(daysSinceEpoch: 0)))
        case .bool, .coin:
            return type.conversionDue(of: .bool(false))
        case .mask, .regex:
            return type.conversionDue(of: .string(""))
        case .sharedCell, .oneOf, .fake, .general:
            return true
        }
    }
}
