import Foundation

/// The intent of a commit, written to `OUT/.seedfill-journal` before the first move: which
/// staged entries go into place, which earlier entries go away, and the folders involved.
///
/// While the journal exists the commit has not happened: a run that dies then is rolled back by
/// the next one (``OutputStaging/recover(in:crash:)``). Removing the journal is the commit's one
/// atomic instant; after it, whatever was set aside is superseded output. The journal is JSON,
/// so names with any character survive, and it appears by `rename`, so it is whole or absent.
struct CommitJournal: Equatable {
    /// The journal's name inside the output directory.
    static let name = ".seedfill-journal"

    /// The staging folder's name (`.seedfill-staging-PID`).
    var staging: String
    /// The folder earlier entries are set aside in (`.seedfill-aside-PID`).
    var aside: String
    /// Staged entries moved into place, in order (the manifest last).
    var install: [String]
    /// Earlier entries removed without a replacement (a seed's output in its old format).
    var remove: [String]

    /// Writes the journal into `directory` atomically.
    func write(in directory: String) throws(ByteFile.WriteError) {
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        let fields: [(String, Value)] = [
            ("staging", .string(staging)), ("aside", .string(aside)),
            ("install", .array(install.map(Value.string))), ("remove", .array(remove.map(Value.string))),
        ]
        for (index, (key, value)) in fields.enumerated() {
            writer.key(key, first: index == 0)
            writer.value(value)
        }
        writer.endObject(empty: false)
        writer.buffer.append(0x0A)
        let path = FilePath.join(directory, CommitJournal.name)
        let temporary = path + ".tmp"
        let file = try ByteFile(creating: temporary)
        try file.write(writer.buffer)
        try file.close()
        if rename(temporary, path) != 0 { throw ByteFile.WriteError(path: path, reason: ByteFile.lastError()) }
    }

    /// Removes the journal of `directory`: the commit point, or the end of a rollback.
    static func remove(in directory: String) throws(ByteFile.WriteError) {
        let path = FilePath.join(directory, name)
        if unlink(path) != 0 { throw ByteFile.WriteError(path: path, reason: ByteFile.lastError()) }
    }

    /// Reads the journal of `directory`; `nil` when there is none, an error when it is unreadable.
    static func read(in directory: String) throws(ByteFile.WriteError) -> CommitJournal? {
        let path = FilePath.join(directory, name)
        // Not `fileExists`, which follows a link: a link in the journal's place is unreadable,
        // and stops the run, rather than a missing journal, which would let the run remove the
        // set-aside earlier output as a leftover.
        guard OutputStaging.exists(path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path),
            let node = JSONReader.parse([UInt8](data), file: path).node,
            let staging = node["staging"]?.stringValue, let aside = node["aside"]?.stringValue,
            let install = node["install"]?.elements?.compactMap(\.stringValue),
            let remove = node["remove"]?.elements?.compactMap(\.stringValue),
            ([staging, aside] + install + remove).allSatisfy(isPlainName)
        else {
            throw ByteFile.WriteError(
                path: path, reason: "the journal of an interrupted run is unreadable, so its earlier output cannot be restored")
        }
        return CommitJournal(staging: staging, aside: aside, install: install, remove: remove)
    }

    /// A name directly inside the output directory: never a path that could lead out of it.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/")
    }
}
