/// `seedfill validate MODEL FILE...`: checks questionnaires that already exist against a model
/// with the same validator that certifies every generated fixture, and reports every violation
/// at its file:line:column with its JSON path, the rule and the value.
///
/// A file may hold one questionnaire (an object), an array of them (`--format json` output) or,
/// when its name ends in `.jsonl`, one per line.
struct QuestionnaireValidation {
    let plan: ModelPlan
    let today: LocalDate

    /// What one file held and what is wrong with it.
    struct Report {
        var records = 0
        var diagnostics: [Diagnostic] = []
    }

    /// Validates the questionnaires in `bytes`, read from `file`.
    func validate(bytes: [UInt8], file: String) -> Report {
        var report = Report()
        if file.hasSuffix(".jsonl") {
            var lineStart = 0
            var lineNumber = 0
            while lineStart <= bytes.count {
                let end = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let line = Array(bytes[lineStart..<end])
                if line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\t") }) {
                    var lineReport = Report()
                    let (node, problems) = JSONReader.parse(line, file: file)
                    lineReport.diagnostics += problems
                    if let node { validateRecord(node, number: lineNumber + 1, prefix: "", into: &lineReport) }
                    report.records += lineReport.records
                    report.diagnostics += lineReport.diagnostics.map { Self.moved($0, byLines: lineNumber) }
                }
                lineStart = end + 1
                lineNumber += 1
            }
            return report
        }
        let (node, problems) = JSONReader.parse(bytes, file: file)
        report.diagnostics += problems
        guard let node else { return report }
        if let elements = node.elements {
            for (index, element) in elements.enumerated() {
                validateRecord(element, number: index + 1, prefix: "[\(index)]", into: &report)
            }
        } else {
            validateRecord(node, number: Self.recordNumber(inFileName: file), prefix: "", into: &report)
        }
        return report
    }

    private func validateRecord(_ node: JSONNode, number: Int, prefix: String, into report: inout Report) {
        let display = prefix.isEmpty ? "" : prefix + "."
        var reader = QuestionnaireReader(plan: plan, displayPrefix: display)
        report.records += 1
        guard let frame = reader.read(node) else {
            report.diagnostics += reader.problems
            return
        }
        report.diagnostics += reader.problems
        let now = LocalDateTime(secondsSinceEpoch: Int64(today.daysSinceEpoch) * 86_400 + 12 * 3600, offsetMinutes: 0)
        let validator = RecordValidator(plan: plan, today: today, now: now)
        for problem in validator.problems(in: frame, record: number) where !Self.covered(problem.path, by: reader.reported) {
            // A field without visibleWhen is always shown: say so rather than quote an empty condition.
            let rule = problem.rule == "visibleWhen ''" ? "always shown" : problem.rule
            var message = "\(problem.message) (rule: \(rule))"
            if let value = reader.valueTexts[problem.path], !problem.message.contains(value) {
                message += ", value \(value)"
            }
            let path = problem.path.isEmpty ? (prefix.isEmpty ? "" : prefix) : display + problem.path
            report.diagnostics.append(.error(message, at: reader.location(of: problem.path), path: path))
        }
    }

    /// Whether `path` is, or lies inside, a value already reported while reading (the fields of
    /// a section that is not an object are not also "missing").
    static func covered(_ path: String, by reported: Set<String>) -> Bool {
        reported.contains { path == $0 || path.hasPrefix($0 + ".") || path.hasPrefix($0 + "[") }
    }

    /// The record number a generated file's name ends with (`policy-0007.json` is record 7),
    /// which expressions read as `index`; 1 otherwise.
    static func recordNumber(inFileName file: String) -> Int {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        let digits = stem.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < stem.count, let number = Int(String(digits.reversed())), number > 0 else { return 1 }
        return number
    }

    /// A diagnostic from a JSON Lines line (read as if it were line 1) placed on its real line.
    private static func moved(_ diagnostic: Diagnostic, byLines lines: Int) -> Diagnostic {
        var out = diagnostic
        out.location?.line += lines
        return out
    }
}
