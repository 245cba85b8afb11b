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
        /// The system's error number (`errno`), 0 when the failure is not the system's.
        var code: Int32 = 0

        /// The reader of a pipe went away (`EPIPE`): an ordinary end for standard output.
        var isBrokenPipe: Bool { code == EPIPE }
    }

    /// Creates (or truncates) the file at `path`.
    init(creating path: String, fault: WriteFault? = nil) throws(WriteError) {
        self.path = path
        self.fault = fault
        guard let handle = fopen(path, "wb") else { throw ByteFile.failure(path) }
        self.handle = handle
    }

    /// Writes to a duplicate of the process's standard output.
    init(standardOutput: Void) throws(WriteError) {
        path = "standard output"
        fault = nil
        // Opened read-only, standard output is as unusable as a closed one (the executable
        // puts such a placeholder on a closed descriptor, see `StandardStreams`).
        guard fcntl(1, F_GETFL) & O_ACCMODE != O_RDONLY else {
            throw WriteError(path: path, reason: String(cString: strerror(EBADF)), code: EBADF)
        }
        let descriptor = dup(1)
        guard descriptor >= 0 else { throw ByteFile.failure(path) }
        guard let handle = fdopen(descriptor, "wb") else {
            let error = ByteFile.failure(path)
            #if canImport(Glibc)
                Glibc.close(descriptor)
            #else
                Darwin.close(descriptor)
            #endif
            throw error
        }
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
        if let fault, !fault.allows(bytes.count) { throw WriteError(path: path, reason: String(cString: strerror(ENOSPC)), code: ENOSPC) }
        let written = fwrite(start, 1, bytes.count, handle)
        if written != bytes.count { throw ByteFile.failure(path) }
    }

    /// Flushes and closes; the file is complete only when this succeeds.
    func close() throws(WriteError) {
        guard let handle else { return }
        self.handle = nil
        let flushed = fflush(handle) == 0
        let flushError = flushed ? nil : ByteFile.failure(path)
        let closed = fclose(handle) == 0
        if let flushError { throw flushError }
        if !closed { throw ByteFile.failure(path) }
    }

    deinit {
        if let handle { fclose(handle) }
    }

    /// The error of the system call that just failed on `path`.
    static func failure(_ path: String) -> WriteError {
        let code = errno
        return WriteError(path: path, reason: String(cString: strerror(code)), code: code)
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
