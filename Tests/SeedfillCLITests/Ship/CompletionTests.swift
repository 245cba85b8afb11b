import Foundation
import Testing

@testable import SeedfillCLI
@testable import SeedfillCore

/// `seedfill completions bash|zsh|fish`: each script is loaded into the real shell, which is
/// then asked for completions of a line (issue 22, item 3).
@Suite struct CompletionTests {
    /// A line typed so far (the words after `seedfill`, the last one being typed) and what the
    /// shell should offer for its last word; `["<directories>"]` means the shell's own
    /// directory completion.
    struct Case: Sendable, CustomStringConvertible {
        var words: [String]
        var expected: [String]
        var description: String { "seedfill \(words.joined(separator: " "))" }
    }

    /// A second project, to show that `--seeds DIR` on the line is where names come from.
    static let other: String = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-completion-\(getpid())")
        try? FileManager.default.createDirectory(at: root.appendingPathComponent("models"), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root.appendingPathComponent("alpha.seed.json").path, contents: Data("{}".utf8))
        FileManager.default.createFile(atPath: root.appendingPathComponent("models/beta.json").path, contents: Data("{}".utf8))
        return root.path
    }()

    /// The example project's seed and model names, read from its folder as a user sees it.
    static func names(_ folder: String, ending suffix: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(folder).path)) ?? []
        return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
    }

    static let cases: [Case] = [
        Case(words: [""], expected: Command.allCases.map(\.rawValue)),
        Case(words: ["gr"], expected: ["graph"]),
        Case(words: ["generate", "--fo"], expected: ["--force", "--format"]),
        Case(words: ["--st"], expected: ["--stdout"]),
        Case(words: ["generate", "--format", ""], expected: OutputFormat.allCases.map(\.rawValue)),
        Case(words: ["graph", "vehicle", "--format", ""], expected: ["text", "dot", "mermaid"]),
        Case(words: ["providers", "--locale", ""], expected: ["en", "ru"]),
        Case(words: ["generate", ""], expected: names("Seeds", ending: ".seed.json")),
        Case(words: ["generate", "policy", "pol"], expected: names("Seeds", ending: ".seed.json").filter { $0.hasPrefix("pol") }),
        Case(words: ["explain", ""], expected: names("Seeds/models", ending: ".json")),
        Case(words: ["init", "ve"], expected: ["vehicle"]),
        Case(words: ["generate", "--seeds", other, ""], expected: ["alpha"]),
        Case(words: ["graph", "--seeds", other, ""], expected: ["beta"]),
        Case(words: ["completions", ""], expected: ["bash", "fish", "zsh"]),
        Case(words: ["generate", "--out", "Se"], expected: ["<directories>"]),
    ]

    /// The environment the shells run in: the built `seedfill` first on `PATH`.
    static func environment() throws -> [String: String] {
        let executable = try #require(SpawnedSeedfill.executable, "the seedfill executable was not built")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            URL(fileURLWithPath: executable).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = FileManager.default.temporaryDirectory.path
        return environment
    }

    /// The script `seedfill completions SHELL` prints, saved in a file.
    static func script(_ shell: String, in project: TemporaryProject) throws -> String {
        let result = seedfill(["completions", shell])
        #expect(result.status == 0 && result.err.isEmpty)
        let path = project.root.appendingPathComponent("seedfill.\(shell)").path
        try Data(result.out.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The shell's path, or `nil` (an issue when `.ci/run` promised it) when not installed.
    static func shell(_ name: String) -> String? {
        if let path = ShellCommand.which(name) { return path }
        #expect(!ShellCommand.toolsRequired, "'\(name)' is required here (SEEDFILL_REQUIRE_TOOLS=1) but not installed")
        print("CompletionTests: \(name) skipped, it is not installed (apt-get install \(name))")
        return nil
    }

    /// Asks `shell` what it completes for `words`, after sourcing the script at `script`.
    static func complete(_ shell: String, at path: String, script: String, _ words: [String]) throws -> [String] {
        let program: String
        var arguments: [String]
        switch shell {
        case "bash":
            program = """
                source "$0" || exit 9
                spec=$(complete -p seedfill) || exit 8
                function=${spec#*-F }; function=${function%% *}
                COMP_WORDS=(seedfill "$@"); COMP_CWORD=$#; COMP_LINE="seedfill $*"; COMP_POINT=${#COMP_LINE}
                "$function" seedfill "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            arguments = ["--norc", "--noprofile", "-c", program, script] + words
        case "zsh":
            // Outside a completion widget compadd and _files cannot run: they are stood in for
            // by functions printing what they were given. compdef is checked on its own below.
            program = """
                compdef() { print -r -- "compdef $*" > /dev/null; }
                compadd() { while [[ $1 == -* && $1 != -- ]]; do shift; done; [[ $1 == -- ]] && shift; print -rl -- "$@"; }
                _files() { [[ $1 == -/ ]] && print -r -- "<directories>" || print -r -- "<files>"; }
                source "$0" || exit 9
                words=(seedfill "$@"); CURRENT=$#words
                _seedfill
                """
            arguments = ["-f", "-c", program, script] + words
        default:
            let line = (["seedfill"] + words).joined(separator: " ")
            program = "source $argv[1]; or exit 9; complete -C $argv[2]"
            arguments = ["--no-config", "-c", program, script, line]
        }
        let result = try ShellCommand.run(path, arguments, environment: try environment(), directory: repositoryRoot.path)
        #expect(result.status == 0, "\(shell): \(result.err)")
        var lines = result.out.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        // fish offers the directories themselves (Seeds/); the others hand the shell's own
        // completion a marker or the names.
        if shell == "fish", !lines.isEmpty, lines.allSatisfy({ $0.hasSuffix("/") }) { lines = ["<directories>"] }
        if shell == "bash", words == ["generate", "--out", "Se"], lines == ["Seeds"] { lines = ["<directories>"] }
        return lines
    }

    // Issue 22, item 3.
    @Test(arguments: ["bash", "zsh", "fish"])
    func theShellCompletesCommandsOptionsFormatsSeedsAndModels(_ shell: String) throws {
        guard let path = Self.shell(shell) else { return }
        let project = try TemporaryProject()
        let script = try Self.script(shell, in: project)
        for test in Self.cases {
            let offered = try Self.complete(shell, at: path, script: script, test.words)
            #expect(Set(offered) == Set(test.expected), "\(shell): \(test)")
            #expect(!test.expected.isEmpty, "\(test) expects nothing: the project's files are missing")
        }
    }

    // Issue 22, item 3: the zsh script registers itself with the real compsys.
    @Test func zshRegistersWithCompinit() throws {
        guard let zsh = Self.shell("zsh") else { return }
        let project = try TemporaryProject()
        let script = try Self.script("zsh", in: project)
        let program = "autoload -U compinit && compinit -u -D && source \"$0\" && print -r -- $_comps[seedfill]"
        let result = try ShellCommand.run(zsh, ["-f", "-c", program, script], environment: try Self.environment())
        #expect(result.out == "_seedfill\n", "\(result.err)")
    }

    // Issue 22, item 3: completion in zsh's real line editor (no stand-ins): an interactive
    // zsh on a pseudo-terminal (zsh/zpty) loads the script after compinit, and a Tab after
    // `seedfill gen` and after `--form` completes them. Each read waits for the text it expects;
    // `timeout` ends a shell that never shows it (exit 124).
    @Test func zshCompletesInItsLineEditor() throws {
        guard let zsh = Self.shell("zsh"), let timeout = ShellCommand.which("timeout") else { return }
        let project = try TemporaryProject()
        let script = try Self.script("zsh", in: project)
        let program = """
            zmodload zsh/zpty || exit 9
            zpty -b z zsh -f -i || exit 8
            zpty -w z "PS1='> '; autoload -U compinit; compinit -u -D; source ${(q)1}; print RE''ADY"
            zpty -r z chunk '*READY*' || exit 7
            zpty -w -n z $'seedfill gen\t'
            zpty -r z chunk '*generate*' || exit 6
            zpty -w -n z $'--form\t'
            zpty -r z chunk '*--format*' || exit 5
            zpty -d z
            print -r -- completed
            """
        let result = try ShellCommand.run(
            timeout, ["60", zsh, "-f", "-c", program, "zsh", script], environment: try Self.environment(),
            directory: repositoryRoot.path)
        #expect(result.status == 0 && result.out == "completed\n", "status \(result.status): \(result.err)")
    }

    // Issue 22, item 3.
    @Test func anUnknownShellIsAUsageError() {
        let result = seedfill(["completions", "tcssh"])
        #expect(result.status == 2)
        #expect(result.err == "seedfill: error: no completion script for 'tcssh'\n  hint: shells: bash, zsh, fish\n")
        #expect(seedfill(["completions"]).status == 2)
        #expect(seedfill(["completions", "bsh"]).err.contains("did you mean 'bash'?"))
    }
}
