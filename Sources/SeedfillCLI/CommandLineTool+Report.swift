import Foundation
import SeedfillCore

/// `seedfill report`: one HTML page of what a run produces, per field.
extension CommandLineTool {
    static func report(_ arguments: Arguments, console: Console, currentDate: LocalDate, stop: StopRequest?) -> Int32 {
        var options = GenerateOptions(currentDate: currentDate)
        options.stop = stop
        let out = arguments.options["--out"] ?? "report.html"
        do throws(UsageError) {
            try recordOptions(arguments, into: &options)
            options.cover = arguments.flags.contains("--cover")
            options.invalid = arguments.flags.contains("--invalid")
            if options.cover, options.invalid {
                throw UsageError(
                    message: "'--invalid' reports on fixtures that break a rule, '--cover' on valid ones; they cannot go together",
                    hint: "make one report of each")
            }
        } catch {
            return usage(error, console: console)
        }
        if let problem = ReportFile.problem(writing: out, force: arguments.flags.contains("--force")) {
            console.err([problem].renderedReport())
            return 1
        }
        let quiet = arguments.flags.contains("--quiet")
        if !quiet, !arguments.flags.contains("--no-progress"), console.errIsTerminal {
            let line = ProgressLine(console: console)
            options.progress = { line.update($0) }
        }
        let directory = arguments.options["--seeds"] ?? "Seeds"
        let (project, loadProblems) = Project.load(directory: directory)
        guard let project, !loadProblems.contains(where: { $0.severity == .error }) else {
            console.err(loadProblems.renderedReport())
            return 1
        }
        let reports: [SeedReport]
        do throws(GenerateError) {
            reports = try project.report(options)
        } catch {
            return failed(error, progress: options.progress != nil, console: console)
        }
        if options.progress != nil { console.err("\r\u{1B}[K") }
        if let problem = ReportFile.write(ReportPage(reports: reports, directory: directory).html, to: out) {
            console.err([problem].renderedReport())
            return 3
        }
        if !quiet {
            let records = reports.reduce(0) { $0 + $1.records }
            let seeds = reports.count == 1 ? "1 seed file" : "\(reports.count) seed files"
            console.out("report: \(seeds), \(records) questionnaire\(records == 1 ? "" : "s") → \(out)\n")
        }
        return 0
    }
}
