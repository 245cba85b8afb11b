import Foundation
import Testing

@testable import SeedfillCore

// Issue 19, item 6: the inflate that reads an .xlsx's deflated parts.
@Suite struct InflateTests {
    /// Data of many sizes and kinds, compressed by Python's zlib (an independent DEFLATE) at
    /// every level and with the fixed-Huffman strategy: record triples of (raw, compressed, CRC-32).
    static let vectorScript =
        PythonTool.put + """
            import sys, zlib, random
            rng = random.Random(19)
            words = [b'begin', b'group', b'select_one', b'${age}', b' ', b'\\n', b'label', b'<c r="A1"/>', b'\\xc3\\xa9']
            with open(sys.argv[1], 'wb') as f:
                for size in [0, 1, 2, 3, 10, 100, 258, 1000, 4096, 32768, 40000, 100000, 300000]:
                    for kind in ['random', 'text', 'runs']:
                        if kind == 'random':
                            raw = rng.randbytes(size)
                        elif kind == 'text':
                            raw = b''.join(rng.choice(words) for _ in range(size))[:size]
                        else:
                            raw = b''.join(bytes([rng.choice(b'ab')]) * rng.randint(1, 300) for _ in range(size))[:size]
                        for level, strategy in [(0, 0), (1, 0), (6, 0), (9, 0), (6, zlib.Z_FIXED), (6, zlib.Z_HUFFMAN_ONLY), (6, zlib.Z_RLE)]:
                            c = zlib.compressobj(level, zlib.DEFLATED, -15, 8, strategy)
                            put(f, raw); put(f, c.compress(raw) + c.flush()); put(f, zlib.crc32(raw).to_bytes(4, 'big'))
            """

    /// The vectors, made once for all tests (`nil` when python3 is missing).
    static let vectors = Result { try PythonTool.run(vectorScript).map(PythonTool.records) }

    @Test func readsWhatZlibWroteAtEveryLevelAndStrategy() throws {
        guard let records = try Self.vectors.get() else { return }
        #expect(records.count == 13 * 3 * 7 * 3)
        var blockTypes: Set<Int> = []
        for index in stride(from: 0, to: records.count - 2, by: 3) {
            let (raw, compressed, crc) = (records[index], records[index + 1], records[index + 2])
            if let first = compressed.first { blockTypes.insert(Int(first >> 1) & 3) }
            let inflated = try Inflate.decompress(compressed, limit: raw.count)
            #expect(inflated == raw, "vector \(index / 3): \(raw.count) bytes")
            #expect(CRC32.checksum(raw) == crc.reduce(0) { $0 << 8 | UInt32($1) }, "vector \(index / 3)")
        }
        // Stored, fixed and dynamic blocks were all among the first blocks read.
        #expect(blockTypes == [0, 1, 2])
    }

    @Test func refusesOutputPastTheLimit() throws {
        guard let records = try Self.vectors.get() else { return }
        var checked = 0
        for index in stride(from: 0, to: records.count - 2, by: 3) where records[index].count >= 10 {
            #expect(throws: InflateError("the data decompresses to more than \(records[index].count - 1) bytes")) {
                try Inflate.decompress(records[index + 1], limit: records[index].count - 1)
            }
            checked += 1
        }
        #expect(checked > 100)
    }

    @Test func everyTruncationIsAnError() throws {
        guard let records = try Self.vectors.get() else { return }
        // Vectors of 1000 bytes: random (stored at level 0), text (dynamic), runs (fixed at Z_FIXED).
        let samples = stride(from: 0, to: records.count - 2, by: 3).filter { records[$0].count == 1000 }
        #expect(samples.count == 21)
        for sample in samples {
            let compressed = records[sample + 1]
            for length in 0..<compressed.count {
                #expect(throws: InflateError.self) { try Inflate.decompress(Array(compressed[0..<length]), limit: 1 << 20) }
            }
        }
    }
}
