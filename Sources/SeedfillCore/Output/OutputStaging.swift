import Foundation

/// Makes a run's output appear all at once: everything is written into a hidden staging
/// directory inside the output directory, and only a run that succeeded moves its pieces into
/// place. A failed run removes the staging directory and leaves earlier output as it was.
struct OutputStaging {
    /// The output directory (`Output/`).
    let output: String
    /// The staging directory inside it.
    let staging: String
    /// A simulated full disk (tests only); passed to every file written here.
    let fault: WriteFault?

    static let prefix = ".seedfill-staging-"

    /// Creates the output directory if needed, removes stale staging directories of interrupted
    /// runs, and creates a fresh staging directory.
    init(output: String, fault: WriteFault? = nil) throws(ByteFile.WriteError) {
        self.output = output
        self.fault = fault
        let fm = FileManager.default
        try OutputStaging.makeDirectory(output)
        for entry in (try? fm.contentsOfDirectory(atPath: output)) ?? []
        where entry.hasPrefix(OutputStaging.prefix) || entry.hasPrefix(".seedfill-old-") {
            try? fm.removeItem(atPath: Project.join(output, entry))
        }
        staging = Project.join(output, OutputStaging.prefix + String(ProcessInfo.processInfo.processIdentifier))
        if mkdir(staging, 0o755) != 0 {
            throw ByteFile.WriteError(path: output, reason: "cannot write in it (\(ByteFile.lastError()))")
        }
    }

    /// Creates `path` and any missing parents, with the system's reason on failure (Foundation's
    /// errors on Linux say only "the operation could not be completed").
    static func makeDirectory(_ path: String) throws(ByteFile.WriteError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw ByteFile.WriteError(path: path, reason: "\(Quoted.single(path)) is a file, not a directory")
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try makeDirectory(parent) }
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw ByteFile.WriteError(path: path, reason: "cannot create \(Quoted.single(path)) (\(ByteFile.lastError()))")
        }
    }

    /// Where a staged file (a path inside the staging directory) ends up once committed, for
    /// messages: the user knows the output directory, not the staging one.
    func finalPath(of stagedPath: String) -> String {
        guard stagedPath.hasPrefix(staging + "/") else { return stagedPath }
        return Project.join(output, String(stagedPath.dropFirst(staging.count + 1)))
    }

    /// The staging path of an output entry (`policy`, `policy.jsonl`, `manifest.json`).
    func path(_ entry: String) -> String { Project.join(staging, entry) }

    /// Moves every staged entry into the output directory, replacing what was there.
    func commit() throws(ByteFile.WriteError) {
        let fm = FileManager.default
        // The manifest goes last, so it never describes output that is not in place yet.
        let staged = ((try? fm.contentsOfDirectory(atPath: staging)) ?? []).sorted()
        let entries = staged.filter { $0 != "manifest.json" } + staged.filter { $0 == "manifest.json" }
        for entry in entries {
            let target = Project.join(output, entry)
            let old = Project.join(output, ".seedfill-old-" + entry)
            do {
                if fm.fileExists(atPath: target) { try fm.moveItem(atPath: target, toPath: old) }
                try fm.moveItem(atPath: path(entry), toPath: target)
                if fm.fileExists(atPath: old) { try fm.removeItem(atPath: old) }
            } catch {
                throw ByteFile.WriteError(path: target, reason: error.localizedDescription)
            }
        }
        try? fm.removeItem(atPath: staging)
    }

    /// Removes the staging directory and everything in it.
    func discard() {
        try? FileManager.default.removeItem(atPath: staging)
    }
}
