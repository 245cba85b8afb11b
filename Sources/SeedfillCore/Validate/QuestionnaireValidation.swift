/// `seedfill validate MODEL FILE...`: checks questionnaires that already exist against a model
/// with the same validator that certifies every generated fixture, and reports every violation
/// at its file:line:column with its JSON path, the rule and the value.
///
/// A file may hold one questionnaire (an object), an array of them (`--format json` output) or,
/// when its name ends in `.jsonl`, one per line.
package struct QuestionnaireValidation {
    let plan: ModelPlan
    let today: LocalDate
    /// The validator every record goes through, made once.
    let validator: RecordValidator
    /// Whether records read back need their internal and omitted fields filled in first (see
    /// ``RecordValidator/completed(_:record:)``).
    let completes: Bool
    /// `validate --draft`: the order drafts are checked against (see
    /// ``draftProblems(_:layout:record:)``); `nil` for complete questionnaires.
    private(set) var drafts: DraftLayout?
    /// A member at the top of each questionnaire that holds a negative fixture's label
    /// (`validate --label-field NAME`), skipped (see ``QuestionnaireReader/labelField``).
    package var labelField: String?

    /// A validation of questionnaires of `plan`'s model, relative dates read against `today`.
    package init(plan: ModelPlan, today: LocalDate, drafts: Bool = false) {
        self.plan = plan
        self.drafts = drafts ? DraftLayout(plan: plan) : nil
        self.today = today
        let now = RunConstantFolder.now(on: today)
        validator = RecordValidator(plan: plan, today: today, now: now)
        completes = RecordValidator.needsCompletion(plan)
    }

    /// A validation with `validator` (made for a model's plan without a seed), made once
    /// elsewhere.
    init(sharing validator: RecordValidator) {
        plan = validator.plan
        today = validator.today
        self.validator = validator
        completes = RecordValidator.needsCompletion(validator.plan)
    }

    /// The `today` the seed files of `model` give, when they give exactly one: the date their
    /// output was generated against, which `validate` reads relative dates against unless
    /// `--today` says otherwise. `nil` when no seed of the model has a `today`, or they differ.
    package static func seedToday(of model: String, in project: Project) -> LocalDate? {
        let dates = Set(project.seeds.filter { $0.model == model }.compactMap { $0.today.flatMap { LocalDate(iso: $0.text) } })
        return dates.count == 1 ? dates.first : nil
    }

    /// The `today` seed file `seed` gives, if any (`validate --seed-file`).
    package static func seedToday(of seed: SeedFile) -> LocalDate? {
        seed.today.flatMap { LocalDate(iso: $0.text) }
    }

    /// What one file held and what is wrong with it.
    package struct Report {
        package var records = 0
        package var diagnostics: [Diagnostic] = []
    }

    /// Validates the questionnaires in `bytes`, read from `file`, all at once (see
    /// ``validate(path:)`` for a file read a part at a time).
    func validate(bytes: [UInt8], file: String) -> Report {
        var report = Report()
        if file.hasSuffix(".jsonl") {
            var lines = JSONLinesSplitter()
            lines.feed(bytes[...]) { validateLine($0, file: file, into: &report) }
            lines.finish { validateLine($0, file: file, into: &report) }
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

    /// Validates one line of a JSON Lines file (blank lines hold no record).
    func validateLine(_ line: JSONLinesSplitter.Line, file: String, into report: inout Report) {
        let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\t")]
        guard line.bytes.contains(where: { !blank.contains($0) }) else { return }
        let (node, problems) = JSONReader.parse(Array(line.bytes), file: file, line: line.number, column: 1)
        report.diagnostics += problems
        if let node { validateRecord(node, number: line.number, prefix: "", into: &report) }
    }

    /// Validates element `index` (from 0) of an array file.
    func validateElement(_ element: JSONArrayStream.Element, index: Int, file: String, into report: inout Report) {
        let (node, problems) = JSONReader.parse(Array(element.bytes), file: file, line: element.line, column: element.column)
        report.diagnostics += problems
        if let node { validateRecord(node, number: index + 1, prefix: "[\(index)]", into: &report) }
    }

    private func validateRecord(_ node: JSONNode, number: Int, prefix: String, into report: inout Report) {
        let display = prefix.isEmpty ? "" : prefix + "."
        report.records += 1
        let (problems, findings) = check(node, number: number, displayPrefix: display)
        report.diagnostics += problems
        for finding in findings {
            let path = finding.path.isEmpty ? prefix : display + finding.path
            report.diagnostics.append(.error(Self.message(of: finding), at: finding.location, path: path))
        }
    }

    /// The message `validate` prints for `finding`: what is wrong, the rule, and the value
    /// when the message does not quote it already.
    static func message(of finding: Finding) -> String {
        var message = "\(finding.message) (rule: \(finding.rule))"
        if let value = finding.valueText, !finding.message.contains(value) {
            message += ", value \(value)"
        }
        return message
    }

    /// A rule one questionnaire breaks, as the validator finds it.
    struct Finding {
        /// The JSON path within the questionnaire (`drivers[0].name`; empty for the whole).
        var path: String
        /// The rule, as the model states it (`always shown` for a field without visibleWhen).
        var rule: String
        /// What is wrong.
        var message: String
        /// The JSON text of the value there, when there is one.
        var valueText: String?
        /// Where the value is, else the nearest enclosing value present.
        var location: SourceLocation?
    }

    /// Reads `node` as one questionnaire (record `number`, paths shown after `displayPrefix`)
    /// and checks it: the problems of its shape, and what the validator finds elsewhere.
    func check(_ node: JSONNode, number: Int, displayPrefix: String) -> (problems: [Diagnostic], findings: [Finding]) {
        var reader = QuestionnaireReader(plan: plan, displayPrefix: displayPrefix)
        reader.labelField = labelField
        guard var frame = reader.read(node) else { return (reader.problems, []) }
        let problems: [RecordValidator.Problem]
        if let drafts {
            problems = draftProblems(frame, layout: drafts, record: number)
        } else {
            if completes { frame = validator.completed(frame, record: number) }
            problems = validator.problems(in: frame, record: number)
        }
        var findings: [Finding] = []
        for problem in problems where !Self.covered(problem.path, by: reader.reported) {
            // A field without visibleWhen is always shown: say so rather than quote an empty condition.
            findings.append(
                Finding(
                    path: problem.path, rule: problem.rule == "visibleWhen ''" ? "always shown" : problem.rule,
                    message: problem.message, valueText: reader.valueTexts[problem.path], location: reader.location(of: problem.path)))
        }
        return (reader.problems, findings)
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
}
