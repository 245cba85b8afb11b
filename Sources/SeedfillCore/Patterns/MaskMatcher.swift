/// A mask's positions as tables for checking values: each position keeps the ASCII scalars it
/// accepts as a 128-bit map, so an ASCII scalar (almost every scalar of a masked value) is one
/// bit test; other scalars compare with the literal or look the alphabet up.
///
/// A class, so that checking a value reads the tables in place instead of retaining them.
final class MaskMatcher: Sendable {
    /// What one position accepts.
    struct Position: Sendable {
        /// The accepted scalars 0…63, one bit each.
        let asciiLow: UInt64
        /// The accepted scalars 64…127, one bit each.
        let asciiHigh: UInt64
        /// The literal scalar, or `nil` when the position draws from `sets[set]`.
        let literal: UInt32?
        /// The index of the position's set in ``sets`` (unused for literals).
        let set: Int

        /// Whether the position accepts `scalar`.
        @inline(__always)
        func accepts(_ scalar: UInt32, in sets: [ScalarSet]) -> Bool {
            if scalar < 64 { return asciiLow >> UInt64(scalar) & 1 != 0 }
            if scalar < 128 { return asciiHigh >> UInt64(scalar - 64) & 1 != 0 }
            if let literal { return scalar == literal }
            return sets[set].contains(scalar)
        }
    }

    /// The positions, in order.
    let positions: [Position]
    /// The alphabets' sets.
    let sets: [ScalarSet]
    /// `byteAccepted[position * 256 + byte]` is 1 when the position accepts the ASCII `byte`
    /// (0 for every byte of 128 or more), for values with one byte per position: one read per
    /// byte. Empty for masks longer than ``maxByteTablePositions``, and for masks with
    /// ``rangeWords`` (which answer for those values instead).
    let byteAccepted: [UInt8]
    /// The longest mask given a ``byteAccepted`` table (64 KB).
    static let maxByteTablePositions = 256
    /// For a mask of 8 positions or more that each accept one run of ASCII bytes (a literal, a
    /// `#`): the lowest and the highest byte of the positions read together as one word (see
    /// ``MaskRanges``), a pair of words per 8 positions. Empty for other masks.
    let rangeWords: [UInt64]

    /// The tables of a mask's tokens.
    init(tokens: [Mask.Token], alphabets: [ScalarAlphabet]) {
        sets = alphabets.map(\.set)
        positions = tokens.map { [sets] token in
            let set: ScalarSet
            let literal: UInt32?
            let index: Int
            switch token {
            case .literal(let scalar): (set, literal, index) = (ScalarSet([scalar...scalar]), scalar, 0)
            case .symbol(let alphabet): (set, literal, index) = (sets[alphabet], nil, alphabet)
            }
            var low: UInt64 = 0
            var high: UInt64 = 0
            for scalar in UInt32(0)..<128 where set.contains(scalar) {
                if scalar < 64 { low |= 1 << UInt64(scalar) } else { high |= 1 << UInt64(scalar - 64) }
            }
            return Position(asciiLow: low, asciiHigh: high, literal: literal, set: index)
        }
        rangeWords = MaskRanges.words(positions)
        var byteAccepted: [UInt8] = []
        if rangeWords.isEmpty, positions.count <= MaskMatcher.maxByteTablePositions {
            byteAccepted = [UInt8](repeating: 0, count: positions.count * 256)
            for (index, position) in positions.enumerated() {
                for byte in 0..<128 {
                    let map = byte < 64 ? position.asciiLow : position.asciiHigh
                    if map >> UInt64(byte & 63) & 1 != 0 { byteAccepted[index * 256 + byte] = 1 }
                }
            }
        }
        self.byteAccepted = byteAccepted
    }

    /// Whether `value` has one scalar per position, each accepted by its position.
    func matches(_ value: String) -> Bool {
        if let result = value.utf8.withContiguousStorageIfAvailable({ matches(utf8: $0) }) { return result }
        var index = 0
        for scalar in value.unicodeScalars {
            guard index < positions.count, positions[index].accepts(scalar.value, in: sets) else { return false }
            index += 1
        }
        return index == positions.count
    }

    /// ``matches(_:)`` over valid UTF-8 (a string's bytes, read in place), decoding scalars in place.
    func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Every scalar takes one to four bytes.
        guard bytes.count >= positions.count, bytes.count <= positions.count &* 4 else { return false }
        if bytes.count == positions.count, !rangeWords.isEmpty {
            return rangeWords.withUnsafeBufferPointer { MaskRanges.match(bytes, $0) }
        }
        if bytes.count == positions.count, !byteAccepted.isEmpty {
            // As many bytes as positions: a match has only ASCII scalars (one more byte would
            // leave a position without a scalar), and non-ASCII bytes read 0 from the table.
            return byteAccepted.withUnsafeBufferPointer { table in
                var row = 0
                for byte in bytes {
                    guard table[row &+ Int(byte)] != 0 else { return false }
                    row &+= 256
                }
                return true
            }
        }
        return positions.withUnsafeBufferPointer { positions in
            if bytes.count == positions.count {
                // As many bytes as positions: a match has only ASCII scalars (one more byte
                // would leave a position without a scalar), so each byte is one bit test.
                for i in 0..<bytes.count {
                    let byte = bytes[i]
                    guard byte < 0x80 else { return false }
                    let map = byte < 64 ? positions[i].asciiLow : positions[i].asciiHigh
                    guard map >> UInt64(byte & 63) & 1 != 0 else { return false }
                }
                return true
            }
            var index = 0
            var byte = 0
            while byte < bytes.count {
                guard index < positions.count else { return false }
                let lead = bytes[byte]
                let scalar: UInt32
                if lead < 0x80 {
                    scalar = UInt32(lead)
                    byte &+= 1
                } else {
                    let (decoded, length) = UTF8Decode.scalar(in: bytes, at: byte, lead: lead)
                    scalar = decoded
                    byte &+= length
                }
                guard positions[index].accepts(scalar, in: sets) else { return false }
                index &+= 1
            }
            return index == positions.count
        }
    }
}
