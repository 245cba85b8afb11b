import Foundation
import SeedfillCLI
import Testing

@testable import SeedfillCore

/// A model (and optional seed and tables) written in a test, compiled in memory into a plan,
/// with helpers to fill, validate and write its records.
struct FillFixture {
    static let today = LocalDate(iso: "2026-01-01")!

    let plan: ModelPlan
    let filler: RecordFiller
    let validator: RecordValidator

    /// Compiles `model` with `seed` (a seed file's text; `nil` for the model's defaults) and
    /// CSV `tables` by name. Returns the diagnostics when the plan cannot be built.
    static func compile(model: String, seed: String? = nil, tables: [String: String] = [:]) -> (
        fixture: FillFixture?, diagnostics: [Diagnostic]
    ) {
        var diagnostics: [Diagnostic] = []
        let (loaded, modelProblems) = ModelLoader.load(bytes: Array(model.utf8), file: "model.json")
        diagnostics += modelProblems
        guard let loaded else { return (nil, diagnostics) }
        var seedFile: SeedFile?
        if let seed {
            let (parsed, seedProblems) = SeedLoader.load(
                bytes: Array(seed.utf8), file: "s.seed.json", name: "s", models: [loaded.name: loaded])
            diagnostics += seedProblems
            guard let parsed else { return (nil, diagnostics) }
            seedFile = parsed
        }
        var loadedTables: [String: Table] = [:]
        for (name, csv) in tables {
            let (table, problems) = Table.load(csv: Array(csv.utf8), name: name, file: "data/\(name).csv")
            diagnostics += problems
            if let table { loadedTables[name] = table }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        let (plan, planProblems) = PlanBuilder.plan(model: loaded, seed: seedFile, tables: loadedTables)
        diagnostics += planProblems
        guard let plan else { return (nil, diagnostics) }
        let filler = RecordFiller(plan: plan, seedKey: RandomStream.seedKey(runSeed: 0, seedName: "s"), today: today)
        return (FillFixture(plan: plan, filler: filler, validator: RecordValidator(plan: plan, today: today, now: filler.now)), diagnostics)
    }

    /// Compiles, failing the test (with every diagnostic) when that does not work.
    static func make(
        model: String, seed: String? = nil, tables: [String: String] = [:],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> FillFixture {
        let (fixture, diagnostics) = compile(model: model, seed: seed, tables: tables)
        return try #require(fixture, "\(diagnostics.map(\.rendered).joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// The error messages of a model that must not compile.
    static func errors(model: String, seed: String? = nil, tables: [String: String] = [:]) -> [String] {
        compile(model: model, seed: seed, tables: tables).diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    /// Record `record` (from 1), filled.
    func fill(_ record: Int) throws -> FilledFrame {
        do {
            return try filler.fill(record: record)
        } catch {
            Issue.record("record \(record): \(error.diagnostic.rendered)")
            throw error
        }
    }

    /// The record as the writer writes it (compact JSON).
    func text(_ frame: FilledFrame) -> String {
        var writer = JSONWriter(pretty: false)
        QuestionnaireWriter(plan: plan).write(frame, into: &writer)
        return String(decoding: writer.buffer, as: UTF8.self)
    }

    /// The record as written, parsed back by Foundation (an independent reader).
    func json(_ frame: FilledFrame) throws -> [String: Any] {
        let text = text(frame)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        return try #require(object as? [String: Any], "not an object: \(text)")
    }

    /// What the validator says about a record.
    func problems(_ frame: FilledFrame, record: Int = 1) -> [RecordValidator.Problem] {
        validator.problems(in: frame, record: record)
    }

    /// Fills records 1...count, checks each is certified valid, and hands each (as written) to `body`.
    func forEachRecord(
        _ count: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ body: (Int, FilledFrame, [String: Any]) throws -> Void
    ) throws {
        for record in 1...count {
            let frame = try fill(record)
            let problems = problems(frame, record: record)
            guard problems.isEmpty else {
                // One failing record says it all; stop rather than flood the report.
                Issue.record("record \(record): \(problems) in \(text(frame))", sourceLocation: sourceLocation)
                return
            }
            try body(record, frame, try json(frame))
        }
    }

    /// The planned field at a dotted full path (`drivers.birthDate`).
    func id(_ path: String) -> FieldID? {
        plan.fields.firstIndex { $0.fullPath.joined(separator: ".") == path && $0.kind == .field }
    }

    /// Slot index of the field at a dotted full path.
    func slot(_ path: String) throws -> Int {
        try #require(id(path).map { plan.fields[$0].slot.index }, "no field \(path)")
    }

    /// Frame 0's fill order as dotted full paths (`let.x` for helpers).
    func order(frame: Int = 0) -> [String] {
        plan.frames[frame].order.map { plan.fields[$0].fullPath.joined(separator: ".") }
    }
}

/// A scratch project directory on disk, for tests that run the command line; removed on deinit.
final class ScratchProject {
    let root: URL
    var seeds: String { root.appendingPathComponent("Seeds").path }
    var output: String { root.appendingPathComponent("Output").path }

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-fill-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent("Seeds").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// Runs `seedfill ARGS --seeds … --out …` in-process; returns status, stdout and stderr.
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let box = OutputBox()
        let console = CommandLineTool.Console(out: { box.append(out: $0) }, err: { box.append(err: $0) })
        let status = CommandLineTool.run(arguments + ["--seeds", seeds, "--out", output], console: console, currentDate: FillFixture.today)
        return (status, box.out, box.err)
    }

    /// The bytes of a file under the output directory.
    func outputFile(_ relative: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent("Output").appendingPathComponent(relative))
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}

/// Collects a command's printed text.
final class OutputBox: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""
    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }
    func append(out text: String) { lock.withLock { outText += text } }
    func append(err text: String) { lock.withLock { errText += text } }
}
