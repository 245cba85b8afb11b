import Testing

@testable import SeedfillCore

/// Every command's `--help` shows an example; a mistyped command or option gets the nearest.
@Suite struct HelpAndSuggestionTests {
    @Test(arguments: Command.allCases.filter { $0 != .providers })
    func helpHasAnExample(_ command: Command) {
        let result = seedfill(command == .help ? ["help"] : [command.rawValue, "--help"])
        #expect(result.status == 0)
        #expect(result.out.contains("EXAMPLE"), "no example in 'seedfill \(command.rawValue) --help'")
        if command != .help {
            #expect(
                result.out.contains("seedfill \(command == .generate ? "generate" : command.rawValue) "),
                "the example does not run '\(command.rawValue)'")
        }
    }

    @Test(arguments: [
        (["grahp", "vehicle"], "did you mean 'graph'?"),
        (["explian"], "did you mean 'explain'?"),
        (["validte"], "did you mean 'validate'?"),
        (["init", "vehicle", "--forse"], "did you mean '--force'?"),
        (["graph", "vehicle", "--fromat", "dot"], "did you mean '--format'?"),
        (["validate", "x", "y", "--tody", "2026-01-01"], "did you mean '--today'?"),
    ])
    func typosGetTheNearest(_ arguments: [String], _ hint: String) {
        let result = seedfill(arguments)
        #expect(result.status == 2)
        #expect(result.err.contains(hint), "\(arguments): \(result.err)")
    }
}
