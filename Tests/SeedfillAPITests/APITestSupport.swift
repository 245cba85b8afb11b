import Foundation
import SeedfillCore

/// The example project at the repository's root.
let examplesURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Seeds")

/// A project written into a fresh temporary directory, removed when the value goes away.
final class ScratchDirectory {
    let url: URL

    /// Writes `files` (relative path → text) under a new directory.
    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-api-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// The text of `error` with the scratch directory's path replaced by `DIR`.
func text(of error: SeedfillError, in scratch: ScratchDirectory) -> String {
    error.description.replacingOccurrences(of: scratch.url.path, with: "DIR")
}
