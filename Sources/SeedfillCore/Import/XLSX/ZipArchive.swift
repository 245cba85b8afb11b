/// A problem with a zip archive: what is wrong, in one sentence.
struct ZipError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    let message: String

    /// An error saying `message`.
    init(_ message: String) { self.message = message }

    /// The message.
    var description: String { message }
}

/// A zip archive held in memory (APPNOTE 6.3): the entries its central directory lists, each
/// read on demand, stored or deflated, with its CRC-32 checked.
///
/// What an `.xlsx` needs and no more: one disk, no zip64, no encryption. Every malformed archive
/// is a ``ZipError``; no entry is read past ``maximumEntrySize``.
struct ZipArchive {
    /// One file in the archive, as its central directory describes it.
    struct Entry: Equatable {
        /// The path inside the archive, e.g. `xl/workbook.xml`.
        let name: String
        /// 0 stored, 8 deflated; others are refused when read.
        let method: Int
        /// The CRC-32 of the uncompressed bytes.
        let checksum: UInt32
        /// Bytes in the archive.
        let compressedSize: Int
        /// Bytes once decompressed.
        let size: Int
        /// Where its local header starts.
        let localHeaderOffset: Int
        /// The general-purpose flags (bit 0: encrypted).
        let flags: Int
    }

    /// The largest entry read: 200 MB, far beyond any form and small enough to hold in memory.
    static let maximumEntrySize = 200 * 1024 * 1024

    /// The whole archive.
    private let bytes: [UInt8]
    /// The entries in central-directory order.
    let entries: [Entry]

    /// Reads the central directory of `bytes`; throws if it is missing or malformed.
    init(bytes: [UInt8]) throws(ZipError) {
        self.bytes = bytes
        let end = try Self.endRecord(bytes)
        var entries: [Entry] = []
        var offset = end.directoryOffset
        for index in 0..<end.entryCount {
            let limit = end.directoryEnd
            guard Self.uint32(bytes, offset, below: limit) == 0x0201_4b50, offset + 46 <= limit else {
                throw ZipError("central directory entry \(index + 1) of \(end.entryCount) is missing or damaged")
            }
            let number16 = { (at: Int) in Self.uint16(bytes, offset + at, below: limit) ?? 0 }
            let number32 = { (at: Int) in Self.uint32(bytes, offset + at, below: limit) ?? 0 }
            let nameLength = number16(28)
            guard offset + 46 + nameLength <= limit else {
                throw ZipError("central directory entry \(index + 1) runs past the directory")
            }
            let name = String(decoding: bytes[offset + 46..<offset + 46 + nameLength], as: UTF8.self)
            if number32(20) == 0xFFFF_FFFF || number32(24) == 0xFFFF_FFFF || number32(42) == 0xFFFF_FFFF {
                throw ZipError("entry '\(name)' needs zip64, which is not supported")
            }
            let entry = Entry(
                name: name, method: number16(10), checksum: number32(16), compressedSize: Int(number32(20)),
                size: Int(number32(24)), localHeaderOffset: Int(number32(42)), flags: number16(8))
            entries.append(entry)
            offset += 46 + nameLength + number16(30) + number16(32)
        }
        self.entries = entries
    }

    /// The first entry called `name`, if any.
    func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The uncompressed bytes of `entry`, checked against its size and CRC-32.
    func contents(of entry: Entry) throws(ZipError) -> [UInt8] {
        let name = "entry '\(entry.name)'"
        guard entry.flags & 1 == 0 else { throw ZipError("\(name) is encrypted, which is not supported") }
        guard entry.size <= Self.maximumEntrySize else {
            throw ZipError("\(name) is \(entry.size) bytes, over the limit of \(Self.maximumEntrySize)")
        }
        let header = entry.localHeaderOffset
        guard Self.uint32(bytes, header, below: bytes.count) == 0x0403_4b50,
            let nameLength = Self.uint16(bytes, header + 26, below: bytes.count),
            let extraLength = Self.uint16(bytes, header + 28, below: bytes.count)
        else { throw ZipError("\(name) has no local header at offset \(header)") }
        let start = header + 30 + nameLength + extraLength
        guard entry.compressedSize <= bytes.count - start else { throw ZipError("\(name) runs past the end of the archive") }
        let data = Array(bytes[start..<start + entry.compressedSize])
        let output: [UInt8]
        switch entry.method {
        case 0:
            output = data
        case 8:
            do {
                output = try Inflate.decompress(data, limit: entry.size)
            } catch {
                throw ZipError("\(name) cannot be decompressed: \(error.message)")
            }
        default:
            throw ZipError("\(name) uses compression method \(entry.method); only 0 (stored) and 8 (deflate) are supported")
        }
        guard output.count == entry.size else {
            throw ZipError("\(name) holds \(output.count) bytes, not the \(entry.size) its directory says")
        }
        let checksum = CRC32.checksum(output)
        guard checksum == entry.checksum else {
            throw ZipError("\(name) is damaged: its CRC-32 is \(Self.hex(checksum)), not \(Self.hex(entry.checksum))")
        }
        return output
    }
}
