import Foundation
import SeedfillCore

/// The `seedfill` command line as a library call: parses arguments, runs one command, prints
/// through the given closures, and returns the exit status.
package enum CommandLineTool {
    /// Where output goes; the executable passes standard output and standard error.
    package struct Console: Sendable {
        /// Writes to standard output.
        package var out: @Sendable (String) -> Void
        /// Writes to standard error.
        package var err: @Sendable (String) -> Void
        /// Whether standard error is a terminal (a progress line is drawn only then).
        package var errIsTerminal: Bool

        /// Creates a console.
        package init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, errIsTerminal: Bool = false) {
            self.out = out
            self.err = err
            self.errIsTerminal = errIsTerminal
        }
    }

    /// Runs `arguments` (without the program name); `currentDate` is the clock's date. A `stop`
    /// request (made by a ``SignalWatcher``) interrupts `generate` cleanly.
    package static func run(_ arguments: [String], console: Console, currentDate: LocalDate, stop: StopRequest? = nil) -> Int32 {
        if arguments == ["--version"] || arguments == ["-V"] {
            console.out(BuildInfo.versionLine + "\n")
            return 0
        }
        let parsed: Arguments
        do {
            parsed = try Arguments.parse(arguments)
        } catch {
            return usage(error, console: console)
        }
        if parsed.command == .help, parsed.flags.contains("--man") {
            console.out(ManPage.text)
            return 0
        }
        if parsed.flags.contains("--help") || parsed.command == .help {
            console.out(Help.text(for: parsed.commandNamed ? parsed.command : .help) + "\n")
            return 0
        }
        if parsed.flags.contains("--version") {
            console.out(BuildInfo.versionLine + "\n")
            return 0
        }
        switch parsed.command {
        case .generate:
            return generate(parsed, console: console, currentDate: currentDate, stop: stop)
        case .check:
            return check(parsed, console: console)
        case .`init`: return initSeed(parsed, console: console, currentDate: currentDate)
        case .`import`: return importForm(parsed, console: console, currentDate: currentDate)
        case .graph: return graph(parsed, console: console)
        case .explain: return explain(parsed, console: console)
        case .validate: return validate(parsed, console: console, currentDate: currentDate)
        case .report: return report(parsed, console: console, currentDate: currentDate, stop: stop)
        case .providers:
            return providers(parsed, console: console)
        case .completions: return completions(parsed, console: console)
        case .help:
            return 0
        }
    }

    static func usage(_ error: UsageError, console: Console) -> Int32 {
        var text = "seedfill: error: \(error.message)\n"
        if let hint = error.hint { text += "  hint: \(hint)\n" }
        console.err(text)
        return 2
    }

    private static func check(_ arguments: Arguments, console: Console) -> Int32 {
        guard arguments.positional.isEmpty else {
            return usage(.init(message: "'check' takes no arguments", hint: "use --seeds DIR to check another project"), console: console)
        }
        let directory = arguments.options["--seeds"] ?? "Seeds"
        let (project, loadProblems) = Project.load(directory: directory)
        var problems = loadProblems
        if let project { problems += project.check().diagnostics.filter { !loadProblems.contains($0) } }
        if problems.isEmpty {
            if !arguments.flags.contains("--quiet") {
                let seeds = project?.seeds.count ?? 0
                let models = project?.models.count ?? 0
                console.out(
                    "\(directory): \(models) model\(models == 1 ? "" : "s"), \(seeds) seed file\(seeds == 1 ? "" : "s"): no problems\n")
            }
            return 0
        }
        console.err(problems.renderedReport())
        return problems.contains { $0.severity == .error } ? 1 : 0
    }

    private static func generate(_ arguments: Arguments, console: Console, currentDate: LocalDate, stop: StopRequest?) -> Int32 {
        var options = GenerateOptions(currentDate: currentDate)
        options.stop = stop
        do throws(UsageError) {
            options.outputDirectory = arguments.options["--out"] ?? "Output"
            try recordOptions(arguments, into: &options)
            options.jobs = Int(try arguments.integer("--jobs", in: 1...1024) ?? Int64(ProcessInfo.processInfo.activeProcessorCount))
            if let text = arguments.options["--shard"] {
                guard let shard = Shard(text) else {
                    throw UsageError(
                        message: "'--shard' needs K/N with 1 ≤ K ≤ N, got \(Quoted.single(text))",
                        hint: "e.g. --shard 2/8 for the second of eight slices")
                }
                options.shard = shard
            }
            options.toStandardOutput = arguments.flags.contains("--stdout")
            options.cover = arguments.flags.contains("--cover")
            options.report = arguments.flags.contains("--report")
            if options.report {
                for conflicting in ["--shard"] where arguments.options[conflicting] != nil {
                    throw UsageError(
                        message: "'--report' describes a whole run; '--shard' cannot go with it",
                        hint: "run 'seedfill report' on the whole run instead")
                }
                if arguments.flags.contains("--stdout") {
                    throw UsageError(
                        message: "'--report' writes a file beside the output; '--stdout' cannot go with it",
                        hint: "use 'seedfill report --out FILE'")
                }
            }
            if options.cover {
                // `--count N` is allowed: the cover set, then random records up to N.
                if arguments.options["--shard"] != nil {
                    throw UsageError(
                        message: "'--cover' writes as many records as the cover needs; '--shard' cannot go with it",
                        hint: "leave out --shard, or run without --cover for slices of random records")
                }
                if options.toStandardOutput {
                    throw UsageError(
                        message: "'--cover' writes files; '--stdout' cannot go with it", hint: "use --format jsonl for one file")
                }
                if arguments.options["--drafts"] != nil {
                    throw UsageError(
                        message: "'--cover' writes complete records; '--drafts' cannot go with it",
                        hint: "run without --cover for drafts among random records")
                }
            }
            options.force = arguments.flags.contains("--force")
            if let text = arguments.options["--format"] {
                guard let format = OutputFormat(rawValue: text) else {
                    throw UsageError(
                        message: "unknown format \(Quoted.single(text))",
                        hint: "formats: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.format = format
            }
            try invalidOptions(arguments, into: &options)
        } catch {
            return usage(error, console: console)
        }
        if options.toStandardOutput, let format = arguments.options["--format"], format != "jsonl" {
            return usage(.init(message: "'--stdout' writes JSON Lines; '--format \(format)' cannot go with it"), console: console)
        }
        let directory = arguments.options["--seeds"] ?? "Seeds"
        // Before anything is created: --out must not be the project or a system directory.
        if !options.toStandardOutput, let problem = OutputLocation.problem(out: options.outputDirectory, seeds: directory) {
            return usage(.init(message: problem.message, hint: problem.hint), console: console)
        }
        let quiet = arguments.flags.contains("--quiet")
        if !quiet, !arguments.flags.contains("--no-progress"), console.errIsTerminal {
            let line = ProgressLine(console: console)
            options.progress = { line.update($0) }
        }
        let (project, loadProblems) = Project.load(directory: directory)
        if loadProblems.contains(where: { $0.severity == .error }) || project == nil {
            console.err(loadProblems.renderedReport())
            return 1
        }
        do throws(GenerateError) {
            let summary = try project!.generate(options)
            if options.progress != nil { console.err("\r\u{1B}[K") }
            if !quiet, !summary.notes.isEmpty { console.err(summary.notes.renderedReport()) }
            if options.toStandardOutput {
                // A reader that stopped early (`| head`) took what it wanted: nothing to report.
                if summary.standardOutputClosed { return 0 }
                if !quiet {
                    for seed in summary.seeds {
                        console.err("\(seed.name): \(seed.count) questionnaire\(seed.count == 1 ? "" : "s") → standard output\n")
                    }
                }
                return 0
            }
            if !quiet {
                for seed in summary.seeds {
                    console.out("\(seed.name): \(seed.count) questionnaire\(seed.count == 1 ? "" : "s") → \(seed.output)\n")
                    if let cover = summary.cover.first(where: { $0.name == seed.name })?.report {
                        console.out("  cover: \(cover.summary)\n")
                        for target in cover.unreachable { console.out("  unreachable: \(target)\n") }
                    }
                    if let drafts = summary.drafts.first(where: { $0.name == seed.name }) {
                        console.out("  drafts: \(drafts.count) (listed in manifest.json with where each stops)\n")
                    }
                    if let invalid = summary.invalid.first(where: { $0.name == seed.name })?.report {
                        console.out("  invalid: \(invalid.summary)\n")
                        for rule in invalid.unbreakable { console.out("  unbreakable: \(rule)\n") }
                    }
                }
            }
            return 0
        } catch {
            return failed(error, progress: options.progress != nil, console: console)
        }
    }
}
