import Foundation
import Testing

@testable import SeedfillCore

// Issue 19, item 6: the zip reader, against archives written by Python's zipfile.
@Suite struct ZipArchiveTests {
    /// Files of many sizes and kinds, zipped by Python's zipfile: stored when the name says so,
    /// else deflated at a level from the name. Records: the archive, then (name, contents) pairs.
    static let archiveScript =
        PythonTool.put + """
            import sys, zipfile, random
            rng = random.Random(6)
            files = []
            for i, size in enumerate([0, 1, 5, 100, 1000, 70000, 200000]):
                for kind in ['random', 'text']:
                    data = rng.randbytes(size) if kind == 'random' else (b'<row r="%d"><c t="s"><v>1</v></c></row>' * size)[:size]
                    files.append(('xl/%s-%d.%s' % (kind, i, ['stored', 'level1', 'level9'][i % 3]), data))
            files.append(('données/é.xml', 'naïve'.encode()))
            with open(sys.argv[1] + '.zip', 'w') as _: pass
            with zipfile.ZipFile(sys.argv[1] + '.zip', 'w') as z:
                for name, data in files:
                    if name.endswith('stored'):
                        z.writestr(name, data, compress_type=zipfile.ZIP_STORED)
                    else:
                        z.writestr(name, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=1 if name.endswith('level1') else 9)
                z.writestr('folder/', b'')
            with open(sys.argv[1], 'wb') as f:
                put(f, open(sys.argv[1] + '.zip', 'rb').read())
                for name, data in files:
                    put(f, name.encode()); put(f, data)
            """

    /// The archive and the files in it (`nil` when python3 is missing), made once.
    static let archive = Result { try PythonTool.run(archiveScript).map(PythonTool.records) }

    @Test func readsEveryEntryAsPythonWroteIt() throws {
        guard let records = try Self.archive.get() else { return }
        let zip = try ZipArchive(bytes: records[0])
        let expected = stride(from: 1, to: records.count - 1, by: 2).map {
            (String(decoding: records[$0], as: UTF8.self), records[$0 + 1])
        }
        #expect(zip.entries.map(\.name) == expected.map(\.0) + ["folder/"])
        for (name, contents) in expected {
            let entry = try #require(zip.entry(named: name))
            #expect(entry.method == (name.hasSuffix("stored") ? 0 : 8), "\(name)")
            #expect(try zip.contents(of: entry) == contents, "\(name)")
        }
        #expect(try zip.contents(of: try #require(zip.entry(named: "folder/"))) == [])
    }

    /// The archive with `patch` applied, read entry by entry: the error of the first that fails.
    static func firstError(_ patch: (inout [UInt8], ZipArchive) throws -> Void) throws -> ZipError? {
        guard let records = try archive.get() else { return nil }
        var bytes = records[0]
        try patch(&bytes, try ZipArchive(bytes: bytes))
        do {
            let zip = try ZipArchive(bytes: bytes)
            for entry in zip.entries { _ = try zip.contents(of: entry) }
        } catch {
            return error
        }
        return nil
    }

    /// The offset of the central-directory record of `name` in `bytes`.
    static func directoryRecord(_ name: String, in bytes: [UInt8]) throws -> Int {
        let end = try ZipArchive.endRecord(bytes)
        let pattern = Array(name.utf8)
        return try #require(
            (end.directoryOffset..<end.directoryEnd).first { bytes[$0 + 46..<$0 + 46 + pattern.count].elementsEqual(pattern) })
    }

    @Test func aChangedByteInStoredDataFailsTheCRC() throws {
        guard try Self.archive.get() != nil else { return }
        let error = try Self.firstError { bytes, zip in
            let entry = try #require(zip.entry(named: "xl/random-3.stored"))
            bytes[entry.localHeaderOffset + 30 + entry.name.utf8.count + 50] ^= 0x01
        }
        let message = try #require(error?.message)
        #expect(message.hasPrefix("entry 'xl/random-3.stored' is damaged: its CRC-32 is 0x"))
    }

    @Test func aChangedByteInDeflatedDataIsAnError() throws {
        guard try Self.archive.get() != nil else { return }
        let error = try Self.firstError { bytes, zip in
            let entry = try #require(zip.entry(named: "xl/text-5.level9"))
            bytes[entry.localHeaderOffset + 30 + entry.name.utf8.count + 20] ^= 0x40
        }
        #expect(error?.message.hasPrefix("entry 'xl/text-5.level9' ") == true, "\(String(describing: error))")
    }

    @Test func everyTruncationIsAnError() throws {
        guard let records = try Self.archive.get() else { return }
        for length in stride(from: 0, to: records[0].count, by: 997) {
            #expect(throws: ZipError.self) { try ZipArchive(bytes: Array(records[0][0..<length])) }
        }
        #expect(throws: ZipError("the file is not a zip archive (no end-of-central-directory record)")) {
            try ZipArchive(bytes: Array(repeating: 0, count: 100))
        }
        #expect(throws: ZipError("the file is too short to be a zip archive (3 bytes)")) { try ZipArchive(bytes: [0x50, 0x4B, 3]) }
    }

    @Test func unsupportedFeaturesAreNamed() throws {
        guard try Self.archive.get() != nil else { return }
        let method = try Self.firstError { bytes, _ in bytes[try Self.directoryRecord("xl/text-1.level1", in: bytes) + 10] = 12 }
        #expect(method == ZipError("entry 'xl/text-1.level1' uses compression method 12; only 0 (stored) and 8 (deflate) are supported"))
        let encrypted = try Self.firstError { bytes, _ in bytes[try Self.directoryRecord("xl/text-1.level1", in: bytes) + 8] |= 1 }
        #expect(encrypted == ZipError("entry 'xl/text-1.level1' is encrypted, which is not supported"))
        let huge = try Self.firstError { bytes, _ in
            let record = try Self.directoryRecord("xl/text-1.level1", in: bytes)
            bytes.replaceSubrange(record + 24..<record + 28, with: [0, 0, 0, 0x20])  // 512 MiB
        }
        #expect(huge == ZipError("entry 'xl/text-1.level1' is 536870912 bytes, over the limit of 209715200"))
        let zip64 = try Self.firstError { bytes, _ in
            let end = bytes.count - 22
            bytes.replaceSubrange(end + 8..<end + 12, with: [0xFF, 0xFF, 0xFF, 0xFF])
        }
        #expect(zip64 == ZipError("the archive is zip64, which is not supported"))
        let lying = try Self.firstError { bytes, _ in
            let record = try Self.directoryRecord("xl/text-4.level1", in: bytes)
            bytes[record + 24] &-= 1  // one byte smaller than it inflates to
        }
        #expect(lying == ZipError("entry 'xl/text-4.level1' cannot be decompressed: the data decompresses to more than 999 bytes"))
    }
}
