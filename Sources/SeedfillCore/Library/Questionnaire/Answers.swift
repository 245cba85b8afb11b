/// The values of a questionnaire that have been set, laid out as the written questionnaire: an
/// object of sections (objects), fields and lists (arrays of item objects). A field without a
/// value is absent; a section without one disappears.
///
/// It is the form the filler takes values given for a record in (``RecordFiller/preset``).
struct Answers: Sendable, Equatable {
    /// The record's object.
    var root = ObjectValue(keys: [], values: [])

    /// The value at `segments` (a field's keys per level of lists, see
    /// ``QuestionnaireForm/segments(of:)``) in the items `indices`, if there is one.
    func value(at segments: [[String]], indices: [Int]) -> Value? {
        var object = root
        for (level, keys) in segments.enumerated() {
            var current = Value.object(object)
            for key in keys {
                guard case .object(let inner) = current, let next = inner[key] else { return nil }
                current = next
            }
            if level == segments.count - 1 { return current }
            guard case .array(let items) = current, items.indices.contains(indices[level]),
                case .object(let item) = items[indices[level]]
            else { return nil }
            object = item
        }
        return nil
    }

    /// Calls `body` with the value at `segments` in the items `indices` (`nil` for every item
    /// of that list), `nil` when absent; setting it to `nil` removes it. Items that do not
    /// exist are left alone.
    mutating func update(_ segments: [[String]], indices: [Int?], _ body: (inout Value?) -> Void) {
        Self.update(&root, segments[...], indices[...], body)
    }

    private static func update(
        _ object: inout ObjectValue, _ segments: ArraySlice<[String]>, _ indices: ArraySlice<Int?>, _ body: (inout Value?) -> Void
    ) {
        let keys = segments.first![...]
        guard segments.count > 1 else { return modify(&object, keys, body) }
        modify(&object, keys) { slot in
            guard case .array(var items)? = slot else { return }
            let chosen = indices.first!.map { [$0] } ?? Array(items.indices)
            for i in chosen where items.indices.contains(i) {
                guard case .object(var item) = items[i] else { continue }
                update(&item, segments.dropFirst(), indices.dropFirst(), body)
                items[i] = .object(item)
            }
            slot = .array(items)
        }
    }

    /// Calls `body` with the member at `keys` (nested objects) of `object`; a nested object
    /// left empty is removed.
    private static func modify(_ object: inout ObjectValue, _ keys: ArraySlice<String>, _ body: (inout Value?) -> Void) {
        let key = keys.first!
        let index = object.keys.firstIndex(of: key)
        var member = index.map { object.values[$0] }
        if keys.count == 1 {
            body(&member)
        } else {
            var inner = ObjectValue(keys: [], values: [])
            if case .object(let existing)? = member { inner = existing }
            modify(&inner, keys.dropFirst(), body)
            member = inner.keys.isEmpty ? nil : .object(inner)
        }
        switch (index, member) {
        case (let index?, let member?): object.values[index] = member
        case (let index?, nil):
            object.keys.remove(at: index)
            object.values.remove(at: index)
        case (nil, let member?):
            object.keys.append(key)
            object.values.append(member)
        case (nil, nil): break
        }
    }

    /// Whether the value at `segments` in the items `indices` holds all of `value`.
    func holds(_ value: Value, at segments: [[String]], indices: [Int]) -> Bool {
        Self.holds(self.value(at: segments, indices: indices), value)
    }

    /// Whether `whole` holds all of `part`: objects member by member, arrays of the same
    /// length element by element, anything else equal.
    private static func holds(_ whole: Value?, _ part: Value) -> Bool {
        switch (whole, part) {
        case (.object(let big)?, .object(let small)):
            return small.keys.indices.allSatisfy { holds(big[small.keys[$0]], small.values[$0]) }
        case (.array(let big)?, .array(let small)):
            return big.count == small.count && zip(big, small).allSatisfy { holds($0, $1) }
        case (let whole?, _):
            return whole == part
        case (nil, _):
            return false
        }
    }
}
