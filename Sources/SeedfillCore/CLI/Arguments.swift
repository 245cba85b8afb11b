/// The parsed command line: a command, its positional arguments and its options.
struct Arguments {
    /// A problem with the command line (exit status 2).
    struct UsageError: Error {
        var message: String
        var hint: String?
    }

    var command: Command
    /// Whether the command was named (`seedfill --help` shows the overview, not `generate`'s).
    var commandNamed = false
    var positional: [String] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []

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
        while let argument = rest.first {
            rest = rest.dropFirst()
            if argument == "--" {
                parsed.positional += rest
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.positional.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            if command.flags.contains(name) {
                if inlineValue != nil { throw UsageError(message: "\(Quoted.single(name)) takes no value") }
                parsed.flags.insert(name)
            } else if command.valueOptions.contains(name) {
                if let inlineValue {
                    parsed.options[name] = inlineValue
                } else if let value = rest.first {
                    parsed.options[name] = value
                    rest = rest.dropFirst()
                } else {
                    throw UsageError(message: "\(Quoted.single(name)) needs a value", hint: "see 'seedfill \(command.rawValue) --help'")
                }
            } else {
                throw UsageError(
                    message: "unknown option \(Quoted.single(name)) for '\(command.rawValue)'",
                    hint: Suggestions.hint(for: name, in: command.flags + command.valueOptions)
                        ?? "see 'seedfill \(command.rawValue) --help'")
            }
        }
        return parsed
    }

    /// An option's value parsed as a whole number in `range`.
    func integer(_ name: String, in range: ClosedRange<Int64>) throws(UsageError) -> Int64? {
        guard let text = options[name] else { return nil }
        guard let value = Int64(text), range.contains(value) else {
            throw UsageError(
                message:
                    "\(Quoted.single(name)) needs a whole number from \(range.lowerBound) to \(range.upperBound), got \(Quoted.single(text))"
            )
        }
        return value
    }
}

/// The commands of `seedfill`.
enum Command: String, CaseIterable {
    case generate, check, `init`, graph, explain, validate, providers, help

    var flags: [String] {
        switch self {
        case .generate: return ["--help", "--version", "--stdout", "--quiet", "--no-progress", "--force"]
        case .`init`: return ["--help", "--quiet", "--force"]
        default: return ["--help", "--quiet"]
        }
    }

    var valueOptions: [String] {
        switch self {
        case .generate: return ["--seeds", "--out", "--count", "--seed", "--today", "--format", "--jobs", "--shard"]
        case .check, .`init`, .explain: return ["--seeds"]
        case .validate: return ["--seeds", "--today"]
        case .graph: return ["--seeds", "--format"]
        case .providers: return ["--locale"]
        case .help: return []
        }
    }
}
