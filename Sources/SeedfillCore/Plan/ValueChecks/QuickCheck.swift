/// Which quick check a field's values take (see ``PlannedField/accepts(_:in:)``), decided once
/// when the check is made.
///
/// Every field type has one. The general check (``FieldCheck/generalViolation(of:field:_:in:)``)
/// walks every rule a field could have, each through an optional, and copies the value into
/// every helper it calls; the quick check reads the value where it is stored and only the rules
/// the field has. A read-only field (`enabledWhen`) and a field with rules take the quick check
/// of their type once the condition or the rules in force are known.
enum QuickShape: UInt8, Sendable {
    /// No quick check: a seed's helpers, containers, fields with more rules than are planned,
    /// and options offered under conditions.
    case general
    /// Text: lengths, mask, pattern, and options found by their exact bytes.
    case text
    /// A choice: only its options (text by its bytes, numbers exactly).
    case choice
    /// An integer or a decimal: the number's kind or scale, its bounds, and number options.
    case wholeNumber
    case decimal
    /// A date, date-time or time: its bounds.
    case date
    case dateTime
    case time
    /// `true` or `false`.
    case boolean
    /// A multiple choice with fixed options: the count of options chosen, none twice, each
    /// found by its exact bytes (or its number), an exclusive one alone.
    case multichoice
    /// An attachment: its file, or its array of files, with their types and sizes.
    case attachment
    /// A reference: a record (an object), or with `"embed": false` its key.
    case reference

    /// The quick check of `planned`, whose options are checked by `options`.
    init(_ planned: some PlannedFieldParts, options: OptionCheck?) {
        let unplannedRules = !planned.rules.isEmpty && planned.constraintsByActiveRules.isEmpty
        guard planned.kind == .field, !unplannedRules else {
            self = .general
            return
        }
        // Options that are found by no exact look-up (those with conditions) are worked out
        // for each record: the general check does it.
        let exactOptions = options.map { $0.texts != nil || !$0.numbers.isEmpty || $0.table != nil } ?? true
        guard exactOptions else {
            self = .general
            return
        }
        // Formats, geopoints and file names are checked by the general check only.
        let c = planned.constraints
        guard c.format == nil, !c.asFileName, c.multipleOf == nil, planned.field.type != .geopoint else {
            self = .general
            return
        }
        switch planned.field.type {
        case .text: self = .text
        case .choice: self = .choice
        case .integer: self = .wholeNumber
        case .decimal: self = .decimal
        // Options of other types are never found by an exact look-up of text or numbers.
        case .date: self = options == nil ? .date : .general
        case .datetime: self = options == nil ? .dateTime : .general
        case .time: self = options == nil ? .time : .general
        case .boolean: self = options == nil ? .boolean : .general
        // A multiple choice's options are fixed ones (those of a table are looked up whole).
        case .multichoice: self = options.map { $0.texts != nil } ?? true ? .multichoice : .general
        case .attachment: self = options == nil ? .attachment : .general
        case .ref: self = options == nil ? .reference : .general
        case .group, .list, .section, .geopoint: self = .general
        }
    }
}

extension PlannedField {
    /// Whether the value at `value` is certainly valid for this field in the current record:
    /// `true` only when ``FieldCheck/generalViolation(of:field:_:in:)`` finds no rule broken
    /// (and no expression failing). `false` means "ask the general check", which words the rule
    /// broken, or finds none when this check was stricter than it needs to be (text spelled
    /// another way than an option, an expression that failed here). Like the general check, it
    /// reads the value in its slot of `context` for `validWhen`.
    func accepts(_ value: UnsafePointer<Value>, in context: inout EvaluationContext) -> Bool {
        // Most fields' quickShape check is one check (see ``PassCheck``). A comparison or two is
        // made here, in a function small enough to need no frame of its own.
        if passCheck.acceptsAlone(value) { return true }
        return acceptsOtherwise(value, in: &context)
    }

    /// ``accepts(_:in:)`` once the check made without tables has not accepted the value.
    @inline(never)
    private func acceptsOtherwise(_ value: UnsafePointer<Value>, in context: inout EvaluationContext) -> Bool {
        if quickShape == .general { return false }
        if checkedEnabledWhen != nil, let kept = acceptsReadOnly(value, in: &context) { return kept }
        if passCheck.readsTables, passCheck.acceptsByTables(value, of: self, in: &context) { return true }
        let conforming: Bool
        if rules.isEmpty {
            conforming = conforms(value, to: constraints, in: &context)
        } else if let active = try? activeRules(in: &context) {
            conforming = conforms(value, to: constraintsByActiveRules[active], in: &context)
        } else {
            conforming = false
        }
        guard conforming else {
            // `null` fails every kind's check, and is told apart only then: testing for it
            // compares the whole payload, where a kind is one tag byte.
            if case .null = value.pointee { return acceptsNull(in: &context) }
            return false
        }
        guard validWhen != nil else { return true }
        return holdsValidWhen(in: &context)
    }

    /// For a field that is read-only when `checkedEnabledWhen` does not hold: whether the value at
    /// `value` is the value it keeps then (`false` when the condition fails to evaluate), or
    /// `nil` when the field is editable in this record and its other checks answer.
    @inline(never)
    private func acceptsReadOnly(_ value: UnsafePointer<Value>, in context: inout EvaluationContext) -> Bool? {
        guard let enabled = try? checkedEnabledWhen?.evaluate(in: &context) else { return false }
        if enabled.isTruthy { return nil }
        return value.pointee == initialValue ?? .null
    }

    /// Whether `validWhen` holds (`false` when it fails to evaluate); out of line, like
    /// ``acceptsNull(in:)``, for the few fields that have one.
    @inline(never)
    private func holdsValidWhen(in context: inout EvaluationContext) -> Bool {
        guard let holds = try? validWhen?.evaluate(in: &context) else { return false }
        return holds.isTruthy
    }

    /// Whether `null` is certainly valid: the field is field.optional, or not required in this record.
    /// Kept out of line: few values are `null`, and the check of the others stays small.
    @inline(never)
    private func acceptsNull(in context: inout EvaluationContext) -> Bool {
        // Conditions are evaluated through the field.optional itself: binding one first would retain it.
        guard requiredWhen != nil else { return field.optional }
        guard let required = try? requiredWhen?.evaluate(in: &context) else { return false }
        return !required.isTruthy
    }

    /// Which of the field's rules hold in the current record, as bits (bit `i` for rule `i`),
    /// evaluated in order: the index into the merged constraints planned for each combination
    /// (``constraintsByActiveRules``). The general check and the quick check both read them so.
    func activeRules(in context: inout EvaluationContext) throws(EvaluationError) -> Int {
        // Rules that one field's text chooses between are told by its bytes (see ``RuleSwitch``),
        // where evaluating the conditions would give the same.
        if let ruleSwitch, let active = ruleSwitch.activeRules(in: context) { return active }
        var active = 0
        for i in rules.indices where try rules[i].when.evaluate(in: &context).isTruthy {
            active |= 1 << i
        }
        return active
    }

    /// The type, the limits in force and the options; `false` for `null`, of no kind.
    @inline(__always)
    private func conforms(_ value: UnsafePointer<Value>, to limits: CompiledConstraints, in context: inout EvaluationContext) -> Bool {
        switch quickShape {
        case .general:
            return false
        case .text:
            guard case .string(let text) = value.pointee else { return false }
            // A pattern without byte tables is matched scalar by scalar, once the rest passes.
            let slowPattern = limits.pattern != nil && limits.patternMatcher == nil
            let passes =
                text.utf8.withContiguousStorageIfAvailable { bytes in
                    guard limits.admits(utf8: bytes, patternByScalars: slowPattern) else { return false }
                    guard let optionCheck else { return true }
                    return optionCheck.offers(utf8: bytes, in: context.frames)
                } ?? false
            guard passes, slowPattern, let pattern = limits.pattern else { return passes }
            return pattern.matches(text)
        case .choice:
            guard let optionCheck else {
                if case .null = value.pointee { return false }
                return true
            }
            switch value.pointee {
            case .string(let text):
                return text.utf8.withContiguousStorageIfAvailable { optionCheck.offers(utf8: $0, in: context.frames) } ?? false
            case .number(let number):
                return optionCheck.numbers.contains(number)
            default:
                return false
            }
        case .wholeNumber, .decimal:
            guard case .number(let number) = value.pointee else { return false }
            if quickShape == .wholeNumber {
                guard number.scale == 0 || number.normalized.scale == 0 else { return false }
            } else {
                guard Int(number.scale) <= limits.decimalScale || Int(number.normalized.scale) <= limits.decimalScale else { return false }
            }
            guard limits.admitsBounds(value, in: &context) else { return false }
            guard let optionCheck else { return true }
            return optionCheck.numbers.contains(number)
        case .date:
            guard case .date = value.pointee else { return false }
            return limits.admitsBounds(value, in: &context)
        case .dateTime:
            guard case .dateTime = value.pointee else { return false }
            return limits.admitsBounds(value, in: &context)
        case .time:
            guard case .time = value.pointee else { return false }
            return limits.admitsBounds(value, in: &context)
        case .boolean:
            guard case .bool = value.pointee else { return false }
            return true
        case .multichoice:
            return limits.admitsChoices(value, options: optionCheck)
        case .attachment:
            return limits.admitsFiles(value)
        case .reference:
            return Self.admitsReference(value, embeds: field.embed)
        }
    }
}

extension OptionCheck {
    /// Whether the text with the UTF-8 bytes `text` is certainly offered: one of the fixed
    /// texts, or a table's value for the `match` keys in `frames`, byte for byte (the exact
    /// look-ups that ``FieldCheck/optionViolation(_:field:_:in:)`` makes first).
    @inline(__always)
    func offers(utf8 text: UnsafeBufferPointer<UInt8>, in frames: [[Value]]) -> Bool {
        if let texts, texts.contains(utf8: text) { return true }
        guard let table else { return false }
        return table.offersExactly(utf8: text, keys: keys, in: frames)
    }
}
