import SeedfillCore

/// `seedfill import FORMAT FILE`.
extension CommandLineTool {
    /// Translates a form into a model and a starter seed (see ``FormImport``); the seed's
    /// `today` is `currentDate`.
    static func importForm(_ arguments: Arguments, console: Console, currentDate: LocalDate) -> Int32 {
        let formats = FormImport.Format.allCases.map(\.rawValue)
        guard arguments.positional.count == 2 else {
            return usage(
                .init(
                    message: "'import' takes a format and a file", hint: "e.g. seedfill import jsonschema person.schema.json"),
                console: console)
        }
        guard let format = FormImport.Format(rawValue: arguments.positional[0]) else {
            return usage(
                .init(
                    message: "unknown form format \(Quoted.single(arguments.positional[0]))",
                    hint: "formats: \(formats.joined(separator: ", "))"),
                console: console)
        }
        var job = FormImport(
            format: format, file: arguments.positional[1], modelName: arguments.options["--model"],
            seedsDirectory: arguments.options["--seeds"] ?? "Seeds")
        job.force = arguments.flags.contains("--force")
        job.lenient = arguments.flags.contains("--lenient")
        job.typesFile = arguments.options["--types"]
        job.variablesFile = arguments.options["--variables"]
        if job.variablesFile != nil, format != .surveyjs {
            return usage(
                .init(
                    message: "'--variables' gives a SurveyJS survey's host values; \(Quoted.single(format.rawValue)) forms read none",
                    hint: "leave out --variables, or import a SurveyJS survey"),
                console: console)
        }
        job.today = currentDate
        let outcome = job.run()
        guard outcome.errors.isEmpty else {
            console.err(outcome.errors.renderedReport())
            return 1
        }
        if !arguments.flags.contains("--quiet") { console.out(outcome.report) }
        return 0
    }
}
