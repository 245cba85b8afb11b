/// A canonical Huffman code of DEFLATE (RFC 1951, 3.2.2), kept as the number of codes of each
/// length and the symbols in code order, which is all a bit-at-a-time decoder needs.
struct HuffmanCode {
    /// The longest code DEFLATE allows.
    static let maximumLength = 15

    /// `counts[n]` is the number of symbols whose code is `n` bits long.
    private(set) var counts: [Int]
    /// The symbols ordered by code: by length, then by symbol value.
    private(set) var symbols: [Int]
    /// Whether the lengths leave codes unused (a code that is incomplete but not over-subscribed).
    let isIncomplete: Bool

    /// Builds the code whose symbol `i` has the code length `lengths[i]` (0: symbol unused);
    /// throws if the lengths describe more codes than there are bit patterns.
    init(lengths: [Int]) throws(InflateError) {
        var counts = [Int](repeating: 0, count: Self.maximumLength + 1)
        for length in lengths { counts[length] += 1 }
        // Codes left at each length: a negative count means over-subscribed.
        var left = 1
        for length in 1...Self.maximumLength {
            left = left * 2 - counts[length]
            if left < 0 { throw InflateError("a Huffman code has more codes of length \(length) than bit patterns") }
        }
        var offsets = [Int](repeating: 0, count: Self.maximumLength + 2)
        for length in 1...Self.maximumLength { offsets[length + 1] = offsets[length] + counts[length] }
        var symbols = [Int](repeating: 0, count: offsets[Self.maximumLength + 1])
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
        self.counts = counts
        self.symbols = symbols
        self.isIncomplete = left > 0
    }

    /// The number of symbols with a code.
    var usedCount: Int { symbols.count }

    /// Reads one symbol from `bits`, one bit at a time (codes are stored most significant bit first).
    func decode(_ bits: inout BitReader) throws(InflateError) -> Int {
        var code = 0  // the bits read so far
        var first = 0  // the first code of the current length
        var index = 0  // the index of that first code in `symbols`
        for length in 1...Self.maximumLength {
            code |= try bits.read(1)
            let count = counts[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw InflateError("a Huffman code in the data matches no symbol")
    }
}
