/// Filling lists: constant items, item counts, `uniqueBy` redraws and the list's own rules.
extension RecordFiller {
    /// Fills the items of list `id` (whose filling parts are `field`): the constant items a
    /// seed gives (`given`, or a `const` generator), else as many as its count says. An item
    /// repeating an earlier one's `uniqueBy` fields is drawn again from a fresh stream, a
    /// bounded number of times.
    ///
    /// The items are filled into `items`, the previous record's items of the list: as many of
    /// them as are needed are reused, the rest kept for later records (see
    /// ``FillStorage/spareItems``).
    func fillList(
        _ id: FieldID, _ field: PlannedField, into items: inout [FilledFrame], itemKey: UInt64, given: Value?, state: inout State
    ) throws(FillError) {
        let itemFrame = field.itemFrame!
        var presets: [ObjectValue]?
        var constant = given
        if constant == nil, case .constant(let value) = field.generator { constant = value }
        if let constant {
            guard case .array(let elements) = constant else {
                throw failure(
                    id, FieldViolation(rule: "type", message: "a list's constant must be an array of objects, found \(constant.quoted)"),
                    value: nil, state: state)
            }
            var objects: [ObjectValue] = []
            for element in elements {
                guard case .object(let object) = element else {
                    throw failure(
                        id,
                        FieldViolation(rule: "type", message: "each item of a list's constant must be an object, found \(element.quoted)"),
                        value: nil, state: state)
                }
                objects.append(object)
            }
            presets = objects
        }
        let count: Int
        if let presets {
            count = presets.count
        } else {
            var rng = RandomStream.generator(recordKey: state.recordKey, pathHash: field.path.value, itemKey: itemKey)
            count = try itemCount(id, field, rng: &rng, state: &state)
        }
        let savedItemIndex = state.context.itemIndex
        defer { state.context.itemIndex = savedItemIndex }
        // Items beyond the count wait for a later, longer list; missing ones come from there.
        while items.count > count { state.spareItems[itemFrame].append(items.removeLast()) }
        while items.count < count, let spare = state.spareItems[itemFrame].popLast() { items.append(spare) }
        items.reserveCapacity(count)
        var seen = Set<[Value]>()
        for item in 0..<count {
            state.context.itemIndex = item + 1
            let baseKey = RandomStream.itemKey(parent: itemKey, item: item + 1)
            if item == items.count { items.append(.empty) }
            var attempt = 0
            while true {
                let key = attempt == 0 ? baseKey : StableHash.combine(baseKey, UInt64(attempt))
                try fillFrame(itemFrame, into: &items[item], itemKey: key, preset: presets?[item], state: &state)
                // Only a list with `uniqueBy` has item keys to compare.
                guard !field.uniqueBy.isEmpty, let unique = check.uniqueKey(id, of: items[item]), !seen.insert(unique).inserted else {
                    break
                }
                attempt += 1
                if attempt >= maxTries {
                    let names = field.field.uniqueBy.map(\.text).joined(separator: ", ")
                    throw failure(
                        id,
                        FieldViolation(
                            rule: "uniqueBy \(names)",
                            message:
                                "item \(item + 1) repeats an earlier item after \(maxTries) tries: two items share \(names) = \(unique.map(\.quoted).joined(separator: ", "))"
                        ),
                        value: nil, state: state)
                }
            }
        }
        if let problem = check.listViolation(id, items: items) {
            throw failure(id, problem, value: nil, state: state)
        }
    }

    /// The value of a list with `items`, as expressions read it: an array of item objects,
    /// each sharing its item's value array. Its array is an emptied one of an earlier record
    /// when there is one.
    func listValue(_ items: [FilledFrame], itemFrame: Int, state: inout State) -> Value {
        var elements = state.spareLists.popLast() ?? []
        elements.reserveCapacity(items.count)
        let keys = plan.frames[itemFrame].slotKeys
        for index in items.indices {
            elements.append(.object(ObjectValue(keys: keys, values: items[index].values)))
        }
        return .array(elements)
    }

    /// The value a constant item gives at a slot key (`field` or `group.field`), if it has one.
    @inline(never)
    static func presetValue(_ object: ObjectValue, at slotKey: String) -> Value? {
        var current = Value.object(object)
        for component in slotKey.split(separator: ".") {
            guard case .object(let inner) = current, let next = inner[String(component)] else { return nil }
            current = next
        }
        return current
    }

    /// Stores a value a constant gives in field `id`'s slot of `open`, checked against its
    /// field like a drawn one (but never redrawn). Never inlined: values are given only to
    /// the items of constant lists and to records filled with values set (``preset``).
    @inline(never)
    func accept(_ given: Value, for id: FieldID, in open: OpenFrame, state: inout State) throws(FillError) {
        let field = fields[id]
        let value = conform(given, to: field)
        open.values[field.slot.index] = value
        let problem: FieldViolation?
        do {
            problem = try check.violation(of: value, field: id, in: &state.context)
        } catch {
            throw evaluationFailure(id, error, what: "its rules", state: state)
        }
        // A constant is never redrawn, so its error names the broken rule, not a number of tries.
        if let problem { throw failure(id, problem, value: nil, state: state) }
    }

    /// How many items a list gets: the seed's `count`, else the model default's
    /// (``RecordFiller/defaultItemCount(_:_:rng:state:)``: the model's `count` expression, else
    /// uniform in `minItems…maxItems`, default 1…3).
    /// `field` is the list's ``PlannedField``, passed in so that its generator is drawn where it is
    /// held rather than copied; the plan's field is read only when the model decides the count.
    func itemCount(_ id: FieldID, _ field: PlannedField, rng: inout SplitMix64, state: inout State) throws(FillError) -> Int {
        var value: Value
        switch field.generator {
        case .modelDefault: value = try defaultItemCount(id, field, rng: &rng, state: &state)
        default:
            value = try drawFront(field, for: id, rng: &rng, itemKey: 0, state: &state)
        }
        // An empty count (its field hidden or left empty) means no items.
        if value == .null { return 0 }
        guard case .number(let number) = value, let whole = number.int64Value, whole >= 0, whole <= ListLimit.maxItems else {
            throw countFailure(id, value, state: state)
        }
        return Int(whole)
    }

    /// The error of list `id` whose count drew `value`, not a whole number of items. Never
    /// inlined: an error path (see ``evaluationFailure(_:_:what:state:)``).
    @inline(never)
    private func countFailure(_ id: FieldID, _ value: Value, state: State) -> FillError {
        failure(
            id,
            FieldViolation(
                rule: "count", message: "the item count \(value.quoted) is not a whole number between 0 and \(ListLimit.maxItems)"),
            value: nil, state: state)
    }
}
