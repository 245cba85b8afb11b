import SeedfillCore

/// The parsed command line: a command, its positional arguments and its options.
struct Arguments {
    var command: Command
    /// Whether the command was named (`seedfill --help` shows the overview, not `generate`'s).
    var commandNamed = false
    /// The positional arguments, options and flags after the command, parsed by its ``OptionParser``.
    var parsed = ParsedOptions()

    var positional: [String] { parsed.positional }
    var options: [String: String] { parsed.options }
    var flags: Set<String> { parsed.flags }

    /// Parses `arguments` (without the program name) against the command's known options.
    static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
        var rest = arguments[...]
        var command = Command.generate
        if let first = rest.first, !first.hasPrefix("-") {
            guard let named = Command(rawValue: first) else {
                throw UsageError(
                    message: "unknown command \(Quoted.single(first))",
                    hint: Suggestions.hint(for: first, in: Command.allCases.map(\.rawValue))
                        ?? "commands: \(Command.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            command = named
            rest = rest.dropFirst()
        }
        var parsed = Arguments(command: command)
        parsed.commandNamed = rest.count < arguments.count
        parsed.parsed = try command.optionParser.parse(rest)
        return parsed
    }

    /// An option's value parsed as a whole number in `range`.
    func integer(_ name: String, in range: ClosedRange<Int64>) throws(UsageError) -> Int64? {
        try parsed.integer(name, in: range)
    }
}

/// The commands of `seedfill`.
enum Command: String, CaseIterable {
    case generate, check, `init`, `import`, graph, explain, validate, report, providers, completions, help

    /// Options that work but are not offered by completion: what the completion scripts call.
    static let hiddenOptions: Set<String> = ["--complete"]

    var flags: [String] {
        switch self {
        case .generate:
            return ["--help", "--version", "--stdout", "--quiet", "--no-progress", "--force", "--cover", "--report", "--invalid"]
        case .report: return ["--help", "--quiet", "--no-progress", "--force", "--cover", "--invalid"]
        case .`init`: return ["--help", "--quiet", "--force"]
        case .`import`: return ["--help", "--quiet", "--force", "--lenient"]
        case .completions: return ["--help", "--complete"]
        case .help: return ["--help", "--quiet", "--man"]
        case .validate: return ["--help", "--quiet", "--draft"]
        default: return ["--help", "--quiet"]
        }
    }

    /// The parser of the command's options.
    var optionParser: OptionParser {
        OptionParser(flags: flags, valueOptions: valueOptions, owner: rawValue, help: "seedfill \(rawValue) --help")
    }

    var valueOptions: [String] {
        switch self {
        case .generate:
            return ["--seeds", "--out", "--count", "--seed", "--today", "--format", "--jobs", "--shard", "--drafts", "--label-field"]
        case .check, .`init`, .explain: return ["--seeds"]
        case .`import`: return ["--seeds", "--model", "--types", "--variables"]
        case .validate: return ["--seeds", "--today", "--label-field", "--seed-file"]
        case .report: return ["--seeds", "--out", "--count", "--seed", "--today", "--drafts"]
        case .graph: return ["--seeds", "--format"]
        case .providers: return ["--locale"]
        case .completions, .help: return []
        }
    }
}
