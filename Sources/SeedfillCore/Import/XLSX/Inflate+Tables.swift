/// The fixed tables of RFC 1951: length and distance bases, extra bits, and the fixed codes.
extension Inflate {
    /// The shortest length of each length symbol 257...285.
    static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    /// The extra bits read after each length symbol.
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The shortest distance of each distance symbol 0...29.
    static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    /// The extra bits read after each distance symbol.
    static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order in which a dynamic block lists the code-length code's lengths.
    static let lengthCodeOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed literal/length code (3.2.6): 288 symbols of 8, 9, 7 and 8 bits.
    static let fixedLiterals: HuffmanCode = {
        let lengths =
            Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
            + Array(repeating: 8, count: 8)
        // Complete by construction: building it cannot fail.
        return try! HuffmanCode(lengths: lengths)
    }()

    /// The fixed distance code: 30 symbols of 5 bits (symbols 30 and 31 are invalid in data).
    static let fixedDistances: HuffmanCode = try! HuffmanCode(lengths: Array(repeating: 5, count: 30))
}
