import Foundation
import Testing

@testable import SeedfillCore

/// Runs one model + seed file through the whole library pipeline (load → plan → fill → validate
/// → write) and hands the written questionnaires back parsed by Foundation, so that the checks
/// in these tests read the output independently of seedfill's own value types.
struct GeneratedRun {
    /// Each record as written (compact JSON text).
    var texts: [String]
    /// Each record parsed by `JSONSerialization`.
    var records: [[String: Any]]

    /// The value at `section.field` (or `field` at the top level) of every record; missing
    /// (hidden) values are left out.
    func values(_ path: String) -> [Any] {
        records.compactMap { lookUp(path, in: $0) }
    }

    /// The raw JSON text of `key`'s value in every record where it appears (number formatting).
    func rawNumbers(_ key: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "\"\(key)\":(-?[0-9][0-9.eE+-]*)")
        return texts.flatMap { text in
            pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: 1), in: text)!])
            }
        }
    }
}

/// The value at a dotted path of a parsed questionnaire.
func lookUp(_ path: String, in record: [String: Any]) -> Any? {
    var current: Any? = record
    for part in path.split(separator: ".") {
        current = (current as? [String: Any])?[String(part)]
    }
    return current
}

/// A scratch project directory, removed when the value goes away.
final class GeneratorProject {
    let root: URL

    init(model: String, seed: String, tables: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-gen-\(UUID().uuidString)")
        try write("models/m.json", model)
        try write("t.seed.json", seed)
        for (name, text) in tables { try write("data/\(name)", text) }
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The plan of seed `t`, and every diagnostic of the check.
    func plan() -> (plan: ModelPlan?, diagnostics: [Diagnostic]) {
        let (project, loadProblems) = Project.load(directory: root.path)
        guard let project else { return (nil, loadProblems) }
        let (plans, problems) = project.check()
        return (plans["t"], loadProblems + problems)
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}

/// The error messages `check` reports for a model and seed.
func checkErrors(model: String, seed: String, tables: [String: String] = [:]) throws -> [String] {
    let project = try GeneratorProject(model: model, seed: seed, tables: tables)
    return project.plan().diagnostics.filter { $0.severity == .error }.map(\.message)
}

/// Fills records `records` of seed `t` with run seed `runSeed`, validates each one (an invalid
/// record fails the test) and returns them as written.
func generate(
    model: String, seed: String, tables: [String: String] = [:], records: ClosedRange<Int>,
    runSeed: UInt64 = 0, today: String = "2026-01-01",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> GeneratedRun {
    let project = try GeneratorProject(model: model, seed: seed, tables: tables)
    let (plan, diagnostics) = project.plan()
    let errors = diagnostics.filter { $0.severity == .error }
    try #require(errors.isEmpty, "\(errors.map(\.message))", sourceLocation: sourceLocation)
    let compiled = try #require(plan, sourceLocation: sourceLocation)
    let day = try #require(LocalDate(iso: today), sourceLocation: sourceLocation)
    let filler = RecordFiller(plan: compiled, seedKey: RandomStream.seedKey(runSeed: runSeed, seedName: "t"), today: day)
    let validator = RecordValidator(plan: compiled, today: day, now: filler.now)
    let writer = QuestionnaireWriter(plan: compiled)
    var texts: [String] = []
    var all: [UInt8] = [UInt8(ascii: "[")]
    for record in records {
        let filled: FilledFrame
        do {
            filled = try filler.fill(record: record)
        } catch {
            Issue.record("record \(record): \(error.diagnostic.message)", sourceLocation: sourceLocation)
            throw error
        }
        let problems = validator.problems(in: filled, record: record)
        if !problems.isEmpty { Issue.record("record \(record): \(problems)", sourceLocation: sourceLocation) }
        var json = JSONWriter(pretty: false)
        writer.write(filled, into: &json)
        texts.append(String(decoding: json.buffer, as: UTF8.self))
        if all.count > 1 { all.append(UInt8(ascii: ",")) }
        all += json.buffer
    }
    all.append(UInt8(ascii: "]"))
    let parsed = try JSONSerialization.jsonObject(with: Data(all)) as? [[String: Any]]
    let records = try #require(parsed, sourceLocation: sourceLocation)
    return GeneratedRun(texts: texts, records: records)
}

/// `generate` for records 1…count.
func generate(
    model: String, seed: String, tables: [String: String] = [:], count: Int, runSeed: UInt64 = 0,
    today: String = "2026-01-01", sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> GeneratedRun {
    try generate(
        model: model, seed: seed, tables: tables, records: 1...count, runSeed: runSeed, today: today,
        sourceLocation: sourceLocation)
}

/// A one-section model (section `s`) holding the given field declarations.
func sectionModel(_ fields: String) -> String {
    #"{ "model": "m", "sections": [ { "key": "s", "fields": [ "# + fields + #" ] } ] }"#
}

/// A seed file for model `m` mapping `fields` (the inside of the `fields` object).
func seedFile(_ fields: String, extra: String = "") -> String {
    #"{ "model": "m", "today": "2026-01-01", "# + extra + #" "fields": { "# + fields + #" } }"#
}

// MARK: - Independent checks

/// Whether `text` matches `pattern` entirely, by Foundation's regex engine.
func fullMatch(_ text: String, _ pattern: String) -> Bool {
    text.range(of: "^(?:" + pattern + ")$", options: .regularExpression) != nil
}

/// UTC calendar arithmetic for the tests (independent of seedfill's civil calendar).
enum TestCalendar {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static func date(_ iso: String) -> Date? {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, iso.count == 10 else { return nil }
        let date = utc.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
        // Round-trip so that "2026-02-30" is rejected.
        guard let date, format(date) == iso else { return nil }
        return date
    }

    static func format(_ date: Date) -> String {
        let c = utc.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
    }

    static func adding(years: Int = 0, months: Int = 0, days: Int = 0, to date: Date) -> Date {
        utc.date(byAdding: DateComponents(year: years, month: months, day: days), to: date)!
    }

    /// Seconds since 1970 of an ISO 8601 date-time with offset (`2026-01-01T09:00:00+03:00`).
    static func instant(_ iso: String) -> Double? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: iso)?.timeIntervalSince1970
    }

    /// Minutes since midnight of `HH:MM`.
    static func minutes(_ text: String) -> Int? {
        guard text.count == 5, fullMatch(text, "[0-2][0-9]:[0-5][0-9]") else { return nil }
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts[0] < 24 else { return nil }
        return parts[0] * 60 + parts[1]
    }
}

/// The share of `values` equal to `value`.
func share<T: Equatable>(_ value: T, in values: [T]) -> Double {
    values.isEmpty ? 0 : Double(values.filter { $0 == value }.count) / Double(values.count)
}

/// A missing value in a test's input or output.
struct Missing: Error, CustomStringConvertible {
    var description: String
}

/// `value`, or a thrown ``Missing`` naming `what` (for use inside expressions, where the
/// `#require` macro cannot nest).
func need<T>(_ value: T?, _ what: @autoclosure () -> String = "a value") throws -> T {
    guard let value else { throw Missing(description: "missing \(what())") }
    return value
}
