import Foundation

/// Entries in the way: what a run would replace or remove although seedfill did not write it.
extension OutputOwnership {
    /// One error per entry of `replacing` (written by this run) or `removing` (an earlier
    /// format's output) that is present and not seedfill's.
    func blockers(replacing: [String], removing: [String]) -> [Diagnostic] {
        replacing.compactMap { blocker($0, verb: "replace") } + removing.compactMap { blocker($0, verb: "remove") }
    }

    private func blocker(_ name: String, verb: String) -> Diagnostic? {
        let path = FilePath.join(directory, name)
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let kind = status.st_mode & S_IFMT
        let shown = kind == S_IFDIR ? path + "/" : path
        let hint = "move it out of '\(directory)' or choose another --out; --force makes the run \(verb) it anyway"
        func error(_ why: String) -> Diagnostic {
            .error("this run would \(verb) '\(shown)', \(why)", hint: hint)
        }
        if name == "manifest.json" {
            return manifest == .seedfill && kind == S_IFREG ? nil : error("which is not a seedfill manifest")
        }
        guard entries.contains(where: { $0.names.contains(name) }) else {
            let listing =
                manifest == .seedfill
                ? "'\(FilePath.join(directory, "manifest.json"))' does not list it"
                : manifest == .absent
                    ? "there is no manifest.json in '\(directory)'" : "'\(FilePath.join(directory, "manifest.json"))' is not seedfill's"
            return error("which seedfill did not write (\(listing))")
        }
        switch kind {
        case S_IFREG:
            return nil
        case S_IFDIR:
            return foreignFile(in: name).map { error("which holds '\(FilePath.join(directory, $0))', not written by seedfill") }
        default:
            return error("which seedfill did not write (seedfill writes only files and folders)")
        }
    }

    /// The first thing under folder `name` that the manifest does not list, in sorted order.
    private func foreignFile(in name: String) -> String? {
        let root = FilePath.join(directory, name)
        let found = ((FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []).sorted()
        for relative in found {
            let entry = name + "/" + relative
            var status = stat()
            guard lstat(FilePath.join(directory, entry), &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFREG where files.contains(entry): continue
            case S_IFDIR where folders.contains(entry): continue
            default: return entry
            }
        }
        return nil
    }
}
