import Foundation

/// Reading the files `validate` checks a part at a time, so that its memory does not grow with
/// the file: a JSON Lines file line by line, an array (`--format json`) element by element
/// (see ``JSONArrayStream``). A file holding one questionnaire is read whole.
extension QuestionnaireValidation {
    /// How much of a file is read at a time.
    static let chunkSize = 1 << 20

    /// Validates the questionnaires in the file at `path`; `nil` when it cannot be opened.
    func validate(path: String) -> Report? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var report = Report()
        if path.hasSuffix(".jsonl") {
            var lines = JSONLinesSplitter()
            let read = readChunks(handle, path: path, into: &report) { chunk, report in
                lines.feed(chunk) { validateLine($0, file: path, into: &report) }
                return true
            }
            if read { lines.finish { validateLine($0, file: path, into: &report) } }
            return report
        }
        var stream = JSONArrayStream(file: path)
        var index = 0
        let read = readChunks(handle, path: path, into: &report) { chunk, report in
            stream.feed(chunk) { element in
                validateElement(element, index: index, file: path, into: &report)
                index += 1
            }
            return !stream.stopped
        }
        guard read else { return report }
        if stream.notAnArray || !stream.opened {
            // One questionnaire (or no JSON at all): read whole, with the reader's own messages.
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return validate(bytes: [UInt8](data), file: path)
        }
        stream.finish { element in
            validateElement(element, index: index, file: path, into: &report)
            index += 1
        }
        report.diagnostics += stream.diagnostics
        return report
    }

    /// Reads `handle` a chunk at a time into `body` until the end or until `body` returns
    /// `false`; `false` when reading failed (the failure is in `report`).
    private func readChunks(
        _ handle: FileHandle, path: String, into report: inout Report, _ body: (ArraySlice<UInt8>, inout Report) -> Bool
    ) -> Bool {
        while true {
            let data: Data?
            do {
                data = try handle.read(upToCount: Self.chunkSize)
            } catch {
                report.diagnostics.append(.error("cannot read \(Quoted.single(path)): \(error.localizedDescription)"))
                return false
            }
            guard let data, !data.isEmpty else { return true }
            let bytes = [UInt8](data)
            if !body(bytes[...], &report) { return true }
        }
    }
}
