import Foundation

/// The commit: staged entries into place, with a journal so that a run killed at any instant
/// is either undone by the next run or already complete.
///
/// Steps, each one `rename` or `unlink` (atomic):
/// 1. write the journal (``CommitJournal``);
/// 2. create the aside folder; set aside every earlier entry that goes away;
/// 3. per staged entry (the manifest last): set aside the earlier one, move the new one in;
/// 4. remove the journal: the commit point;
/// 5. remove the aside and staging folders.
/// Killed before step 4, the next run rolls back (``recover(in:crash:)``) and the earlier output
/// is back, manifest included; killed after it, the new output is complete and only leftovers go.
extension OutputStaging {
    /// Moves every staged entry into the output directory, replacing what was there, and
    /// removes the earlier entries named in `removing`; then releases the lock.
    func commit(removing: [String]) throws(ByteFile.WriteError) {
        defer { lock.release() }
        let staged = ((try? FileManager.default.contentsOfDirectory(atPath: staging)) ?? []).sorted()
        let install = staged.filter { $0 != "manifest.json" } + staged.filter { $0 == "manifest.json" }
        let aside = OutputStaging.asidePrefix + String(ProcessInfo.processInfo.processIdentifier)
        let journal = CommitJournal(
            staging: stagingName, aside: aside, install: install,
            remove: removing.filter { !install.contains($0) })
        let asidePath = FilePath.join(output, aside)
        crash.before(.commit)
        try journal.write(in: output)
        do throws(ByteFile.WriteError) {
            crash.before(.commit)
            if mkdir(asidePath, 0o755) != 0 { throw ByteFile.WriteError(path: asidePath, reason: ByteFile.lastError()) }
            for name in journal.remove where OutputStaging.exists(FilePath.join(output, name)) {
                crash.before(.commit)
                try OutputStaging.move(FilePath.join(output, name), to: FilePath.join(asidePath, name))
            }
            for name in install {
                let target = FilePath.join(output, name)
                if OutputStaging.exists(target) {
                    crash.before(.commit)
                    try OutputStaging.move(target, to: FilePath.join(asidePath, name))
                }
                crash.before(.commit)
                try OutputStaging.move(path(name), to: target)
            }
            crash.before(.commit)
            try CommitJournal.remove(in: output)
        } catch {
            // Undo now, as the next run would; if even that fails, the journal is still there
            // and the next run tries again.
            try? OutputStaging.recover(in: output, crash: nil)
            throw error
        }
        crash.before(.commit)
        try? FileManager.default.removeItem(atPath: asidePath)
        crash.before(.commit)
        try? FileManager.default.removeItem(atPath: staging)
    }

    /// Finishes what an earlier run left in `output` (the caller holds the lock, so that run is
    /// dead): a journal means it died before its commit point, and its moves are undone: new
    /// entries go back into its staging folder, set-aside ones back into place. Then staging
    /// and aside folders, which nobody needs any more, are removed.
    static func recover(in output: String, crash: CrashPoint?) throws(ByteFile.WriteError) {
        if let journal = try CommitJournal.read(in: output) {
            let staging = FilePath.join(output, journal.staging)
            let aside = FilePath.join(output, journal.aside)
            // An entry missing from staging was moved in by the dead run: take it out again.
            for name in journal.install.reversed()
            where !exists(FilePath.join(staging, name)) && exists(FilePath.join(output, name)) {
                crash.before(.recover)
                try move(FilePath.join(output, name), to: FilePath.join(staging, name))
            }
            for name in journal.remove + journal.install
            where exists(FilePath.join(aside, name)) && !exists(FilePath.join(output, name)) {
                crash.before(.recover)
                try move(FilePath.join(aside, name), to: FilePath.join(output, name))
            }
            crash.before(.recover)
            try CommitJournal.remove(in: output)
        }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []).sorted()
        for entry in entries where entry.hasPrefix(prefix) || entry.hasPrefix(asidePrefix) || entry == CommitJournal.name + ".tmp" {
            crash.before(.recover)
            try? FileManager.default.removeItem(atPath: FilePath.join(output, entry))
        }
        // seedfill before the journal set an entry aside as `.seedfill-old-NAME` while moving
        // the new one in: if NAME is missing, that run died in between and the old entry returns.
        for entry in entries where entry.hasPrefix(legacyPrefix) {
            let original = FilePath.join(output, String(entry.dropFirst(legacyPrefix.count)))
            crash.before(.recover)
            if exists(original) {
                try? FileManager.default.removeItem(atPath: FilePath.join(output, entry))
            } else {
                try move(FilePath.join(output, entry), to: original)
            }
        }
    }

    /// `rename`, with the system's reason on failure.
    static func move(_ source: String, to destination: String) throws(ByteFile.WriteError) {
        if rename(source, destination) != 0 {
            throw ByteFile.WriteError(path: destination, reason: "cannot move '\(source)' there (\(ByteFile.lastError()))")
        }
    }
}
