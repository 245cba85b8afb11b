import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `seedfill` executable, run as a child process: for what only a real process shows
/// (signals, exit statuses, peak memory).
enum SpawnedSeedfill {
    /// The executable next to the test bundle (`.build/debug/seedfill`), if it was built.
    static let executable: String? = {
        let argv0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "").standardizedFileURL
        var candidates: [URL] = []
        // Linux: .build/debug/seedfillPackageTests.xctest; macOS: the bundle is a directory
        // whose binary sits deeper, so walk up until a sibling `seedfill` appears.
        var directory = argv0.deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent("seedfill"))
            directory.deleteLastPathComponent()
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/seedfill"))
        return candidates.map(\.path).first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: path)
        }
    }()

    /// A started child with its standard error collected in a file.
    final class Child {
        let process = Process()
        let errFile: URL

        init(_ arguments: [String]) throws {
            errFile = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-err-\(UUID().uuidString)")
            _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: executable ?? "/nonexistent")
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errFile)
            try process.run()
        }

        /// Waits for the child and returns its exit status (or 128 + signal) and standard error.
        func wait() -> (status: Int32, err: String) {
            process.waitUntilExit()
            let err = (try? String(contentsOf: errFile, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: errFile)
            let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
            return (status, err)
        }
    }

    /// Runs the executable to the end and returns its exit status and peak resident memory in
    /// bytes, read from `wait4`'s resource usage of exactly this child.
    static func peakMemory(_ arguments: [String]) -> (status: Int32, peakBytes: Int)? {
        guard let executable else { return nil }
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            if errno != EINTR { return nil }
        }
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
        return ((status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), peak)
    }
}
