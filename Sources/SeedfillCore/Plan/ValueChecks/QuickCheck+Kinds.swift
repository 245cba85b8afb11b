/// The quick checks of the field types that hold more than one plain value: a multiple choice,
/// an attachment, a reference (see ``QuickShape``).
///
/// Like every quick check they only say "certainly valid": `true` only when
/// ``FieldCheck/typeAndConstraintViolation(_:type:limits:in:)`` and the option check find
/// nothing wrong; anything else is left to the general check, which words what is wrong.
extension CompiledConstraints {
    /// Whether the value at `value` is certainly a valid multiple choice: an array of
    /// `minItems`...`maxItems` options, none chosen twice, each one of the fixed `options`
    /// (text by its exact bytes, numbers equal), and an exclusive option only when alone.
    func admitsChoices(_ value: UnsafePointer<Value>, options: OptionCheck?) -> Bool {
        guard case .array(let chosen) = value.pointee else { return false }
        if let minItems, chosen.count < minItems { return false }
        if let maxItems, chosen.count > maxItems { return false }
        if let options, let texts = options.texts, let exclusiveBits = options.exclusiveTextBits,
            let admitted = Self.admitsTextChoices(chosen, texts, exclusiveBits: exclusiveBits)
        {
            return admitted
        }
        guard !FieldCheck.repeats(chosen) else { return false }
        guard let options else { return true }
        // Options under conditions or from a table are not checked here (see ``QuickShape``).
        guard let texts = options.texts else { return false }
        for element in chosen {
            switch element {
            case .string(let text):
                let found = text.utf8.withContiguousStorageIfAvailable { texts.contains(utf8: $0) } ?? false
                guard found else { return false }
            case .number(let number):
                guard options.numbers.contains(number) else { return false }
            default:
                return false
            }
        }
        guard chosen.count > 1, !options.exclusive.isEmpty else { return true }
        return !chosen.contains { options.exclusive.contains($0) }
    }

    /// ``admitsChoices(_:options:)`` for choices among fixed texts told apart by their bytes
    /// (see ``OptionCheck/exclusiveTextBits``): each chosen text is found by its bytes, and its
    /// entry's bit says whether it was chosen already and whether it is exclusive, where the
    /// general reading compares texts pair by pair. `nil` (not answered) when an element is
    /// not text.
    @inline(__always)
    static func admitsTextChoices(_ chosen: [Value], _ texts: ExactTextSet, exclusiveBits: UInt64) -> Bool? {
        var chosenBits: UInt64 = 0
        let admitted = chosen.withUnsafeBufferPointer { elements -> Bool? in
            for i in elements.indices {
                guard case .string(let text) = elements[i] else { return nil }
                guard let entry = text.utf8.withContiguousStorageIfAvailable({ texts.entry(utf8: $0) }) ?? nil else { return false }
                let bit: UInt64 = 1 << UInt64(entry)
                if chosenBits & bit != 0 { return false }
                chosenBits |= bit
            }
            return true
        }
        guard admitted == true else { return admitted }
        return chosen.count <= 1 || chosenBits & exclusiveBits == 0
    }

    /// Whether the value at `value` is certainly a valid attachment: one file, or with
    /// `maxItems` above 1 an array of `minItems`...`maxItems` files, each a file of an accepted
    /// type and no larger than `maxSize`.
    func admitsFiles(_ value: UnsafePointer<Value>) -> Bool {
        let c = self
        guard (c.maxItems ?? 1) > 1 else { return Self.admitsFile(value.pointee, c) }
        guard case .array(let files) = value.pointee else { return false }
        if let maxItems = c.maxItems, files.count > maxItems { return false }
        if let minItems = c.minItems, files.count < minItems { return false }
        for file in files where !Self.admitsFile(file, c) { return false }
        return true
    }

    /// Whether `file` is `{"fileName", "mimeType", "size"}` with a text name, a type that `c`
    /// accepts and a whole size from 0 to `c`'s `maxSize`.
    @inline(__always)
    private static func admitsFile(_ file: Value, _ c: CompiledConstraints) -> Bool {
        guard case .object(let object) = file, let (name, type, sizeValue) = fileMembers(object),
            case .string = name, case .string(let mime) = type,
            case .number(let size) = sizeValue, let bytes = size.int64Value, bytes >= 0
        else { return false }
        // Lengths first: types of other lengths are told apart without comparing text.
        if let accept = c.accept, !accept.contains(where: { $0.utf8.count == mime.utf8.count && $0 == mime }) { return false }
        if let maxSize = c.maxSize, bytes > Int64(maxSize) { return false }
        return true
    }

    /// The name, type and size of a file object: by position when its keys are exactly
    /// `fileName`, `mimeType`, `size` in that order (as seedfill draws them; equal keys compare
    /// at once), else looked up by key.
    @inline(__always)
    private static func fileMembers(_ object: ObjectValue) -> (Value, Value, Value)? {
        let keys = object.keys
        if keys.count == 3, object.values.count == 3, keys[0] == "fileName", keys[1] == "mimeType", keys[2] == "size" {
            return (object.values[0], object.values[1], object.values[2])
        }
        guard let name = object["fileName"], let type = object["mimeType"], let size = object["size"] else { return nil }
        return (name, type, size)
    }
}

extension PlannedField {
    /// Whether the value at `value` is what a reference holds: a record (an object), or with
    /// `"embed": false` its key (text or a number), as ``FieldCheck/referenceViolation(_:embeds:)``
    /// finds it.
    @inline(__always)
    static func admitsReference(_ value: UnsafePointer<Value>, embeds: Bool) -> Bool {
        switch value.pointee {
        case .object: return embeds
        case .string, .number: return !embeds
        default: return false
        }
    }
}
