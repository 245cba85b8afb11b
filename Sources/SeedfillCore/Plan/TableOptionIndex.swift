/// The options a table look-up offers, indexed once when planning: the distinct values of
/// the column for every combination of the `match` columns' values, so a record's options are
/// one dictionary look-up instead of a scan of the table.
final class TableOptionIndex: Sendable {
    /// Distinct values of the column, in row order (the options without `match`).
    let all: [Value]
    /// Options by the `match` columns' values, as `==` compares them (canonically equivalent
    /// text is the same key).
    private let byKey: [[Value]: [Value]]
    /// The same entries keyed by their exact bytes (see ``ExactKey``): the look-up every drawn
    /// record makes, without the Unicode normalisation that hashing a `String` costs.
    private let byBytes: [ExactKey: [Value]]
    /// The text options as exact bytes, each after its text `match` keys (see ``offersExactly(_:keys:in:)``).
    private let exact: ExactTextSet
    /// With one `match` column: its distinct text keys by their exact bytes, entry `i` offering
    /// ``optionsByTextKey``[i]. A record's options are then found from the bytes of its key
    /// where they are stored, with no ``ExactKey`` to make and hash (see
    /// ``options(matchingText:)``); `nil` with no `match` or several.
    private let textKeys: ExactTextSet?
    private let optionsByTextKey: [[Value]]

    init(table: Table, column: Int, matchColumns: [Int]) {
        var all: [Value] = []
        var seenAll = Set<Value>()
        var byKey: [[Value]: [Value]] = [:]
        var seenByKey: [[Value]: Set<Value>] = [:]
        for row in table.rows {
            let cell = row[column]
            if seenAll.insert(cell).inserted { all.append(cell) }
            guard !matchColumns.isEmpty else { continue }
            let key = matchColumns.map { row[$0] }
            if seenByKey[key, default: []].insert(cell).inserted { byKey[key, default: []].append(cell) }
        }
        self.all = all
        self.byKey = byKey
        var byBytes: [ExactKey: [Value]] = [:]
        for (key, values) in byKey {
            byBytes[ExactKey(first: key[0], rest: Array(key.dropFirst()))] = values
        }
        self.byBytes = byBytes
        // Rows whose key or value is not text are left out: a look-up of them falls back to
        // ``options(matching:)``, which finds them.
        var texts: [[String]] = []
        for row in table.rows {
            // Text keys and a text value, as they are; rows with a number key are left to `byKey`.
            var entry: [String] = []
            for match in matchColumns {
                guard case .string(let key) = row[match] else { break }
                entry.append(key)
            }
            guard entry.count == matchColumns.count, case .string(let text) = row[column] else { continue }
            texts.append(entry + [text])
        }
        exact = ExactTextSet(texts, arity: matchColumns.count + 1)
        // The text keys of a single `match` column in row order, each once by its bytes, with
        // what ``options(matching:)`` finds for those bytes.
        var keys: [String] = []
        var options: [[Value]] = []
        if matchColumns.count == 1 {
            var seen = Set<[UInt8]>()
            for row in table.rows {
                guard case .string(let key) = row[matchColumns[0]], seen.insert(Array(key.utf8)).inserted else { continue }
                keys.append(key)
                options.append(byBytes[ExactKey(first: .string(key))] ?? byKey[[.string(key)]] ?? [])
            }
        }
        textKeys = matchColumns.count == 1 ? ExactTextSet(keys.map { [$0] }, arity: 1) : nil
        optionsByTextKey = options
    }

    /// Whether `value` is certainly an option when the `match` fields (at `keys`, in `match`
    /// order) hold what `frames` holds: the key and the value are text, and some row has
    /// exactly their bytes. `false` means "not found this way", not "not offered": another
    /// spelling of the same text, or a number key, is answered by ``options(matching:)``.
    func offersExactly(_ value: Value, keys: [Slot], in frames: [[Value]]) -> Bool {
        guard case .string(let text) = value else { return false }
        // No `match`, or one: the usual cases, each one pass over the texts.
        switch keys.count {
        case 0:
            return exact.contains(text)
        case 1:
            guard case .string(let key) = frames[keys[0].depth][keys[0].index] else { return false }
            return exact.contains(key, text)
        default:
            break
        }
        var hash = TextHash()
        for slot in keys {
            guard case .string(let key) = frames[slot.depth][slot.index], hash.add(key) else { return false }
        }
        guard hash.add(text) else { return false }
        return exact.contains(hash: hash.value) { entry in
            for p in keys.indices {
                let slot = keys[p]
                guard case .string(let key) = frames[slot.depth][slot.index], exact.part(p, of: entry, is: key) else { return false }
            }
            return exact.part(keys.count, of: entry, is: text)
        }
    }

    /// ``offersExactly(_:keys:in:)`` for a text value given by its UTF-8 bytes, with the `match`
    /// key read where it is stored instead of copied out of `frames`; `false` (not found this
    /// way) for more than one `match` key.
    func offersExactly(utf8 text: UnsafeBufferPointer<UInt8>, keys: [Slot], in frames: [[Value]]) -> Bool {
        switch keys.count {
        case 0:
            return exact.contains(utf8: text)
        case 1:
            return TableOptionIndex.withText(at: keys[0], in: frames) { key in exact.contains(utf8: key, text) } ?? false
        default:
            // Several `match` keys are rare: "not found this way" sends them to the general look-up.
            return false
        }
    }

    /// Calls `body` with the UTF-8 bytes of the text in `slot` of `frames`, read in place; `nil`
    /// when the slot holds no text (or is out of range).
    @inline(__always)
    static func withText<R>(at slot: Slot, in frames: [[Value]], _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        frames.withUnsafeBufferPointer { frames -> R? in
            guard slot.depth >= 0, slot.depth < frames.count else { return nil }
            return frames[slot.depth].withUnsafeBufferPointer { values -> R? in
                guard slot.index >= 0, slot.index < values.count, case .string(let text) = values[slot.index] else { return nil }
                return text.utf8.withContiguousStorageIfAvailable(body)
            }
        }
    }

    /// ``options(matching:)`` for one `match` key, a text with the UTF-8 bytes `key`; `nil` when
    /// no key has exactly these bytes (another spelling of a key is found by ``options(matching:)``).
    @inline(__always)
    func options(matchingText key: UnsafeBufferPointer<UInt8>) -> [Value]? {
        guard let textKeys, let entry = textKeys.entry(utf8: key) else { return nil }
        return optionsByTextKey[entry]
    }

    /// The options offered when the `match` fields hold the key's values (in `match` order;
    /// one `match` column needs no array). Bytes equal to a table key find it directly; anything else (another
    /// spelling of the same text, or no such key) is looked up as `==` compares.
    func options(matching key: ExactKey) -> [Value] {
        if let values = byBytes[key] { return values }
        return byKey[[key.first] + key.rest] ?? []
    }
}
