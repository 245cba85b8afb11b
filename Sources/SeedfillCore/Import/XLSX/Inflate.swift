/// A problem in DEFLATE data: what is wrong, in one sentence.
struct InflateError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    let message: String

    /// An error saying `message`.
    init(_ message: String) { self.message = message }

    /// The message.
    var description: String { message }
}

/// Decompresses raw DEFLATE data (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks.
///
/// Written here because seedfill uses no packages: zip entries of an `.xlsx` are deflated. Every
/// malformed input is an ``InflateError``; the output never grows past `limit` bytes, and each
/// step consumes input, so a bad input can neither exhaust memory nor loop.
enum Inflate {
    /// The bytes `data` decompresses to; throws when the data is malformed, truncated, or would
    /// decompress to more than `limit` bytes.
    static func decompress(_ data: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
        var bits = BitReader(data)
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, data.count * 4))
        var isLast = false
        while !isLast {
            isLast = try bits.read(1) == 1
            switch try bits.read(2) {
            case 0:
                try copyStored(&bits, into: &output, limit: limit)
            case 1:
                try inflateBlock(&bits, literals: fixedLiterals, distances: fixedDistances, into: &output, limit: limit)
            case 2:
                let (literals, distances) = try dynamicCodes(&bits)
                try inflateBlock(&bits, literals: literals, distances: distances, into: &output, limit: limit)
            default:
                throw InflateError("a block has the reserved type 3")
            }
        }
        return output
    }

    /// Copies a stored block (3.2.4): LEN, its complement NLEN, then LEN bytes.
    private static func copyStored(_ bits: inout BitReader, into output: inout [UInt8], limit: Int) throws(InflateError) {
        bits.alignToByte()
        let length = try bits.read(16)
        let complement = try bits.read(16)
        guard length ^ complement == 0xFFFF else {
            throw InflateError("a stored block's length \(length) does not match its complement \(complement)")
        }
        guard length <= limit - output.count else { throw tooLarge(limit) }
        output.append(contentsOf: try bits.readBytes(length))
    }

    /// Decodes one Huffman-coded block until its end-of-block symbol (3.2.5).
    private static func inflateBlock(
        _ bits: inout BitReader, literals: HuffmanCode, distances: HuffmanCode, into output: inout [UInt8], limit: Int
    ) throws(InflateError) {
        while true {
            let symbol = try literals.decode(&bits)
            if symbol < 256 {
                guard output.count < limit else { throw tooLarge(limit) }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < lengthBases.count else { throw InflateError("a block uses the invalid length symbol \(symbol)") }
            let length = lengthBases[lengthIndex] + (try bits.read(lengthExtraBits[lengthIndex]))
            let distanceSymbol = try distances.decode(&bits)
            guard distanceSymbol < distanceBases.count else {
                throw InflateError("a block uses the invalid distance symbol \(distanceSymbol)")
            }
            let distance = distanceBases[distanceSymbol] + (try bits.read(distanceExtraBits[distanceSymbol]))
            guard distance <= output.count else {
                throw InflateError("a block refers \(distance) bytes back, before the start of the data (\(output.count) bytes)")
            }
            guard length <= limit - output.count else { throw tooLarge(limit) }
            // Byte by byte: a copy may overlap the bytes it is writing (distance < length).
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }

    /// Reads the code lengths of a dynamic block (3.2.7) and builds its two codes.
    private static func dynamicCodes(_ bits: inout BitReader) throws(InflateError) -> (HuffmanCode, HuffmanCode) {
        let literalCount = try bits.read(5) + 257
        let distanceCount = try bits.read(5) + 1
        let lengthCodeCount = try bits.read(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw InflateError("a dynamic block declares \(literalCount) literal and \(distanceCount) distance codes (at most 286 and 30)")
        }
        var lengthCodeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<lengthCodeCount { lengthCodeLengths[lengthCodeOrder[index]] = try bits.read(3) }
        let lengthCode = try HuffmanCode(lengths: lengthCodeLengths)
        guard !lengthCode.isIncomplete else { throw InflateError("a dynamic block's code-length code is incomplete") }

        var lengths: [Int] = []
        let total = literalCount + distanceCount
        while lengths.count < total {
            let symbol = try lengthCode.decode(&bits)
            var repeated = 0
            var count = 0
            switch symbol {
            case 0...15:
                lengths.append(symbol)
                continue
            case 16:
                guard let previous = lengths.last else { throw InflateError("a dynamic block repeats a code length before the first") }
                repeated = previous
                count = 3 + (try bits.read(2))
            case 17: count = 3 + (try bits.read(3))
            default: count = 11 + (try bits.read(7))
            }
            guard lengths.count + count <= total else { throw InflateError("a dynamic block's code lengths run past their count") }
            lengths.append(contentsOf: repeatElement(repeated, count: count))
        }
        guard lengths[256] != 0 else { throw InflateError("a dynamic block has no end-of-block code") }
        let literals = try HuffmanCode(lengths: Array(lengths[0..<literalCount]))
        let distances = try HuffmanCode(lengths: Array(lengths[literalCount...]))
        // As zlib: an incomplete code is allowed only when it is a single code of one bit.
        for code in [literals, distances] where code.isIncomplete && code.usedCount > 1 {
            throw InflateError("a dynamic block's Huffman code is incomplete")
        }
        return (literals, distances)
    }

    /// The error of an output past `limit`.
    private static func tooLarge(_ limit: Int) -> InflateError {
        InflateError("the data decompresses to more than \(limit) bytes")
    }
}
