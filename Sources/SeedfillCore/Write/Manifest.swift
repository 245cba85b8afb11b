import Foundation

/// `Output/manifest.json`: what produced the output, so any fixture can be reproduced —
/// seedfill version, and per seed file its model, count, format, run seed, files, today and the
/// SHA-256 of the model and seed files.
///
/// Everything that makes a seed's output is in its own entry: a run that fills only some seeds
/// keeps the other entries as they were, so they are never relabelled with this run's seed. It
/// also lists exactly what seedfill wrote, which is what a later run may replace.
struct Manifest {
    let runSeed: UInt64
    private var entries: [(name: String, value: Value)] = []

    init(runSeed: UInt64) {
        self.runSeed = runSeed
    }

    /// Records one seed file's output.
    mutating func add(
        seed: SeedFile, model: Model, count: Int, format: OutputFormat, files: [String], today: LocalDate, todaySource: String,
        shard: Shard?, records: ClosedRange<Int>?, cover: Value? = nil, drafts: Value? = nil, invalid: Value? = nil, report: String? = nil
    ) {
        var object = ObjectValue(
            keys: ["model", "count", "format", "runSeed", "today", "todaySource", "modelFile", "modelSha256", "seedFile", "seedSha256"],
            values: [
                .string(model.name), .number(Number(Int64(count))), .string(format.rawValue),
                .number(Number(Int64(bitPattern: runSeed))), .date(today), .string(todaySource),
                .string(model.file), .string(model.sourceDigest), .string(seed.file), .string(seed.sourceDigest),
            ])
        if let shard {
            object.keys += ["shard", "records"]
            object.values += [
                .string("\(shard.index)/\(shard.count)"),
                .array(records.map { [.number(Number(Int64($0.lowerBound))), .number(Number(Int64($0.upperBound)))] } ?? []),
            ]
        }
        if let cover {
            object.keys.append("cover")
            object.values.append(cover)
        }
        if let drafts {
            object.keys.append("drafts")
            object.values.append(drafts)
        }
        if let invalid {
            object.keys.append("invalid")
            object.values.append(invalid)
        }
        if let report {
            object.keys.append("report")
            object.values.append(.string(report))
        }
        object.keys.append("files")
        object.values.append(.array(files.map(Value.string)))
        entries.append((seed.name, .object(object)))
    }

    /// Writes the manifest to `path`, with the `carried` entries of seed files this run did not
    /// fill (from the earlier manifest).
    func write(to path: String, carrying carried: [(name: String, value: Value)], fault: WriteFault? = nil) throws(ByteFile.WriteError) {
        var all = entries
        for entry in carried where !all.contains(where: { $0.name == entry.name }) { all.append(entry) }
        all.sort { $0.name < $1.name }
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.key("seedfill", first: true)
        writer.string(SeedfillVersion.current)
        writer.key("seeds", first: false)
        writer.value(.object(ObjectValue(keys: all.map(\.name), values: all.map(\.value))))
        writer.endObject(empty: false)
        writer.buffer.append(0x0A)
        let file = try ByteFile(creating: path, fault: fault)
        try file.write(writer.buffer)
        try file.close()
    }
}
