import Foundation
import Testing

/// Python 3 as an independent tool for the XLSX tests: its `zlib` and `zipfile` make the
/// compressed data and archives that seedfill's own inflate and zip reader must read back.
enum PythonTool {
    /// Runs `script` with `arguments` and returns what it wrote to the file whose path it gets
    /// as `sys.argv[1]`; `nil` (the test then skips, with a note) when python3 is missing,
    /// unless `SEEDFILL_REQUIRE_TOOLS=1` says it must be there.
    static func run(_ script: String, _ arguments: [String] = []) throws -> [UInt8]? {
        guard let python else {
            let required = ProcessInfo.processInfo.environment["SEEDFILL_REQUIRE_TOOLS"] == "1"
            #expect(!required, "python3 is required here (SEEDFILL_REQUIRE_TOOLS=1)")
            print("XLSX test vectors skipped: python3 is not installed")
            return nil
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-xlsx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out").path
        let errors = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, output] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: output) else {
            throw Failure(message: message)
        }
        return [UInt8](data)
    }

    /// A script that failed, with what it printed to standard error.
    struct Failure: Error { var message: String }

    /// The path of python3 on `PATH`, if it is installed.
    static let python = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Splits `bytes` into the records a script wrote as 4-byte big-endian lengths and bytes.
    static func records(_ bytes: [UInt8]) -> [[UInt8]] {
        var records: [[UInt8]] = []
        var index = 0
        while index + 4 <= bytes.count {
            let length = bytes[index..<index + 4].reduce(0) { $0 << 8 | Int($1) }
            index += 4
            records.append(Array(bytes[index..<min(index + length, bytes.count)]))
            index += length
        }
        return records
    }

    /// The Python function `put(f, b)` that writes one such record.
    static let put = "def put(f, b):\n    f.write(len(b).to_bytes(4, 'big')); f.write(b)\n"
}
