#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written as bytes through the C library's buffered stream; every failure is reported
/// (a full disk surfaces as an error, not as a short file).
final class ByteFile {
    private var handle: UnsafeMutablePointer<FILE>?
    /// The path, for messages.
    let path: String
    /// A fault injected by tests (a disk that fills up); `nil` in every real run.
    private let fault: WriteFault?

    /// An error writing a file, with the system's reason.
    struct WriteError: Error {
        var path: String
        var reason: String
    }

    /// Creates (or truncates) the file at `path`.
    init(creating path: String, fault: WriteFault? = nil) throws(WriteError) {
        self.path = path
        self.fault = fault
        guard let handle = fopen(path, "wb") else { throw WriteError(path: path, reason: ByteFile.lastError()) }
        self.handle = handle
    }

    /// Writes to a duplicate of the process's standard output.
    init(standardOutput: Void) throws(WriteError) {
        path = "standard output"
        fault = nil
        guard let handle = fdopen(dup(1), "wb") else { throw WriteError(path: path, reason: ByteFile.lastError()) }
        self.handle = handle
    }

    /// Appends bytes.
    func write(_ bytes: [UInt8]) throws(WriteError) {
        try bytes.withUnsafeBufferPointer { bytes throws(WriteError) in try write(bytes) }
    }

    /// Appends a fixed text (separators and line breaks), without building an array for it.
    func write(_ text: StaticString) throws(WriteError) {
        try write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends bytes that lie in memory the caller owns.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(WriteError) {
        guard let handle, let start = bytes.baseAddress, !bytes.isEmpty else { return }
        if let fault, !fault.allows(bytes.count) { throw WriteError(path: path, reason: String(cString: strerror(ENOSPC))) }
        let written = fwrite(start, 1, bytes.count, handle)
        if written != bytes.count { throw WriteError(path: path, reason: ByteFile.lastError()) }
    }

    /// Flushes and closes; the file is complete only when this succeeds.
    func close() throws(WriteError) {
        guard let handle else { return }
        self.handle = nil
        let flushed = fflush(handle) == 0
        let reason = flushed ? "" : ByteFile.lastError()
        let closed = fclose(handle) == 0
        if !flushed || !closed { throw WriteError(path: path, reason: flushed ? ByteFile.lastError() : reason) }
    }

    deinit {
        if let handle { fclose(handle) }
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
