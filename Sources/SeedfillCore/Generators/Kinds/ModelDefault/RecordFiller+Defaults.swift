/// The model's default: what a field no seed entry maps gets (``Generator/modelDefault``),
/// derived from the field at fill time: its type, options, mask, pattern and bounds as they stand
/// in the record (active rules applied), and neutral ``Words`` for free text.
///
/// It has no seed syntax (a `when` without `else` falls back to it); the planner gives it to
/// every unmapped field, or the `uuid` kind to a text field whose pattern describes UUIDs
/// (``PlanBuilder/useUUIDsForUUIDPatterns()``). Its draws are always checked, and an empty one
/// is explained by ``RecordFiller/emptyDefault(_:state:)``. A list it maps gets
/// ``RecordFiller/defaultItemCount(_:_:rng:state:)`` items, at most
/// ``CompiledConstraints/defaultItems``' upper end (which `unique` and the limit on `ref`s read).
extension RecordFiller {
    /// The value seedfill draws for a field no seed entry maps: it follows the field's type,
    /// options, mask, pattern and bounds as they stand in this record (active rules applied).
    func modelDefault(_ id: FieldID, rng: inout SplitMix64, itemKey: UInt64, state: inout State) throws(FillError) -> Value {
        let planned = plan.fields[id]
        let constraints: CompiledConstraints
        do {
            constraints = try check.effectiveConstraints(id, in: &state.context)
        } catch {
            throw evaluationFailure(id, error, what: "its rules", state: state)
        }
        switch planned.field.type {
        case .choice, .multichoice:
            if planned.field.type == .choice, let conditional = planned.optionCheck?.conditional {
                return try drawShown(conditional, for: id, rng: &rng, state: &state)
            }
            let offered: (values: [Value], exclusive: [Value])
            do {
                offered = try check.offeredOptions(id, in: &state.context)
            } catch {
                throw evaluationFailure(id, error, what: "its options", state: state)
            }
            guard !offered.values.isEmpty else { return .null }
            if planned.field.type == .choice {
                return offered.values[Int(rng.below(UInt64(offered.values.count)))]
            }
            // Without exclusive options, every option is plain (and no array is made); fixed
            // options have their plain ones listed in the plan.
            let plain =
                offered.exclusive.isEmpty
                ? offered.values : check.fields[id].fixedOptions?.plain ?? offered.values.filter { !offered.exclusive.contains($0) }
            let low = Swift.max(constraints.minItems ?? 1, 0)
            let high = Swift.min(constraints.maxItems ?? plain.count, plain.count)
            if plain.isEmpty || low > high || (!offered.exclusive.isEmpty && low <= 1 && rng.below(UInt64(plain.count + 1)) == 0) {
                return offered.exclusive.isEmpty ? .array([]) : .array([offered.exclusive[Int(rng.below(UInt64(offered.exclusive.count)))]])
            }
            let size = low + Int(rng.below(UInt64(high - low + 1)))
            return .array(Sampling.sample(plain, size: size, rng: &rng))
        case .text:
            if let mask = constraints.mask { return .string(mask.generate(using: &rng)) }
            if let pattern = constraints.pattern { return .string(pattern.generate(using: &rng)) }
            if let format = constraints.format { return .string(format.generate(rng: &rng)) }
            // Without maxLength, at most 40 characters, or some words more than a longer minLength.
            let minLength = constraints.minLength ?? 1
            return .string(Words.text(minLength: minLength, maxLength: constraints.maxLength ?? Swift.max(40, minLength + 20), rng: &rng))
        case .integer:
            // A missing side is 1000 from the other (0…1000 with neither), as for decimals.
            let (low, high) = try completedRange(nil, nil, for: id, state: &state)
            if let step = constraints.multipleOf?.int64Value { return Sampling.uniformMultiple(of: step, low, high, rng: &rng) }
            return Sampling.uniformInt(low, high, step: 1, rng: &rng)
        case .decimal:
            let (low, high) = try completedRange(nil, nil, for: id, state: &state)
            if let step = constraints.multipleOf { return Sampling.uniformDecimalMultiple(of: step, low, high, rng: &rng) }
            return Sampling.uniformDecimal(low, high, scale: constraints.scale ?? 2, rng: &rng)
        case .date:
            let (low, high) = try temporalRange(nil, nil, for: id, state: &state)
            return Sampling.uniformDate(low, high, today: today, rng: &rng)
        case .datetime:
            let (low, high) = try temporalRange(nil, nil, for: id, state: &state)
            return Sampling.uniformDateTime(low, high, now: now, rng: &rng)
        case .time:
            let (low, high) = try temporalRange(nil, nil, for: id, state: &state)
            return Sampling.uniformTime(low, high, rng: &rng)
        case .boolean:
            return .bool(rng.next() & 1 == 1)
        case .attachment:
            if constraints.asFileName { return Self.fileNames(constraints, key: planned.field.key, rng: &rng) }
            return Self.attachments(constraints, rng: &rng)
        case .geopoint:
            return GeoPoint.generate(within: constraints.geoBounds, rng: &rng).map(Value.string) ?? .null
        case .group, .list, .section, .ref:
            return .null
        }
    }

    /// One of the options of a choice whose options have conditions, drawn among those shown
    /// as ``FieldCheck/offeredOptions(_:in:)`` lists them (`null` when none is), without the list.
    private func drawShown(_ options: ConditionalOptions, for id: FieldID, rng: inout SplitMix64, state: inout State) throws(FillError)
        -> Value
    {
        let shown: UInt64
        do {
            shown = try options.offered(in: &state.context)
        } catch {
            throw evaluationFailure(id, error, what: "its options", state: state)
        }
        guard shown != 0 else { return .null }
        return ConditionalOptions.nth(Int(rng.below(UInt64(shown.nonzeroBitCount))), of: shown, in: options.values)
    }

    /// Attachment metadata: a file name, a MIME type from `accept`, a size within `maxSize`.
    static func attachments(_ c: CompiledConstraints, rng: inout SplitMix64) -> Value {
        let types = c.accept?.isEmpty == false ? c.accept! : ["image/jpeg"]
        func file(_ n: Int) -> Value {
            let mime = types[Int(rng.below(UInt64(types.count)))]
            let maxSize = Int64(c.maxSize ?? 5_000_000)
            let size = 1 + Int64(rng.below(UInt64(Swift.max(1, maxSize))))
            return .object(
                ObjectValue(
                    keys: fileKeys,
                    values: [.string(fileName(n, mime: mime)), .string(mime), .number(Number(size))]))
        }
        let maxItems = c.maxItems ?? 1
        guard maxItems > 1 else { return file(1) }
        let low = Swift.max(c.minItems ?? 1, 0)
        let count = low + Int(rng.below(UInt64(Swift.max(0, maxItems - low) + 1)))
        return .array((0..<count).map { file($0 + 1) })
    }

    /// `file-N.ext`, formatted on the stack: the same text as an interpolation, at a fraction
    /// of its cost (short names are small strings, which allocate nothing).
    static func fileName(_ n: Int, mime: String) -> String {
        if n >= 1, n <= commonNames.count, let type = commonTypes.firstIndex(where: { $0.utf8.count == mime.utf8.count && $0 == mime }) {
            return commonNames[n - 1][type]
        }
        let ext = extensionFor(mime)
        let prefix: StaticString = "file-"
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.utf8CodeUnitCount + 22 + ext.utf8.count) { out in
            var count = prefix.utf8CodeUnitCount
            UnsafeMutableRawBufferPointer(out).copyMemory(from: UnsafeRawBufferPointer(start: prefix.utf8Start, count: count))
            if n < 0 { out[count] = UInt8(ascii: "-"); count += 1 }
            count += ASCIIDigits.write(UInt64(n.magnitude), to: out.baseAddress! + count)
            out[count] = UInt8(ascii: ".")
            count += 1
            for byte in ext.utf8 {
                out[count] = byte
                count += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: out[0..<count]), as: UTF8.self)
        }
    }

    /// The MIME types whose names ``commonNames`` holds.
    private static let commonTypes = ["image/jpeg", "image/png", "application/pdf", "image/heic"]

    /// `file-N.ext` for N from 1 to 9 (by row) and each of ``commonTypes`` (by column), formatted
    /// once: the first files of an attachment are named without formatting.
    private static let commonNames: [[String]] = (1...9).map { n in commonTypes.map { "file-\(n).\(extensionFor($0))" } }

    /// The keys of a file's object, shared by every file drawn (no array made per file).
    private static let fileKeys = ["fileName", "mimeType", "size"]

    /// A file extension for a MIME type.
    static func extensionFor(_ mime: String) -> String {
        switch mime {
        case "image/jpeg": return "jpg"
        case "image/png": return "png"
        case "application/pdf": return "pdf"
        case "image/heic": return "heic"
        default:
            let sub = mime.split(separator: "/").last.map(String.init) ?? "bin"
            return sub.isEmpty ? "bin" : sub
        }
    }
}

extension RecordFiller {
    /// ``emptyDrawError(_:_:state:)`` for the model's default draw: the field's own bounds, or
    /// the rows of its table options that match.
    func emptyDefault(_ id: FieldID, state: inout State) throws(FillError) -> FillError? {
        let planned = plan.fields[id]
        switch planned.field.type {
        case .integer:
            return try emptyDrawError(id, .int(min: .value(.null), max: .value(.null), step: 1), state: &state)
        case .decimal:
            let scale = (try? check.effectiveConstraints(id, in: &state.context).scale) ?? nil
            return try emptyDrawError(id, .decimal(min: .value(.null), max: .value(.null), scale: scale ?? 2), state: &state)
        case .date, .datetime, .time:
            return try emptyTemporal(id, nil, nil, state: &state)
        case .choice, .multichoice:
            if case .from(_, let source)? = planned.options {
                guard let offered = try? check.offeredOptions(id, in: &state.context), offered.values.isEmpty else { return nil }
                return emptySource(id, source: source, state: state)
            }
            guard case .table(let table, _, let match, _, let columnName, _)? = planned.options, !match.isEmpty,
                let offered = try? check.offeredOptions(id, in: &state.context), offered.values.isEmpty
            else { return nil }
            return emptyCascade(id, table: table, column: columnName, match: match, state: state)
        default:
            return nil
        }
    }
}

extension RecordFiller {
    /// How many items the model gives list `id` (`planned`) that no seed `count` maps: its
    /// `count` expression, else uniform in ``CompiledConstraints/defaultItems``.
    @inline(__always)
    func defaultItemCount(_ id: FieldID, _ planned: PlannedField, rng: inout SplitMix64, state: inout State) throws(FillError) -> Value {
        if let count = planned.listCount { return try evaluate(count, for: id, what: "count", state: &state) }
        let (low, high) = planned.constraints.defaultItems
        return .number(Number(Int64(low) + Int64(rng.below(UInt64(Swift.max(0, high - low) + 1)))))
    }
}

extension CompiledConstraints {
    /// The item counts the model default draws a list's count from: `minItems…maxItems`, 1…3
    /// where neither is given (the planner's limits on lists read its upper end).
    @inline(__always)
    var defaultItems: (low: Int, high: Int) {
        let low = minItems ?? Swift.min(1, maxItems ?? 1)
        return (low, maxItems ?? Swift.max(low, 3))
    }
}
