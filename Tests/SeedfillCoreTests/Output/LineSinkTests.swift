import Foundation
import Testing

@testable import SeedfillCore

@Suite struct LineSinkTests {
    @Test func linesArriveWholeAndInOrderWhateverTheFlushSize() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("linesink-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var rng = SplitMix64(seed: 11)
        for flushSize in [1, 7, 64, 1 << 20] {
            let path = directory.appendingPathComponent("out-\(flushSize)").path
            let sink = LineSink(try ByteFile(creating: path), flushSize: flushSize)
            var expected: [UInt8] = []
            for _ in 0..<500 {
                let line = (0..<rng.below(200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                try line.withUnsafeBufferPointer { try sink.appendLine($0) }
                expected += line + [0x0A]
            }
            try sink.close()
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == expected, "flush size \(flushSize)")
        }
    }
}
