import Foundation

/// Makes a run's output appear all at once: everything is written into a hidden staging
/// directory inside the output directory, and only a run that succeeded moves its pieces into
/// place. A failed run removes the staging directory and leaves earlier output as it was.
///
/// The output directory is locked for the whole run (``OutputLock``), and opening it first
/// finishes what an earlier run left behind (``recover(in:crash:)``).
struct OutputStaging {
    /// The output directory (`Output/`), as the user named it.
    let output: String
    /// The staging directory inside it.
    let staging: String
    /// The staging directory's name (`.seedfill-staging-PID`).
    let stagingName: String
    /// A simulated full disk (tests only); passed to every file written here.
    let fault: WriteFault?
    /// The lock held until ``commit(removing:)`` or ``discard()``.
    let lock: OutputLock
    /// Test-only: where to die during the commit (see ``CrashPoint``).
    let crash: CrashPoint?

    static let prefix = ".seedfill-staging-"
    /// Where a commit sets aside the entries it replaces, until the commit is done.
    static let asidePrefix = ".seedfill-aside-"
    /// What seedfill 0.1.0 before the journal set aside during a commit (`.seedfill-old-policy`).
    static let legacyPrefix = ".seedfill-old-"

    /// Why the output directory cannot be used.
    enum OpenError: Error {
        /// It cannot be created or written.
        case cannotWrite(ByteFile.WriteError)
        /// Another run holds its lock (the lock file's path).
        case busy(String)
    }

    /// Creates the output directory if needed, locks it, recovers from an interrupted run, and
    /// creates a fresh staging directory.
    init(output: String, fault: WriteFault? = nil, crash: CrashPoint? = CrashPoint.fromEnvironment()) throws(OpenError) {
        self.output = output
        self.fault = fault
        self.crash = crash
        do {
            try OutputStaging.makeDirectory(output)
            lock = try OutputLock.acquire(in: output)
        } catch let error as ByteFile.WriteError {
            throw .cannotWrite(error)
        } catch let error as OutputLock.Failure {
            switch error {
            case .busy(let path): throw .busy(path)
            case .failed(let path, let reason): throw .cannotWrite(ByteFile.WriteError(path: path, reason: reason))
            }
        } catch {
            throw .cannotWrite(ByteFile.WriteError(path: output, reason: "\(error)"))
        }
        stagingName = OutputStaging.prefix + String(ProcessInfo.processInfo.processIdentifier)
        staging = FilePath.join(output, stagingName)
        do {
            try OutputStaging.recover(in: output, crash: crash)
        } catch {
            lock.release()
            throw .cannotWrite(error)
        }
        if mkdir(staging, 0o755) != 0 {
            let reason = ByteFile.lastError()
            lock.release()
            throw .cannotWrite(ByteFile.WriteError(path: output, reason: "cannot write in it (\(reason))"))
        }
    }

    /// Creates `path` and any missing parents, with the system's reason on failure (Foundation's
    /// errors on Linux say only "the operation could not be completed"). The path is resolved
    /// first and created one component at a time from the root, without Foundation's path
    /// methods (which trap on a one-character relative path such as `o`).
    static func makeDirectory(_ path: String) throws(ByteFile.WriteError) {
        var current = ""
        for component in ResolvedPath(path).components {
            current += "/" + component
            var status = stat()
            if stat(current, &status) == 0 {
                if (status.st_mode & S_IFMT) == S_IFDIR { continue }
                let what = (status.st_mode & S_IFMT) == S_IFREG ? "is a file, not a directory" : "is not a directory"
                throw ByteFile.WriteError(path: path, reason: "\(Quoted.single(current)) \(what)")
            }
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw ByteFile.WriteError(path: path, reason: "cannot create \(Quoted.single(current)) (\(ByteFile.lastError()))")
            }
        }
    }

    /// Where a staged file (a path inside the staging directory) ends up once committed, for
    /// messages: the user knows the output directory, not the staging one.
    func finalPath(of stagedPath: String) -> String {
        guard stagedPath.hasPrefix(staging + "/") else { return stagedPath }
        return FilePath.join(output, String(stagedPath.dropFirst(staging.count + 1)))
    }

    /// The staging path of an output entry (`policy`, `policy.jsonl`, `manifest.json`).
    func path(_ entry: String) -> String { FilePath.join(staging, entry) }

    /// Removes the staging directory and everything in it, and releases the lock.
    func discard() {
        try? FileManager.default.removeItem(atPath: staging)
        lock.release()
    }

    /// Whether anything (a dangling link included) is at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
