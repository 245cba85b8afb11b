import Foundation
import SeedfillCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and standard error written with checked `write(2)` calls: a failed write
/// (a closed descriptor, a full disk, a reader that went away) is remembered, never a trap,
/// and decides the exit status at the end (see ``exitStatus(after:)``).
///
/// A reader that closes the pipe early (`seedfill generate --stdout | head`) is an ordinary
/// end, not an error: SIGPIPE is ignored so that the write returns `EPIPE`, and the run ends
/// with the status it had. Every other failure ends with status 3, and says so on standard
/// error when standard error still works.
// @unchecked: `failures` is read and written only while holding `lock`.
package final class StandardStreams: @unchecked Sendable {
    private let lock = NSLock()
    /// The first failed write to each stream (`errno`), by descriptor.
    private var failures: [Int32: Int32] = [:]

    /// Takes over descriptors 0, 1 and 2 for a run of the executable: ignores SIGPIPE and puts a
    /// placeholder on each closed one, so that no file opened later can take its number (a
    /// summary line must never land in an output file). The placeholder is `/dev/null` opened
    /// read-only, so writing to it fails with `EBADF` exactly as the closed descriptor would.
    package init() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    /// A console writing to standard output and standard error.
    package var console: CommandLineTool.Console {
        CommandLineTool.Console(
            out: { self.send($0, to: 1) }, err: { self.send($0, to: 2) }, errIsTerminal: isatty(2) == 1)
    }

    /// Writes all of `text` to `descriptor`, retrying short and interrupted writes. After a
    /// failure nothing more is written to that stream.
    func send(_ text: String, to descriptor: Int32) {
        lock.withLock {
            guard failures[descriptor] == nil else { return }
            if let code = Self.writeAll(Array(text.utf8), to: descriptor) { failures[descriptor] = code }
        }
    }

    /// The `errno` of a failed write, or `nil` when every byte was written.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// The status the process exits with after a command returned `status`: the command's own
    /// when both streams took everything or their reader left (`EPIPE`), else 3, with the
    /// reason on standard error when standard output was the one that failed.
    package func exitStatus(after status: Int32) -> Int32 {
        let (out, err) = lock.withLock { (failures[1], failures[2]) }
        if let out, out != EPIPE {
            let report = [Diagnostic.error("cannot write to standard output: \(String(cString: strerror(out)))")].renderedReport()
            send(report, to: 2)
            return 3
        }
        if let err, err != EPIPE { return 3 }
        return status
    }
}
