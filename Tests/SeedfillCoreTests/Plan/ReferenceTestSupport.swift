import Foundation
import Testing

@testable import SeedfillCore

/// A scratch project of several models and seeds (paths relative to the project directory),
/// loaded and checked as `seedfill check` does; removed when the value goes away.
final class RefProject {
    let root: URL
    let project: Project?
    let diagnostics: [Diagnostic]
    let plans: [String: ModelPlan]

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-ref-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let (project, loadProblems) = Project.load(directory: root.path)
        self.project = project
        let checked = project?.check()
        diagnostics = loadProblems + (checked?.diagnostics ?? [])
        plans = checked?.plans ?? [:]
    }

    /// Every error's message.
    var errors: [String] { diagnostics.filter { $0.severity == .error }.map(\.message) }

    /// Every error as `file-name:line:column: message | hint`, for exact checks.
    var located: [String] {
        diagnostics.filter { $0.severity == .error }.map { d in
            let place = d.location.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column)" } ?? "-"
            return "\(place): \(d.message) | \(d.hint ?? "")"
        }
    }

    /// Record `record` of seed `name`, filled with the run's parameters and written compactly.
    func record(_ name: String, _ record: Int, run: RunParameters) throws -> String {
        let project = try #require(project)
        let seed = try #require(project.seed(named: name))
        let plan = try #require(plans[name])
        let filler = RecordFiller(plan: plan, seedKey: run.seedKey(of: seed), today: run.today(of: seed).date, run: run)
        let filled = try filler.fill(record: record)
        #expect(RecordValidator(plan: plan, today: filler.today, now: filler.now).problems(in: filled, record: record).isEmpty)
        var json = JSONWriter(pretty: false)
        QuestionnaireWriter(plan: plan).write(filled, into: &json)
        return String(decoding: json.buffer, as: UTF8.self)
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}

/// A tiny model pair used by the reference tests: `person` (with a uuid key when seeded so) and
/// `card`, which refers to a person.
enum RefModels {
    static let person =
        #"{"model": "person", "sections": [{"key": "p", "fields": [{"key": "id", "type": "text"}, {"key": "name", "type": "text", "maxLength": 12}, {"key": "score", "type": "decimal", "scale": 2, "min": 0, "max": 10}]}]}"#
    static func card(_ fields: String) -> String {
        #"{"model": "card", "sections": [{"key": "c", "fields": ["# + fields + "]}]}"
    }
    static let run = RunParameters(runSeed: 0, count: nil, today: nil, currentDate: LocalDate(iso: "2026-01-01")!)
}
