import SeedfillCore

/// The options that say which records a run fills, read the same way by `generate` and
/// `report` (which fills the records `generate` would write).
extension CommandLineTool {
    /// Reads the seeds named, `--count`, `--seed`, `--today` and `--drafts` into `options`.
    static func recordOptions(_ arguments: Arguments, into options: inout GenerateOptions) throws(UsageError) {
        options.seedNames = arguments.positional
        // At least 1, as a seed file's "count" must be: a run that writes nothing is refused
        // the same way whichever of the two asks for it.
        if arguments.options["--count"].flatMap({ Int64($0) }) == 0 {
            throw UsageError(
                message: "'--count' must be at least 1, found 0",
                hint: "a seed file's \"count\" must be at least 1 too; to leave a seed out, name the seeds to generate")
        }
        options.count = try arguments.integer("--count", in: 1...1_000_000_000_000).map { Int($0) }
        options.runSeed = UInt64(try arguments.integer("--seed", in: 0...Int64.max) ?? 0)
        if let text = arguments.options["--today"] {
            guard let today = LocalDate(iso: text) else {
                throw UsageError(message: "'--today' needs a date YYYY-MM-DD, got \(Quoted.single(text))")
            }
            options.today = today
        }
        if let text = arguments.options["--drafts"] {
            guard let share = Double(text), share >= 0, share <= 1 else {
                throw UsageError(
                    message: "'--drafts' needs a share between 0 and 1, got \(Quoted.single(text))",
                    hint: "e.g. --drafts 0.2 to write one record in five as a draft")
            }
            options.drafts = share
        }
    }

    /// Prints why a run that fills records stopped (after clearing the progress line, if one is
    /// drawn) and returns its exit status: 1 for errors in the inputs, 2 for an option the
    /// inputs cannot satisfy, 3 for a failure part-way.
    static func failed(_ error: GenerateError, progress: Bool, console: Console) -> Int32 {
        if progress { console.err("\r\u{1B}[K") }
        switch error {
        case .inputs(let problems):
            console.err(problems.renderedReport())
            return 1
        case .failed(let problem):
            console.err([problem].renderedReport())
            return 3
        case .usage(let problems):
            console.err(problems.renderedReport())
            return 2
        }
    }
}
