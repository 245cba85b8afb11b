import Foundation

// This file is compiled twice: into the test target (the short seeded run of `swift test`) and,
// by Fuzz/run.sh, into one module with the library sources for libFuzzer. Keep it free of
// Testing and of anything else only one of the two has.
#if !SEEDFILL_FUZZ_BUILD
    @testable import SeedfillCore
#endif

/// The readers of user input that the fuzzers drive, one corpus folder each (`Fuzz/corpus/NAME`).
enum FuzzReader: String, CaseIterable, Sendable {
    case json, model, seed, table, csv, expression, regex, mask
}

/// Feeds one input to one reader and checks what must hold for every input, valid or not:
/// no crash, a result exactly when there is no error, and every diagnostic located in the file.
struct FuzzTargets: Sendable {
    /// Inputs longer than this are cut: the short run stays bounded in time, and libFuzzer's
    /// `-max_len` uses the same figure.
    static let maxInputBytes = 64 << 10

    /// The models seed files are checked against.
    let models: [String: Model]

    /// Loads the models for the seed reader from `directory` (`Fuzz/models`).
    init(modelDirectory: String) {
        var models: [String: Model] = [:]
        for file in ((try? FileManager.default.contentsOfDirectory(atPath: modelDirectory)) ?? []).sorted() where file.hasSuffix(".json") {
            let bytes = [UInt8](FileManager.default.contents(atPath: modelDirectory + "/" + file) ?? Data())
            if let model = ModelLoader.load(bytes: bytes, file: file).model { models[model.name] = model }
        }
        self.models = models
    }

    /// Runs `reader` on `input`; returns a description of the first broken invariant, or `nil`.
    func run(_ reader: FuzzReader, _ input: [UInt8]) -> String? {
        let bytes = input.count > Self.maxInputBytes ? Array(input.prefix(Self.maxInputBytes)) : input
        let file = "fuzz.\(reader == .csv || reader == .table ? "csv" : "json")"
        switch reader {
        case .json:
            let (node, diagnostics) = JSONReader.parse(bytes, file: file)
            return coherent(result: node != nil, diagnostics, file: file)
        case .model:
            let (model, diagnostics) = ModelLoader.load(bytes: bytes, file: file)
            return coherent(result: model != nil, diagnostics, file: file)
        case .seed:
            // The seed loader may return a partial seed alongside its errors; without errors it
            // must return one.
            let (seed, diagnostics) = SeedLoader.load(bytes: bytes, file: file, name: "fuzz", models: models)
            return coherent(result: seed != nil, diagnostics, file: file, partialAllowed: true)
        case .table:
            let (table, diagnostics) = Table.load(csv: bytes, name: "t", file: file)
            if let problem = coherent(result: table != nil, diagnostics, file: file) { return problem }
            if let table, table.rows.contains(where: { $0.count != table.columns.count }) { return "a row has the wrong width" }
            guard let node = JSONReader.parse(bytes, file: "t.json").node else { return nil }
            let (jsonTable, jsonDiagnostics) = Table.load(json: node, name: "t", file: "t.json")
            return coherent(result: jsonTable != nil, jsonDiagnostics, file: "t.json")
        case .csv:
            let (table, diagnostics) = CSVReader.parse(bytes, file: file)
            if let problem = coherent(result: table != nil, diagnostics, file: file) { return problem }
            if let table, table.rows.contains(where: { $0.count != table.header.count }) { return "a row has the wrong width" }
            return nil
        case .expression:
            let text = String(decoding: bytes, as: UTF8.self)
            let count = text.unicodeScalars.count
            if case .failure(let error) = ExpressionParser.parse(text), error.start < 0 || error.start > count || error.message.isEmpty {
                return "expression error out of range: \(error.start) of \(count)"
            }
            if case .failure(let error) = TemplateParser.parse(text), error.start < 0 || error.start > count {
                return "template error out of range: \(error.start) of \(count)"
            }
            return nil
        case .regex:
            return pattern(String(decoding: bytes, as: UTF8.self))
        case .mask:
            // The first line is the mask, an optional second line its `maskLetters`.
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            return mask(String(lines.first ?? ""), letters: lines.count > 1 ? String(lines[1]) : nil)
        }
    }

    /// A result exactly when there is no error, and every diagnostic in `file` at a real position.
    private func coherent(result: Bool, _ diagnostics: [Diagnostic], file: String, partialAllowed: Bool = false) -> String? {
        let hasErrors = diagnostics.contains { $0.severity == .error }
        if !result && !hasErrors || result && hasErrors && !partialAllowed { return "result \(result) with errors \(hasErrors)" }
        for diagnostic in diagnostics {
            guard let location = diagnostic.location, location.file == file, location.line >= 1, location.column >= 1 else {
                return "diagnostic without a position: \(diagnostic.rendered)"
            }
            if diagnostic.message.isEmpty { return "empty message" }
        }
        return nil
    }

    /// A pattern that parses generates values it matches, by drawing and by index.
    private func pattern(_ text: String) -> String? {
        switch RegexPattern.parse(text, maxRepeat: 4) {
        case .success(let pattern):
            var rng = SplitMix64(seed: UInt64(text.utf8.count))
            for _ in 0..<3 {
                let value = pattern.generate(using: &rng)
                if !pattern.matches(value) { return "pattern \(text) generated \(value), which it does not match" }
            }
            if let space = pattern.valueSpace, space > 0, let value = pattern.value(at: rng.below(space)), !pattern.matches(value) {
                return "pattern \(text) enumerated \(value), which it does not match"
            }
            return nil
        case .failure(let error):
            let count = text.unicodeScalars.count
            return error.start < 0 || error.start > count || error.message.isEmpty ? "pattern error out of range" : nil
        }
    }

    /// A mask that parses generates values it matches, by drawing and by index.
    private func mask(_ text: String, letters: String?) -> String? {
        switch Mask.parse(text, letters: letters) {
        case .success(let mask):
            var rng = SplitMix64(seed: UInt64(text.utf8.count))
            let value = mask.generate(using: &rng)
            if !mask.matches(value) || value.unicodeScalars.count != mask.length { return "mask \(text) generated \(value)" }
            if let space = mask.valueSpace, space > 0, !mask.matches(mask.value(at: rng.below(space))) {
                return "mask \(text) enumerated a non-match"
            }
            return nil
        case .failure(let error):
            return error.message.isEmpty ? "empty mask error" : nil
        }
    }
}
