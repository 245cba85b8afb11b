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

        /// Starts `seedfill ARGUMENTS`, with `environment` added to this process's and, if given,
        /// in the working `directory`.
        init(_ arguments: [String], environment: [String: String] = [:], directory: String? = nil) throws {
            errFile = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-err-\(UUID().uuidString)")
            _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: executable ?? "/nonexistent")
            process.arguments = arguments
            if !environment.isEmpty {
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            }
            if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
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
    /// bytes: the child's `VmHWM` (Linux), read until it exits. `wait4`'s `ru_maxrss` cannot be
    /// used: it keeps the high-water mark of the forking test process across `exec`.
    static func peakMemory(_ arguments: [String]) -> (status: Int32, peakBytes: Int)? {
        #if os(Linux)
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
            // VmHWM belongs to the child's own address space, so it starts afresh at exec. The
            // /proc entry stays until the child is waited for; once it is a zombie the lines go.
            var peak = 0
            var status: Int32 = 0
            while true {
                if let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                    let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                    let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
                {
                    peak = max(peak, kilobytes * 1024)
                }
                let done = waitpid(pid, &status, WNOHANG)
                if done == pid { break }
                if done < 0, errno != EINTR { return nil }
                usleep(2_000)
            }
            return ((status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), peak)
        #else
            return nil
        #endif
    }
}
