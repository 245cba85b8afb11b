/// The values ``CoverSearch/aimed(at:from:alone:)`` puts in: a target's own value, a value on
/// a bound worked out in the record aimed from, and the answer an option `from` another field
/// needs that field to hold.
extension CoverSearch {
    /// The value that shows `target` at the items `place` of `record`: the target's value,
    /// `null` for an empty field, as many empty items as a list's target asks, the bound's
    /// value (a text of the bound's length for `minLength` and `maxLength`); `nil` when there
    /// is none to put in.
    func aimedValue(for target: CoverTarget, at place: [Int], in record: FilledFrame) -> Value? {
        switch target.kind {
        case .value(let value): return value
        case .empty: return .null
        case .items(let count): return .array(Array(repeating: .object(ObjectValue(keys: [], values: [])), count: count))
        case .edge(let edge, let rule):
            let planned = producer.filler.plan.fields[target.field]
            var context = probe.context(of: target.field, at: place, in: record)
            let constraints = rule.map { planned.rules[$0].constraints } ?? planned.constraints
            guard let bound = edge.value(in: constraints, context: &context) else { return nil }
            guard edge == .minLength || edge == .maxLength else { return bound }
            guard case .number(let number) = bound, let length = number.int64Value.map(Int.init) else { return nil }
            let current = probe.places(of: target.field, in: record).first { $0.indices == place }
            var shown: String?
            if let current, case .string(let text) = current.frame.values[planned.slot.index] { shown = text }
            return .string(Self.text(of: length, like: shown, pattern: planned.constraints.pattern, seed: UInt64(length)))
        case .filled, .shown, .hidden, .branch, .rule, .option: return nil
        }
    }

    /// A text of `length` characters: `like` cut or lengthened with its own last character,
    /// or, for a field with a pattern, a value of the pattern of that length when one of the
    /// first few drawn has it.
    static func text(of length: Int, like text: String?, pattern: RegexPattern?, seed: UInt64) -> String {
        if let pattern {
            var rng = SplitMix64(seed: seed)
            for _ in 0..<256 {
                let drawn = pattern.generate(using: &rng)
                if drawn.unicodeScalars.count == length { return drawn }
            }
        }
        var scalars = Array((text ?? "").unicodeScalars.prefix(length))
        let filler = scalars.last ?? "a"
        while scalars.count < length { scalars.append(filler) }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Where field `source` is read for field `id` at the items `place`: the items the two
    /// share, and the first item of any list only the source is in.
    func sourcePlace(_ source: FieldID, for id: FieldID, at place: [Int]) -> [Int?] {
        let own = form.lists[id]
        let theirs = form.lists[source]
        var shared = 0
        while shared < min(own.count, theirs.count), own[shared] == theirs[shared] { shared += 1 }
        return place.prefix(shared).map { $0 } + [Int?](repeating: 0, count: theirs.count - shared)
    }
}

extension Answers {
    /// Makes the field at `segments` (items `indices`) hold `value` among its answers: a
    /// multichoice's array (`inArray`) gains it (or is only it, when `alone`); any other field
    /// is set to it.
    mutating func offer(_ value: Value, at segments: [[String]], indices: [Int?], inArray: Bool, alone: Bool) {
        update(segments, indices: indices) { current in
            guard inArray else { return current = value }
            if !alone, case .array(var chosen)? = current {
                if !chosen.contains(value) { chosen.append(value) }
                current = .array(chosen)
            } else {
                current = .array([value])
            }
        }
    }
}
