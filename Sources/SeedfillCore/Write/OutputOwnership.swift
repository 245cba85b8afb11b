import Foundation

/// What the manifest in the output directory says seedfill wrote there: the only entries a run
/// may replace or remove without `--force`.
///
/// Output with no manifest, or a `manifest.json` that is not seedfill's, belongs to someone
/// else. A folder counts as seedfill's only while it holds nothing but the files its manifest
/// entry lists, so a user's `Output/policy/notes.txt` keeps `policy/` from being replaced.
struct OutputOwnership {
    /// One seed's entry in the earlier manifest.
    struct Entry {
        /// The seed's name.
        var seed: String
        /// The entry as written, carried into the next manifest when the seed is not refilled.
        var value: Value
        /// Names directly in the output directory that the entry accounts for (`policy`).
        var names: Set<String>
    }

    /// The state of `manifest.json` in the output directory.
    enum ManifestState {
        case absent, seedfill, foreign
    }

    let directory: String
    let manifest: ManifestState
    let entries: [Entry]
    /// Every file the manifest lists, relative to the output directory.
    let files: Set<String>
    /// Every folder that holds a listed file (`policy`, for `policy/policy-0001.json`).
    let folders: Set<String>

    /// Reads the manifest of `directory`.
    init(directory: String) {
        self.directory = directory
        let path = FilePath.join(directory, "manifest.json")
        var entries: [Entry] = []
        var files: Set<String> = []
        var state = ManifestState.absent
        if OutputStaging.exists(path) {
            state = .foreign
            if let data = FileManager.default.contents(atPath: path),
                let node = JSONReader.parse([UInt8](data), file: path).node,
                node["seedfill"]?.stringValue != nil, let seeds = node["seeds"]?.members
            {
                state = .seedfill
                for member in seeds {
                    guard let value = Value.fromJSON(member.value) else { continue }
                    let listed = member.value["files"]?.elements?.compactMap(\.stringValue) ?? []
                    var names = Set(listed.compactMap { $0.split(separator: "/").first.map(String.init) })
                    if let format = member.value["format"]?.stringValue.flatMap(OutputFormat.init(rawValue:)) {
                        names.insert(FixtureSink.entryName(seed: member.key, format: format))
                    }
                    if let report = member.value["report"]?.stringValue, !report.contains("/") {
                        names.insert(report)
                        files.insert(report)
                    }
                    entries.append(Entry(seed: member.key, value: value, names: names))
                    files.formUnion(listed)
                }
            }
        }
        self.manifest = state
        self.entries = entries
        self.files = files
        var folders: Set<String> = []
        for file in files {
            var parts = file.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        self.folders = folders
    }

    /// Earlier entries of `seeds` that this run does not write again (a seed's output in its
    /// old format), among those present.
    func removals(seeds: Set<String>, installing: Set<String>) -> [String] {
        let names = entries.filter { seeds.contains($0.seed) }.flatMap(\.names)
        return Set(names).subtracting(installing).filter { OutputStaging.exists(FilePath.join(directory, $0)) }.sorted()
    }

    /// The earlier entries kept in the new manifest: seeds this run does not fill, whose output
    /// is still there and is not replaced or removed by this run.
    func carried(skipping seeds: Set<String>, touched: Set<String>) -> [(name: String, value: Value)] {
        entries.filter { entry in
            !seeds.contains(entry.seed) && entry.names.isDisjoint(with: touched)
                && entry.names.contains { OutputStaging.exists(FilePath.join(directory, $0)) }
        }.map { ($0.seed, $0.value) }
    }
}
