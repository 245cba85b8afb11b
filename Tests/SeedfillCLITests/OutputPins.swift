import Foundation
import SeedfillCore

/// The committed SHA-256 pins of seedfill's output (`Pins/output-sha256.txt`) and how an output
/// directory is reduced to them.
///
/// Each pin line is `PROJECT FORMAT RUN ENTRY SHA256`. An entry is a file of the output
/// directory (`policy.jsonl`) or, for the `files` format, a seed's folder (`policy/`), whose
/// digest is that of the lines `sha256sum` prints for its files sorted by path, so a pin can
/// be checked by hand:
///
///     cd OUT && find policy -type f | LC_ALL=C sort | xargs sha256sum | sha256sum
///
/// `manifest.json` is not pinned: it records versions and fingerprints that may change for
/// other reasons.
enum OutputPins {
    /// The pin file.
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pins/output-sha256.txt")

    /// Whether this run rewrites pins instead of checking them (`SEEDFILL_UPDATE_PINS=1`).
    static var updating: Bool { ProcessInfo.processInfo.environment["SEEDFILL_UPDATE_PINS"] == "1" }

    /// The header written above the pins when they are rewritten.
    static let header = """
        # seedfill output pins (issue 15): the SHA-256 of every output entry that seedfill writes for
        # Seeds/, the reference workload copy and the fixture projects, in every format, with
        # --jobs 1, 2 and 8 and with shards. Checked by OutputPinTests.swift, which says how each
        # run is made and how a folder's digest is formed (OutputPins.swift).
        #
        # These hashes must not change: seedfill's output for valid inputs is a pure function of the
        # inputs and the run seed. Changing a pin is a decision, to be stated and explained in the
        # commit that changes it (which output changed, and why that is intended). To rewrite the
        # pins after such a decision: SEEDFILL_UPDATE_PINS=1 swift test --filter OutputPinTests
        #
        # PROJECT FORMAT RUN ENTRY SHA256

        """

    /// Serialises rewrites of the pin file by tests running in parallel.
    private static let lock = NSLock()

    /// The committed pins of `project`, keyed by `FORMAT RUN ENTRY`.
    static func pins(of project: String) -> [String: String] {
        var pins: [String: String] = [:]
        for line in lines() {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 5, fields[0] == project else { continue }
            pins[fields[1...3].joined(separator: " ")] = fields[4]
        }
        return pins
    }

    /// Replaces the pins of `project` in `format` with `digests` (keyed by `FORMAT RUN ENTRY`).
    static func rewrite(project: String, format: String, digests: [String: String]) throws {
        try lock.withLock {
            var kept = lines().filter { !$0.hasPrefix("\(project) \(format) ") }
            kept += digests.map { "\(project) \($0.key) \($0.value)" }
            kept.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((header + kept.map { $0 + "\n" }.joined()).utf8).write(to: url)
        }
    }

    /// The pin lines of the file, without comments and blank lines.
    private static func lines() -> [String] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
    }

    /// The digest of each entry of an output snapshot (relative path → bytes), manifest left out.
    static func digests(_ snapshot: [String: Data]) -> [String: String] {
        var folders: [String: [(path: String, digest: String)]] = [:]
        var entries: [String: String] = [:]
        for (path, bytes) in snapshot where path != "manifest.json" {
            let digest = SHA256.hexDigest(Array(bytes))
            if let slash = path.firstIndex(of: "/") {
                folders[String(path[..<slash]) + "/", default: []].append((path, digest))
            } else {
                entries[path] = digest
            }
        }
        for (folder, files) in folders {
            let sorted = files.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
            // The lines sha256sum prints: digest, two spaces, path.
            let listing = sorted.map { "\($0.digest)  \($0.path)\n" }.joined()
            entries[folder] = SHA256.hexDigest(Array(listing.utf8))
        }
        return entries
    }
}
