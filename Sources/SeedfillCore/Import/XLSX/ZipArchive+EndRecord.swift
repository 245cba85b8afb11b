/// Finding the end-of-central-directory record, and reading little-endian numbers safely.
extension ZipArchive {
    /// Where the central directory is, from the end-of-central-directory record.
    struct EndRecord {
        /// How many entries the directory lists.
        let entryCount: Int
        /// Where the directory starts.
        let directoryOffset: Int
        /// Where it ends (the offset of the end record).
        let directoryEnd: Int
    }

    /// The end record: the last signature `PK\5\6` within the final 64 KiB + 22 bytes.
    static func endRecord(_ bytes: [UInt8]) throws(ZipError) -> EndRecord {
        guard bytes.count >= 22 else { throw ZipError("the file is too short to be a zip archive (\(bytes.count) bytes)") }
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        var offset = bytes.count - 22
        while offset >= lowest,
            !(bytes[offset] == 0x50 && bytes[offset + 1] == 0x4B && bytes[offset + 2] == 5 && bytes[offset + 3] == 6)
        {
            offset -= 1
        }
        guard offset >= lowest else {
            throw ZipError("the file is not a zip archive (no end-of-central-directory record)")
        }
        let number = { (at: Int) in uint16(bytes, offset + at, below: bytes.count) ?? 0 }
        let entryCount = number(10)
        let directorySize = Int(uint32(bytes, offset + 12, below: bytes.count) ?? 0)
        let directoryOffset = Int(uint32(bytes, offset + 16, below: bytes.count) ?? 0)
        if entryCount == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            throw ZipError("the archive is zip64, which is not supported")
        }
        guard number(4) == 0, number(6) == 0, number(8) == entryCount else {
            throw ZipError("the archive spans several disks, which is not supported")
        }
        guard directoryOffset + directorySize <= offset else {
            throw ZipError("the central directory (offset \(directoryOffset), \(directorySize) bytes) runs past its end record")
        }
        return EndRecord(entryCount: entryCount, directoryOffset: directoryOffset, directoryEnd: directoryOffset + directorySize)
    }

    /// The 2-byte little-endian number at `offset`, or `nil` if it does not end before `limit`.
    static func uint16(_ bytes: [UInt8], _ offset: Int, below limit: Int) -> Int? {
        guard offset >= 0, offset + 2 <= limit, limit <= bytes.count else { return nil }
        return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    /// The 4-byte little-endian number at `offset`, or `nil` if it does not end before `limit`.
    static func uint32(_ bytes: [UInt8], _ offset: Int, below limit: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= limit, limit <= bytes.count else { return nil }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }

    /// `value` as eight hexadecimal digits, for messages.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
