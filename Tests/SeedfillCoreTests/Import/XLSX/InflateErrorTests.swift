import Testing

@testable import SeedfillCore

// Issue 19, item 6: malformed DEFLATE data is an error with a clear message, never a crash or a hang.
@Suite struct InflateErrorTests {
    /// Bits packed as DEFLATE stores them: header fields least significant bit first, Huffman
    /// codes most significant bit first.
    struct BitWriter {
        var bytes: [UInt8] = []
        var count = 0

        mutating func bit(_ bit: Int) {
            if count % 8 == 0 { bytes.append(0) }
            bytes[bytes.count - 1] |= UInt8(bit) << UInt8(count % 8)
            count += 1
        }

        mutating func field(_ value: Int, _ width: Int) { for shift in 0..<width { bit(value >> shift & 1) } }

        mutating func code(_ value: Int, _ width: Int) { for shift in (0..<width).reversed() { bit(value >> shift & 1) } }
    }

    /// A final fixed-Huffman block holding the literal `A`, a match and the end of block.
    static func fixedBlock(distanceCode: Int, literal: Bool = true) -> [UInt8] {
        var bits = BitWriter()
        bits.field(1, 1)
        bits.field(1, 2)
        if literal { bits.code(0x30 + 65, 8) }  // literals 0-143 are 8-bit codes from 0x30
        bits.code(1, 7)  // symbol 257: length 3
        bits.code(distanceCode, 5)
        if distanceCode >= 4 { bits.field(0, (distanceCode - 2) / 2) }  // extra distance bits
        bits.code(0, 7)  // end of block
        return bits.bytes
    }

    @Test func decodesAHandMadeFixedBlock() throws {
        #expect(try Inflate.decompress(Self.fixedBlock(distanceCode: 0), limit: 100) == Array("AAAA".utf8))
    }

    @Test func aDistanceBeforeTheStartIsAnError() {
        #expect(throws: InflateError("a block refers 1 bytes back, before the start of the data (0 bytes)")) {
            try Inflate.decompress(Self.fixedBlock(distanceCode: 0, literal: false), limit: 100)
        }
        #expect(throws: InflateError("a block refers 5 bytes back, before the start of the data (1 bytes)")) {
            try Inflate.decompress(Self.fixedBlock(distanceCode: 4), limit: 100)
        }
    }

    @Test func anInvalidDistanceSymbolIsAnError() {
        #expect(throws: InflateError("a Huffman code in the data matches no symbol")) {
            try Inflate.decompress(Self.fixedBlock(distanceCode: 30), limit: 100)
        }
    }

    @Test func theReservedBlockTypeIsAnError() {
        #expect(throws: InflateError("a block has the reserved type 3")) { try Inflate.decompress([0b111], limit: 100) }
    }

    @Test func aStoredBlockWithABadComplementIsAnError() throws {
        #expect(throws: InflateError("a stored block's length 3 does not match its complement 0")) {
            try Inflate.decompress([0b001, 3, 0, 0, 0, 1, 2, 3], limit: 100)
        }
        #expect(throws: InflateError("a stored block runs past the end of the data")) {
            try Inflate.decompress([0b001, 3, 0, 0xFC, 0xFF, 1, 2], limit: 100)
        }
        #expect(try Inflate.decompress([0b001, 3, 0, 0xFC, 0xFF, 1, 2, 3], limit: 100) == [1, 2, 3])
    }

    @Test func emptyInputIsAnError() {
        #expect(throws: InflateError("the data ends in the middle of a block")) { try Inflate.decompress([], limit: 100) }
    }

    @Test func aDynamicBlockWithOverSubscribedLengthsIsAnError() {
        var bits = BitWriter()
        bits.field(1, 1)
        bits.field(2, 2)
        bits.field(0, 5)  // 257 literal/length codes
        bits.field(0, 5)  // 1 distance code
        bits.field(0, 4)  // 4 code-length code lengths (for 16, 17, 18, 0)
        for _ in 0..<4 { bits.field(1, 3) }  // four codes of one bit: over-subscribed
        #expect(throws: InflateError("a Huffman code has more codes of length 1 than bit patterns")) {
            try Inflate.decompress(bits.bytes, limit: 100)
        }
    }

    @Test func randomBytesNeverCrashOrHang() {
        var rng = SplitMix64(seed: 19)
        var accepted = 0
        for round in 0..<3000 {
            let count = Int(rng.below(64)) + round % 7
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            if (try? Inflate.decompress(bytes, limit: 1 << 16)) != nil { accepted += 1 }
        }
        // Most random data is not valid DEFLATE; the point is that every round ended.
        #expect(accepted < 3000)
    }
}
