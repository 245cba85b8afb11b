import Foundation

/// Streams one seed's questionnaires into the staging directory in the chosen format, so no
/// run is ever held in memory whole.
final class FixtureSink {
    let format: OutputFormat
    let seedName: String
    let count: Int
    let staging: OutputStaging
    private var file: ByteFile?
    private var files: [String] = []
    private var written = 0
    private let width: Int

    init(format: OutputFormat, seedName: String, count: Int, staging: OutputStaging) {
        self.format = format
        self.seedName = seedName
        self.count = count
        self.staging = staging
        self.width = max(4, String(count).count)
    }

    /// Creates the seed's directory or file; `header` starts a csv file.
    func open(header: [UInt8]) throws(ByteFile.WriteError) {
        let entry = FixtureSink.entryName(seed: seedName, format: format)
        guard format != .files else {
            do {
                try FileManager.default.createDirectory(atPath: staging.path(entry), withIntermediateDirectories: true)
            } catch {
                throw ByteFile.WriteError(path: staging.path(entry), reason: error.localizedDescription)
            }
            return
        }
        file = try ByteFile(creating: staging.path(entry), fault: staging.fault)
        files = [entry]
        switch format {
        case .json: try file?.write("[")
        case .csv: try file?.write(header)
        case .files, .jsonl: break
        }
    }

    /// The indentation depth records are written at (inside the array of the `json` format).
    var recordDepth: Int { format == .json ? 1 : 0 }

    /// Appends one questionnaire (`record` from 1).
    func append(_ bytes: UnsafeBufferPointer<UInt8>, record: Int) throws(ByteFile.WriteError) {
        switch format {
        case .files:
            let name = "\(seedName)-\(String(repeating: "0", count: max(0, width - String(record).count)))\(record).json"
            let relative = seedName + "/" + name
            let out = try ByteFile(creating: staging.path(relative), fault: staging.fault)
            try out.write(bytes)
            try out.write("\n")
            try out.close()
            files.append(relative)
        case .json:
            try file?.write(written == 0 ? "\n  " : ",\n  ")
            try file?.write(bytes)
        case .jsonl:
            try file?.write(bytes)
            try file?.write("\n")
        case .csv:
            try file?.write(bytes)
        }
        written += 1
    }

    /// Finishes the output; returns the files written, relative to the output directory.
    func close() throws(ByteFile.WriteError) -> [String] {
        if format == .json {
            try file?.write(written > 0 ? "\n]\n" : "]\n")
        }
        try file?.close()
        file = nil
        return files
    }

    /// The name of a seed's output directly inside the output directory (`policy`, `policy.jsonl`).
    static func entryName(seed: String, format: OutputFormat) -> String {
        format == .files ? seed : seed + "." + format.rawValue
    }

    /// Where the output is, as shown to the user.
    func displayOutput(in output: String) -> String {
        FilePath.join(output, FixtureSink.entryName(seed: seedName, format: format)) + (format == .files ? "/" : "")
    }
}
