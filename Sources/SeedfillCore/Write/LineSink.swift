/// Lines of bytes (records of JSON Lines) gathered in one large buffer and written to a
/// ``ByteFile`` a megabyte at a time: each line costs one copy, not a write call.
final class LineSink {
    private let file: ByteFile
    private var buffer: ByteBuffer
    /// Written out once the buffer holds this many bytes.
    private let flushSize: Int

    /// A sink writing to `file`.
    init(_ file: ByteFile, flushSize: Int = 1 << 20) {
        self.file = file
        self.flushSize = flushSize
        buffer = ByteBuffer(capacity: flushSize + (64 << 10))
    }

    /// Appends `bytes` and a line break.
    func appendLine(_ bytes: UnsafeBufferPointer<UInt8>) throws(ByteFile.WriteError) {
        let count = bytes.count
        let line = buffer.reserve(count + 1)
        if let source = bytes.baseAddress { line.initialize(from: source, count: count) }
        line[count] = 0x0A
        buffer.commit(count + 1)
        if buffer.count >= flushSize { try flush() }
    }

    /// Writes out what is buffered, then flushes and closes the file.
    func close() throws(ByteFile.WriteError) {
        try flush()
        try file.close()
    }

    private func flush() throws(ByteFile.WriteError) {
        let result = buffer.withBytes { bytes in Result { () throws(ByteFile.WriteError) in try file.write(bytes) } }
        buffer.removeAll()
        try result.get()
    }
}
