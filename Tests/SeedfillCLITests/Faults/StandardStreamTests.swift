import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Issue 14, item 6: a failed write to standard output or standard error ends the run with a
// status (3, or 0 when the reader of a pipe left), never with a trap in `FileHandle.write`.
// Only a real process has descriptors to close, so these tests spawn the built executable.
@Suite(.serialized) struct StandardStreamTests {
    static let seeds = repositoryRoot.appendingPathComponent("Seeds").path

    @Test func aClosedStandardOutputIsAnErrorSaidOnStandardError() throws {
        try #require(SpawnedSeedfill.executable != nil, "the seedfill executable was not built")
        let check = try Spawn.run(["check", "--seeds", Self.seeds], out: .closed)
        #expect(check.status == 3)
        #expect(check.err == "error: cannot write to standard output: Bad file descriptor\n1 error\n")
        let generate = try Spawn.run(["generate", "--seeds", Self.seeds, "--stdout", "--count", "2"], out: .closed)
        #expect(generate.status == 3)
        #expect(generate.err == "error: cannot write to standard output: Bad file descriptor\n1 error\n")
    }

    @Test func aFullDeviceOnStandardOutputIsAnError() throws {
        try #require(SpawnedSeedfill.executable != nil, "the seedfill executable was not built")
        try #require(FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system")
        for arguments in [["check", "--seeds", Self.seeds], ["generate", "--seeds", Self.seeds, "--stdout", "--count", "2"]] {
            let result = try Spawn.run(arguments, out: .file("/dev/full"))
            #expect(result.status == 3, "\(arguments)")
            #expect(result.err == "error: cannot write to standard output: No space left on device\n1 error\n", "\(arguments)")
        }
    }

    @Test func aFailedStandardErrorEndsWithStatus3() throws {
        try #require(SpawnedSeedfill.executable != nil, "the seedfill executable was not built")
        // The missing directory makes `check` print its error on standard error (status 1 when
        // that works); with standard error gone the status says the report was lost.
        let missing = ["check", "--seeds", "/nonexistent-seedfill-project"]
        #expect(try Spawn.run(missing, out: .file("/dev/null"), err: .file("/dev/null")).status == 1)
        #expect(try Spawn.run(missing, out: .file("/dev/null"), err: .closed).status == 3)
        if FileManager.default.fileExists(atPath: "/dev/full") {
            #expect(try Spawn.run(missing, out: .file("/dev/null"), err: .file("/dev/full")).status == 3)
        }
    }

    @Test(arguments: [0, 100, 200_000])
    func aReaderThatStopsEarlyEndsTheRunQuietly(_ bytesRead: Int) throws {
        try #require(SpawnedSeedfill.executable != nil, "the seedfill executable was not built")
        // `seedfill generate --stdout | head`: the reader takes what it wants and closes the pipe,
        // with far more records left to write.
        let result = try Spawn.run(
            ["generate", "--seeds", Self.seeds, "--stdout", "--count", "200000", "--jobs", "1"], out: .pipe(read: bytesRead))
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.read >= min(bytesRead, 1))
    }

    @Test func aPipeReadToTheEndGetsEveryRecord() throws {
        try #require(SpawnedSeedfill.executable != nil, "the seedfill executable was not built")
        let result = try Spawn.run(["generate", "--seeds", Self.seeds, "--stdout", "--count", "3", "--quiet"], out: .pipe(read: .max))
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.lines == 12)
    }
}

/// Runs the executable with chosen standard output and standard error.
private enum Spawn {
    enum Target {
        case closed
        case file(String)
        /// A pipe whose reader takes up to `read` bytes, then closes its end.
        case pipe(read: Int)
    }

    struct Result {
        var status: Int32
        var err: String
        /// Bytes the pipe's reader took, and line breaks among them.
        var read = 0
        var lines = 0
    }

    static func run(_ arguments: [String], out: Target, err: Target = .file("")) throws -> Result {
        let executable = SpawnedSeedfill.executable!
        let errFile = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-err-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: errFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        switch out {
        case .closed: posix_spawn_file_actions_addclose(&actions, 1)
        case .file(let path): posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
        case .pipe:
            try #require(pipe(&pipeEnds) == 0)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        }
        switch err {
        case .closed: posix_spawn_file_actions_addclose(&actions, 2)
        case .file(let path) where path.isEmpty: posix_spawn_file_actions_addopen(&actions, 2, errFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .file(let path): posix_spawn_file_actions_addopen(&actions, 2, path, O_WRONLY, 0)
        case .pipe: Issue.record("standard error is not read through a pipe here")
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0)
        var result = Result(status: -1, err: "")
        if case .pipe(let limit) = out {
            close(pipeEnds[1])
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while result.read < limit {
                let count = read(pipeEnds[0], &buffer, min(buffer.count, limit - result.read))
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                result.read += count
                result.lines += buffer[..<count].filter { $0 == 0x0A }.count
            }
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        result.status = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        result.err = (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? ""
        return result
    }
}
