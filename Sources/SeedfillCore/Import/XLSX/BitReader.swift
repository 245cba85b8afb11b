/// Reads the bits of DEFLATE data: least significant bit of each byte first, with a clear error
/// at the end of the input.
struct BitReader {
    /// The compressed bytes.
    private let bytes: [UInt8]
    /// The next byte to load into `buffer`.
    private(set) var position: Int
    /// Bits loaded and not yet read, the next one in the lowest place.
    private var buffer: UInt64 = 0
    /// How many bits of `buffer` are loaded.
    private var available = 0

    /// A reader over `bytes`, from the start.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.position = 0
    }

    /// The next `count` bits (at most 32) as a number, the first bit read lowest.
    mutating func read(_ count: Int) throws(InflateError) -> Int {
        while available < count {
            guard position < bytes.count else { throw InflateError("the data ends in the middle of a block") }
            buffer |= UInt64(bytes[position]) << UInt64(available)
            position += 1
            available += 8
        }
        let value = Int(buffer & ((1 << UInt64(count)) - 1))
        buffer >>= UInt64(count)
        available -= count
        return value
    }

    /// Drops the bits left in the current byte, as a stored block requires.
    mutating func alignToByte() {
        let drop = available % 8
        buffer >>= UInt64(drop)
        available -= drop
    }

    /// The next `count` whole bytes, after ``alignToByte()``.
    mutating func readBytes(_ count: Int) throws(InflateError) -> ArraySlice<UInt8> {
        // Whole bytes still in the buffer go back to the input first.
        position -= available / 8
        buffer = 0
        available = 0
        guard count <= bytes.count - position else { throw InflateError("a stored block runs past the end of the data") }
        defer { position += count }
        return bytes[position..<position + count]
    }
}
