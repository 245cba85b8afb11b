import Foundation
import SeedfillCLI
import SeedfillCore

/// Captures what a command prints.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }

    /// Whether the captured standard error should count as a terminal.
    var terminal = false

    var console: CommandLineTool.Console {
        CommandLineTool.Console(
            out: { text in self.lock.withLock { self.outText += text } },
            err: { text in self.lock.withLock { self.errText += text } },
            errIsTerminal: terminal)
    }
}

/// The result of running the command line in-process.
struct RunResult {
    var status: Int32
    var out: String
    var err: String
}

/// Runs `seedfill ARGS` in-process with a fixed current date.
func seedfill(_ arguments: [String], today: LocalDate = LocalDate(iso: "2026-01-01")!, terminal: Bool = false) -> RunResult {
    let captured = CapturedConsole()
    captured.terminal = terminal
    let status = CommandLineTool.run(arguments, console: captured.console, currentDate: today)
    return RunResult(status: status, out: captured.out, err: captured.err)
}

/// The repository's root directory.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A scratch directory holding a project written by a test; removed on deinit.
final class TemporaryProject {
    let root: URL
    var seeds: String { root.appendingPathComponent("Seeds").path }
    var output: String { root.appendingPathComponent("Output").path }

    init(files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    /// Writes `text` at `path` under `Seeds/`.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent("Seeds").appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Every file under `dir` (relative path → bytes).
    static func snapshot(_ dir: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = URL(fileURLWithPath: dir)
        guard let enumerator = FileManager.default.enumerator(atPath: dir) else { return [:] }
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            let full = base.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = FileManager.default.contents(atPath: full)
            }
        }
        return result
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}

/// Parses a JSON file's bytes with Foundation (an independent reader) into a dictionary.
func jsonObject(_ data: Data) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
}
