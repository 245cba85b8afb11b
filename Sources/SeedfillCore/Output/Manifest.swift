import Foundation

/// `Output/manifest.json`: what produced the output, so any fixture can be reproduced —
/// seedfill version, run seed, and per seed file its model, count, format, files, today and the
/// SHA-256 of the model and seed files.
struct Manifest {
    let runSeed: UInt64
    private var entries: [(name: String, value: Value)] = []

    init(runSeed: UInt64) {
        self.runSeed = runSeed
    }

    /// Records one seed file's output.
    mutating func add(
        seed: SeedFile, model: Model, count: Int, format: OutputFormat, files: [String], today: LocalDate, todaySource: String,
        shard: Shard?, records: ClosedRange<Int>?
    ) {
        var object = ObjectValue(
            keys: ["model", "count", "format", "today", "todaySource", "modelFile", "modelSha256", "seedFile", "seedSha256"],
            values: [
                .string(model.name), .number(Number(Int64(count))), .string(format.rawValue), .date(today), .string(todaySource),
                .string(model.file), .string(model.sourceDigest), .string(seed.file), .string(seed.sourceDigest),
            ])
        if let shard {
            object.keys += ["shard", "records"]
            object.values += [
                .string("\(shard.index)/\(shard.count)"),
                .array(records.map { [.number(Number(Int64($0.lowerBound))), .number(Number(Int64($0.upperBound)))] } ?? []),
            ]
        }
        object.keys.append("files")
        object.values.append(.array(files.map(Value.string)))
        entries.append((seed.name, .object(object)))
    }

    /// Writes the manifest to `path`, keeping the entries of seed files this run did not fill
    /// from the `previous` manifest, if it is readable.
    func write(to path: String, previous: String, fault: WriteFault? = nil) throws(ByteFile.WriteError) {
        var all = entries
        if let data = FileManager.default.contents(atPath: previous),
            let node = JSONReader.parse([UInt8](data), file: previous).node,
            let seeds = node["seeds"]?.members
        {
            for member in seeds where !all.contains(where: { $0.name == member.key }) {
                if let value = Value.fromJSON(member.value) { all.append((member.key, value)) }
            }
        }
        all.sort { $0.name < $1.name }
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.key("seedfill", first: true)
        writer.string(SeedfillVersion.current)
        writer.key("runSeed", first: false)
        writer.value(.number(Number(Int64(bitPattern: runSeed))))
        writer.key("seeds", first: false)
        writer.value(.object(ObjectValue(keys: all.map(\.name), values: all.map(\.value))))
        writer.endObject(empty: false)
        writer.buffer.append(0x0A)
        let file = try ByteFile(creating: path, fault: fault)
        try file.write(writer.buffer)
        try file.close()
    }
}
