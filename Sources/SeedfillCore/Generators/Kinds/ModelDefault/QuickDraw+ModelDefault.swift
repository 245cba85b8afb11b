/// The model default's quick draws: for a field that no seed entry maps and whose default draw
/// reads nothing of the record, the ``QuickDraw`` that gives the same value.
///
/// ``RecordFiller/modelDefault(_:rng:itemKey:state:)`` works out, for every value it draws, the
/// constraints in force, the options offered and the bounds, and then switches on the field's
/// type. For a field without rules whose options and bounds are constants, all of that is the
/// same in every record, so it is worked out here once, when the field is planned, into the
/// quick draw of a generator kind that draws exactly as the default does:
/// - a choice with fixed options (none under conditions) or a table column without `match`:
///   ``QuickDraw/Kind/oneOf``, uniform (one `below(count)`, as the default picks an option);
/// - text with a mask or a pattern: ``QuickDraw/Kind/mask`` or ``QuickDraw/Kind/regex``;
/// - an integer between constant whole bounds, without `multipleOf`: ``QuickDraw/Kind/wholeInt``;
/// - a date between constant dates: ``QuickDraw/Kind/dates``;
/// - a switch: ``QuickDraw/Kind/coin`` (the low bit of one draw, as the default takes it).
///
/// Every other field (rules, options under conditions or matched to another field, bounds read
/// from fields or left open, other types) keeps ``QuickDraw/Kind/general``, the full default.
/// The field's draws are checked as before: nothing here says they hold.
extension QuickDraw {
    /// The quick form of the model's default for `draft`, whose options are checked by
    /// `options`; ``Kind/general`` when there is none (see above).
    static func modelDefault(of draft: FieldDraft, options: OptionCheck?) -> QuickDraw {
        guard draft.kind == .field, draft.rules.isEmpty else { return QuickDraw(.general) }
        let limits = draft.constraints
        switch draft.field.type {
        case .choice:
            guard options?.conditional == nil, let values = constantOptions(of: draft), !values.isEmpty else { break }
            return QuickDraw(.oneOf, values: values)
        case .text:
            if let mask = limits.mask { return QuickDraw(.mask, mask: mask) }
            if let pattern = limits.pattern { return QuickDraw(.regex, regex: pattern) }
        case .integer:
            guard limits.multipleOf == nil, let low = constant(limits.min), let high = constant(limits.max),
                case .number(let lowNumber) = low, case .number(let highNumber) = high, lowNumber.scale == 0, highNumber.scale == 0
            else { break }
            return QuickDraw(.wholeInt, low: lowNumber.mantissa, high: highNumber.mantissa, step: 1)
        case .date:
            guard case .date(let from)? = constant(limits.min), case .date(let to)? = constant(limits.max) else { break }
            return QuickDraw(.dates, from: from, to: to)
        case .boolean:
            return QuickDraw(.coin)
        default:
            break
        }
        return QuickDraw(.general)
    }

    /// The options the default picks among in every record: the fixed options, or the whole
    /// column of a table without `match` (``FieldCheck/offeredOptions(_:in:)`` gives the same);
    /// `nil` when they depend on the record.
    private static func constantOptions(of draft: FieldDraft) -> [Value]? {
        switch draft.options {
        case .list?: return draft.fixedOptions?.values
        case .table(_, _, let match, _, _, let index)? where match.isEmpty: return index.all
        default: return nil
        }
    }

    /// The value of a bound that is the same in every record of the run (a constant, or an
    /// expression the run folded to one), else `nil`.
    private static func constant(_ bound: CompiledBound?) -> Value? {
        switch bound {
        case .value(let value)?: return value
        case .expression(let expression, _)?:
            if case .constant(let value) = expression.root { return value }
            return nil
        case nil: return nil
        }
    }
}
