import Foundation

/// An advisory lock on the output directory (`flock` on `OUT/.seedfill.lock`), held for a whole
/// run, so two runs never write into one directory at once.
///
/// A second run does not wait: it stops at once with a message naming the lock file, because a
/// run can take hours and a silent wait looks like a hang. While the lock is held no other run
/// is live in the directory, so every staging folder found there is a dead run's and may go.
/// The lock file is removed when the run ends (by its holder, still locked); a run killed with
/// SIGKILL leaves it behind, and the kernel has released its lock, so the next run simply takes it.
final class OutputLock {
    /// The lock file's name inside the output directory.
    static let name = ".seedfill.lock"

    /// Why the lock could not be taken.
    enum Failure: Error {
        /// Another run holds it.
        case busy(path: String)
        /// The file cannot be opened or locked (permissions, a directory in its place).
        case failed(path: String, reason: String)
    }

    let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Takes the lock of `directory` without waiting.
    static func acquire(in directory: String) throws(Failure) -> OutputLock {
        let path = FilePath.join(directory, name)
        // A holder removes the file when it ends; if that happens between our open and our flock,
        // we hold a lock on a file nobody else opens. Taking it again on the file now at the path
        // closes that gap.
        for _ in 0..<100 {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else { throw .failed(path: path, reason: ByteFile.lastError()) }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                close(descriptor)
                if code == EWOULDBLOCK || code == EAGAIN { throw .busy(path: path) }
                throw .failed(path: path, reason: String(cString: strerror(code)))
            }
            var held = stat()
            var current = stat()
            if fstat(descriptor, &held) == 0, lstat(path, &current) == 0, held.st_dev == current.st_dev, held.st_ino == current.st_ino {
                return OutputLock(path: path, descriptor: descriptor)
            }
            close(descriptor)
        }
        throw .failed(path: path, reason: "the lock file keeps being replaced")
    }

    /// Removes the lock file and releases the lock (in that order, so nobody locks a file that
    /// is about to go).
    func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
