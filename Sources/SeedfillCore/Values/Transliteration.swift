/// Russian Cyrillic to ASCII Latin for e-mails and user names.
///
/// The scheme is the one of Russian international passports since 2014 (ICAO Doc 9303, adopted
/// by Order 320 of the Federal Migration Service): ж zh, х kh, ц ts, ч ch, ш sh, щ shch,
/// ъ ie, ы y, ь dropped, ю iu, я ia, й i, ё e. So Иванов → Ivanov, Щукин → Shchukin,
/// Юлия → Iuliia, Объедков → Obieedkov. Case is kept: a capital becomes a capitalised group
/// (Щукин → Shchukin) or an all-caps group inside an all-caps word (ЩУКИН → SHCHUKIN).
/// Everything that is not Russian Cyrillic passes through unchanged.
///
/// It runs for every templated e-mail, so it works on UTF-8 bytes with a lookup table and a
/// stack buffer, and builds one `String` at the end.
enum Transliteration {
    /// Latin for а…я (U+0430…U+044F), in alphabet order.
    private static let lower: [String] = [
        "a", "b", "v", "g", "d", "e", "zh", "z", "i", "i", "k", "l", "m", "n", "o", "p",
        "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "ie", "y", "", "e", "iu", "ia",
    ]

    /// `lower` packed for the hot loop: up to four ASCII bytes, the first in the low byte;
    /// the zero bytes above the last letter end the group.
    private static let packed: [UInt32] = lower.map { latin in
        var word: UInt32 = 0
        for (k, byte) in latin.utf8.enumerated() { word |= UInt32(byte) << (8 * UInt32(k)) }
        return word
    }

    /// The index in `lower` of `е`, which `ё` shares.
    private static let indexOfE = 5

    /// The Latin spelling of `s`.
    static func latin(_ s: String) -> String {
        var text = s
        return text.withUTF8 { bytes in
            // Only scalars U+0400…U+047F begin with the byte D0 or D1; without one, nothing changes.
            guard bytes.contains(where: { $0 & 0xFE == 0xD0 }) else { return s }
            // A scalar at most doubles (2 bytes → "shch"), so twice the input always suffices.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 2) { out in
                let count = write(bytes, into: out)
                return String(decoding: UnsafeBufferPointer(rebasing: out[..<count]), as: UTF8.self)
            }
        }
    }

    /// For each scalar U+0400…U+047F (two bytes led by D0 or D1), its spelling packed as in
    /// ``packed``, with ``russianLetter`` set for а…я, ё and their capitals, and ``capital`` for
    /// the capitals: one lookup instead of decoding and classifying the scalar.
    static let twoByte: [UInt64] = (0..<128).map { offset in
        guard let (index, upper) = letter(0x400 + UInt32(offset)) else { return 0 }
        let word = packed[index]
        let length = UInt64((32 - word.leadingZeroBitCount + 7) / 8)
        return UInt64(word) | russianLetter | (upper ? capital : 0) | length << lengthShift
    }
    static let russianLetter: UInt64 = 1 << 32
    private static let capital: UInt64 = 1 << 33
    /// Where an entry keeps its spelling's length (0…4 bytes).
    static let lengthShift: UInt64 = 34

    /// Writes the Latin spelling of the UTF-8 text `bytes` to `out` (at least twice as long);
    /// returns how many bytes it wrote.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let table = twoByte  // read once: each access to a static checks its one-time initialiser
        guard let base = out.baseAddress else { return 0 }
        let count = bytes.count
        var i = 0
        var o = 0
        var previous: UInt32?
        while i < count {
            let lead = bytes[i]
            if lead & 0xFE == 0xD0, i + 1 < count {
                let offset = Int(lead & 1) << 6 | Int(bytes[i + 1] & 0x3F)
                let entry = table[offset]
                if entry & russianLetter != 0 {
                    let next = i + 2
                    let upper = entry & capital != 0
                    var allCaps = false
                    if upper {
                        // All caps when the neighbouring letter is a capital too (ЩУКИН), else capitalised.
                        let following = next < count ? decode(bytes, at: next).scalar : nil
                        if let following, isAlphabetic(following) {
                            allCaps = isUppercase(following)
                        } else {
                            allCaps = previous.map(isUppercase) ?? false
                        }
                    }
                    // The spelling is lower-case ASCII: a capital subtracts 32 from its first
                    // byte, or from every byte in an all-caps word. All four bytes are stored at
                    // once; the room needed for the longest spellings (four bytes for two in)
                    // means they always fit, and `o` counts only the real ones.
                    let length = Int(entry >> lengthShift & 7)
                    if length > 0 {
                        var word = UInt32(truncatingIfNeeded: entry)
                        if upper { word &-= allCaps ? 0x2020_2020 >> (32 - 8 * UInt32(length)) : 0x20 }
                        UnsafeMutableRawPointer(base + o).storeBytes(of: word.littleEndian, as: UInt32.self)
                        o += length
                    }
                    previous = 0x400 + UInt32(offset)
                    i = next
                    continue
                }
            }
            // Not a Russian letter: the scalar's bytes pass through.
            let (c, length) = decode(bytes, at: i)
            for k in i..<(i + length) {
                out[o] = bytes[k]
                o += 1
            }
            previous = c
            i += length
        }
        return o
    }

    /// The scalar that starts at `i` in valid UTF-8 and how many bytes it takes.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (scalar: UInt32, length: Int) {
        let lead = UInt32(bytes[i])
        if lead < 0x80 { return (lead, 1) }
        func tail(_ k: Int) -> UInt32 { UInt32(bytes[i + k] & 0x3F) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | tail(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | tail(1) << 6 | tail(2), 3) }
        return ((lead & 0x07) << 18 | tail(1) << 12 | tail(2) << 6 | tail(3), 4)
    }

    /// The index in `lower` of a Russian letter and whether it is a capital; `nil` for others.
    @inline(__always)
    private static func letter(_ c: UInt32) -> (index: Int, upper: Bool)? {
        switch c {
        case 0x430...0x44F: return (Int(c - 0x430), false)
        case 0x410...0x42F: return (Int(c - 0x410), true)
        case 0x451: return (indexOfE, false)
        case 0x401: return (indexOfE, true)
        default: return nil
        }
    }

    /// Unicode's Uppercase property, answered without the property tables for ASCII and Russian.
    static func isUppercase(_ c: UInt32) -> Bool {
        switch c {
        case 0x41...0x5A, 0x410...0x42F, 0x401: return true
        case 0...0x7F, 0x430...0x44F, 0x451: return false
        default: return Unicode.Scalar(c)?.properties.isUppercase ?? false
        }
    }

    /// Unicode's Alphabetic property, answered without the property tables for ASCII and Russian.
    static func isAlphabetic(_ c: UInt32) -> Bool {
        switch c {
        case 0x41...0x5A, 0x61...0x7A, 0x410...0x44F, 0x401, 0x451: return true
        case 0...0x7F: return false
        default: return Unicode.Scalar(c)?.properties.isAlphabetic ?? false
        }
    }
}
