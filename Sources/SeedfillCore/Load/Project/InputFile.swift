#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading one input file of a project (a model, a seed file, a table) whole, after making
/// sure it is a regular file: a directory, a named pipe or a device where a file should be is
/// named as what it is, and a named pipe is never opened (opening one waits for a writer).
enum InputFile {
    /// Why a file was not read.
    enum Failure: Error, Equatable {
        /// It is something else than a regular file: `"a directory"`, `"a named pipe (FIFO)"`, ….
        case notAFile(String)
        /// It is larger than the limit (size in bytes).
        case tooLarge(Int)
        /// The system refused (`errno`); `danglingLink` when it is a symbolic link to nothing.
        case unreadable(Int32, danglingLink: Bool)
    }

    /// The bytes of the regular file at `path`, if it holds at most `limit` bytes. The type is
    /// checked with `stat` before opening, and again on the opened descriptor (opened without
    /// waiting), so a file swapped for a pipe in between is refused too.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            var link = stat()
            return .failure(.unreadable(code, danglingLink: code == ENOENT && lstat(path, &link) == 0))
        }
        if let kind = kind(of: info) { return .failure(.notAFile(kind)) }
        if Int(info.st_size) > limit { return .failure(.tooLarge(Int(info.st_size))) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(errno, danglingLink: false)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(errno, danglingLink: false)) }
        if let kind = kind(of: info) { return .failure(.notAFile(kind)) }
        if Int(info.st_size) > limit { return .failure(.tooLarge(Int(info.st_size))) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while true {
            // A file that grew since `fstat` is read to its end, within the limit.
            if filled == bytes.count {
                guard bytes.count <= limit else { return .failure(.tooLarge(bytes.count)) }
                bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                readBytes(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(.unreadable(errno, danglingLink: false)) }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }

    /// What a non-regular file is, in words; `nil` for a regular file.
    static func kind(of info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// Whether anything is at `path` (following links), and whether it is a directory.
    static func entry(at path: String) -> (exists: Bool, isDirectory: Bool) {
        var info = stat()
        guard stat(path, &info) == 0 else { return (false, false) }
        return (true, info.st_mode & S_IFMT == S_IFDIR)
    }
}

/// `read(2)`, out of reach of ``InputFile/read(_:limit:)``'s name.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// What an input file of a project is, for messages.
enum InputRole {
    case model, seed, table

    /// `a model`, `a seed file`, `a table`.
    var name: String {
        switch self {
        case .model: return "a model"
        case .seed: return "a seed file"
        case .table: return "a table"
        }
    }

    /// The names read as such: `models/*.json`, `*.seed.json`, `data/*.csv and data/*.json`.
    var pattern: String {
        switch self {
        case .model: return "models/*.json"
        case .seed: return "*.seed.json"
        case .table: return "data/*.csv and data/*.json"
        }
    }
}
