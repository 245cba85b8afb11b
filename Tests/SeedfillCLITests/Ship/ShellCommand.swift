import Foundation

/// A program run to its end with its output captured: for tests that ask a real shell, `man`,
/// `ldd` or a built binary.
struct ShellCommand {
    /// What the program printed and how it ended.
    struct Result {
        var status: Int32
        var out: String
        var err: String
    }

    /// The full path of `name` on this process's `PATH`, or `nil` when it is not installed.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable ARGUMENTS` in `directory` with `environment` (this process's when `nil`),
    /// standard input empty, and returns its status and output.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Files, not pipes: a pipe that fills up while the child runs would block it.
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        let out = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, out: out, err: err)
    }

    /// Whether the environment says a missing tool must fail the test instead of skipping it
    /// (`.ci/run` sets `SEEDFILL_REQUIRE_TOOLS=1`, having installed them).
    static var toolsRequired: Bool { ProcessInfo.processInfo.environment["SEEDFILL_REQUIRE_TOOLS"] == "1" }
}
