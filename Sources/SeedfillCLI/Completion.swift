import Foundation
import SeedfillCore

/// What the shell may offer for the word being typed on a `seedfill` command line: the one
/// place that knows, asked by every shell's completion script (`seedfill completions
/// --complete -- WORD...`).
///
/// Commands, options and option values come from the same tables the parser reads
/// (``Command``), seed and model names from the project directory (`--seeds` on the line,
/// else `Seeds`) as it is when the key is pressed.
enum Completion: Equatable {
    /// These words, already filtered by what is typed.
    case words([String])
    /// Any file: the shell completes paths itself.
    case files
    /// A directory: the shell completes paths itself.
    case directories

    /// The shells `seedfill completions` writes a script for.
    static let shells = ["bash", "zsh", "fish"]

    /// The completion of the last of `words` (the words after `seedfill`; the last one is the
    /// one being typed, possibly empty), reading the project relative to `directory`.
    static func of(_ words: [String], in directory: String = FileManager.default.currentDirectoryPath) -> Completion {
        let current = words.last ?? ""
        var before = words.dropLast()[...]
        var command = Command.generate
        if let first = before.first {
            if !first.hasPrefix("-") {
                guard let named = Command(rawValue: first) else { return .words([]) }
                command = named
                before = before.dropFirst()
            }
        } else if !current.hasPrefix("-") {
            return .words(matching(Command.allCases.map(\.rawValue), current))
        }
        // Walk the words before the current one as the parser would.
        var positional = 0
        var seeds = "Seeds"
        var pending: String?
        for word in before {
            if let option = pending {
                if option == "--seeds" { seeds = word }
                pending = nil
            } else if command.valueOptions.contains(word) {
                pending = word
            } else if word.hasPrefix("--seeds=") {
                seeds = String(word.dropFirst("--seeds=".count))
            } else if !word.hasPrefix("-") || word == "-" {
                positional += 1
            }
        }
        let project = seeds.hasPrefix("/") ? seeds : join(directory, seeds)
        if let option = pending { return value(of: option, for: command, current) }
        if current.hasPrefix("-") {
            let options = (command.flags + command.valueOptions).filter { !Command.hiddenOptions.contains($0) }
            return .words(matching(options.sorted(), current))
        }
        switch (command, positional) {
        case (.generate, _): return .words(matching(names(in: project, ending: ".seed.json"), current))
        case (.`init`, 0), (.graph, 0), (.explain, 0), (.validate, 0):
            return .words(matching(names(in: join(project, "models"), ending: ".json"), current))
        case (.validate, _): return .files
        case (.`import`, 0): return .words(matching(FormImport.Format.allCases.map(\.rawValue), current))
        case (.`import`, 1): return .files
        case (.completions, 0): return .words(matching(shells, current))
        default: return .words([])
        }
    }

    /// The values of a value option: formats, locales, or a directory.
    private static func value(of option: String, for command: Command, _ current: String) -> Completion {
        switch (option, command) {
        case ("--seeds", _), ("--out", _): return .directories
        case ("--format", .generate): return .words(matching(OutputFormat.allCases.map(\.rawValue), current))
        case ("--format", .graph): return .words(matching(DependencyGraph.Format.allCases.map(\.rawValue), current))
        case ("--locale", _): return .words(matching(FakeLocale.allCases.map(\.rawValue), current))
        default: return .words([])
        }
    }

    /// The names of the files in `directory` ending in `suffix`, without it, in order.
    private static func names(in directory: String, ending suffix: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(suffix) && $0.count > suffix.count }.map { String($0.dropLast(suffix.count)) }.sorted()
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func matching(_ candidates: [String], _ prefix: String) -> [String] {
        candidates.filter { $0.hasPrefix(prefix) }
    }

    /// The lines `seedfill completions --complete` prints: one word a line, or `:files` or
    /// `:directories` for the script to complete paths.
    var lines: String {
        switch self {
        case .words(let words): return words.map { $0 + "\n" }.joined()
        case .files: return ":files\n"
        case .directories: return ":directories\n"
        }
    }
}
