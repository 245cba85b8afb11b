/// A written questionnaire read back as plain JSON values (objects, arrays, text, numbers,
/// booleans, `null`), to be changed at one field's place and written again: the one thing a
/// negative fixture changes in a valid record.
struct FixtureTree: Sendable {
    /// One step down the tree: a member of an object, or an element of an array.
    enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The questionnaire.
    var root: Value

    /// The tree of `root`.
    init(root: Value) {
        self.root = root
    }

    /// The tree of the JSON in `bytes`, or `nil` when it is not JSON (never for a written record).
    init?(bytes: [UInt8]) {
        let (node, problems) = JSONReader.parse(bytes, file: "")
        guard problems.isEmpty, let node, let root = Value.fromJSON(node) else { return nil }
        self.root = root
    }

    /// The steps to a field's place: its keys down to its outermost list (`segments`, one
    /// array of keys per level, as ``QuestionnaireForm/segments(of:)`` gives them), then the
    /// item number and the keys within each item.
    static func steps(segments: [[String]], indices: [Int]) -> [Step] {
        var steps: [Step] = []
        for (level, keys) in segments.enumerated() {
            if level > 0 { steps.append(.index(level - 1 < indices.count ? indices[level - 1] : 0)) }
            steps += keys.map(Step.key)
        }
        return steps
    }

    /// The value at `steps`, or `nil` when something on the way is absent.
    func value(at steps: [Step]) -> Value? {
        var current = root
        for step in steps {
            switch (step, current) {
            case (.key(let key), .object(let object)):
                guard let next = object[key] else { return nil }
                current = next
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The tree with the value at `steps` set to `value` (`nil`: the member left out); a
    /// member not there yet is added at the end of its object. `nil` when the object or array
    /// that would hold it is absent.
    func setting(_ steps: [Step], to value: Value?) -> FixtureTree? {
        guard !steps.isEmpty, let root = Self.set(root, steps[...], to: value) else { return nil }
        var tree = self
        tree.root = root
        return tree
    }

    /// `node` with the value at `steps` (at least one) set, or `nil` when it cannot be reached.
    private static func set(_ node: Value, _ steps: ArraySlice<Step>, to value: Value?) -> Value? {
        let last = steps.count == 1
        switch (steps.first!, node) {
        case (.key(let key), .object(var object)):
            let index = object.keys.firstIndex(of: key)
            if !last {
                guard let index, let changed = set(object.values[index], steps.dropFirst(), to: value) else { return nil }
                object.values[index] = changed
            } else if let index {
                if let value {
                    object.values[index] = value
                } else {
                    object.keys.remove(at: index)
                    object.values.remove(at: index)
                }
            } else if let value {
                object.keys.append(key)
                object.values.append(value)
            }
            return .object(object)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            if last {
                if let value { elements[index] = value } else { elements.remove(at: index) }
            } else {
                guard let changed = set(elements[index], steps.dropFirst(), to: value) else { return nil }
                elements[index] = changed
            }
            return .array(elements)
        default:
            return nil
        }
    }

    /// The questionnaire's bytes as `generate` writes a record: pretty-printed (at `depth`
    /// inside the file's array) unless the format is JSON Lines.
    func bytes(format: OutputFormat, depth: Int) -> [UInt8] {
        var writer = JSONWriter(pretty: format != .jsonl, depth: depth)
        writer.value(root)
        return writer.buffer
    }
}
