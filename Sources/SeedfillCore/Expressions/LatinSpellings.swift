/// `lower(translit(name))` of every name the `person.*` providers draw, spelled once, so that
/// an e-mail template (`{lower(translit(firstName))}.…`) copies a prepared spelling instead of
/// transliterating the name for every record.
///
/// Each spelling is what ``Transliteration/appendLowercased(_:to:)`` writes for the name: it is
/// made by that function when the table is built. A name is found by the two words of its
/// `String` value, not by its text: a drawn name is a copy of the string in the provider's
/// list, so it has the very same words, and finding it costs a hash of two words and one
/// comparison instead of reading the text. Equal words mean equal text: a text of up to 15
/// bytes is held in the words themselves, a longer one is the count and a reference to storage
/// that the list keeps alive and so never changes. The same text in another string (from a CSV
/// table, or built by an expression) may not be found; the caller then spells it the usual way.
// @unchecked: `slots` and the spellings are memory of its own, written only by `init` (and
// freed by `deinit`); after that every thread only reads them.
final class LatinSpellings: @unchecked Sendable {
    /// One name's words and its spelling; an empty slot has `count` 0.
    private struct Slot {
        var key: (UInt64, UInt64) = (0, 0)
        var start: UInt32 = 0
        var count: UInt32 = 0
    }

    /// The spellings of the names of both locales, built on first use.
    static let personNames = LatinSpellings(
        RussianData.maleFirstNames + RussianData.femaleFirstNames + RussianData.lastNames + PersonNames.feminineLastNames
            + PersonNames.malePatronymics + PersonNames.femalePatronymics + EnglishData.maleFirstNames
            + EnglishData.femaleFirstNames + EnglishData.lastNames)

    private let slots: UnsafeMutablePointer<Slot>
    /// The slot count minus one (a power of two minus one).
    private let mask: Int
    /// Every spelling.
    private let bytes: UnsafeMutablePointer<UInt8>
    /// The names, kept here so that their storage outlives the table (see the type's comment).
    private let names: [String]

    /// The table of `names` that ``Transliteration/appendLowercased(_:to:)`` can spell (the
    /// empty text and names it declines are left out).
    init(_ names: [String]) {
        self.names = names
        var slotCount = 16
        while slotCount < names.count * 2 { slotCount *= 2 }
        var table = [Slot](repeating: Slot(), count: slotCount)
        var storage: [UInt8] = []
        for name in names {
            let key = Self.key(of: name)
            var index = Self.hash(key) & (slotCount - 1)
            while table[index].count != 0, table[index].key != key { index = (index + 1) & (slotCount - 1) }
            guard table[index].count == 0, let spelling = Self.spelling(of: name), !spelling.isEmpty else { continue }
            table[index] = Slot(key: key, start: UInt32(storage.count), count: UInt32(spelling.count))
            storage.append(contentsOf: spelling)
        }
        slots = .allocate(capacity: slotCount)
        slots.initialize(from: table, count: slotCount)
        mask = slotCount - 1
        bytes = .allocate(capacity: Swift.max(storage.count, 1))
        bytes.initialize(from: storage, count: storage.count)
    }

    deinit {
        slots.deallocate()
        bytes.deallocate()
    }

    /// What ``Transliteration/appendLowercased(_:to:)`` writes for `name`, or `nil`.
    private static func spelling(of name: String) -> [UInt8]? {
        var text = name
        return text.withUTF8 { utf8 in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { memory in
                var buffer = TextBuffer(memory)
                guard Transliteration.appendLowercased(utf8: utf8, to: &buffer) else { return nil }
                return Array(buffer.bytes(from: 0))
            }
        }
    }

    /// Appends the spelling of `text` to `buffer`; `false`, with nothing appended, when the
    /// string is not one of the table's names.
    @inline(__always)
    func append(_ text: String, to buffer: inout TextBuffer) -> Bool {
        let key = Self.key(of: text)
        var index = Self.hash(key) & mask
        while true {
            let slot = slots[index]
            if slot.count == 0 { return false }
            if slot.key == key {
                buffer.append(UnsafeBufferPointer(start: bytes + Int(slot.start), count: Int(slot.count)))
                return true
            }
            index = (index + 1) & mask
        }
    }

    /// The two words of a string value.
    @inline(__always)
    private static func key(of text: String) -> (UInt64, UInt64) {
        unsafeBitCast(text, to: (UInt64, UInt64).self)
    }

    /// Where a key starts looking for its slot.
    @inline(__always)
    private static func hash(_ key: (UInt64, UInt64)) -> Int {
        let mixed = (key.0 ^ (key.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32)
    }
}
