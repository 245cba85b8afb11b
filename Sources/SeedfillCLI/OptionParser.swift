import SeedfillCore

/// A problem with the command line (exit status 2): a message and, where one helps, a hint.
package struct UsageError: Error, Equatable {
    /// What is wrong, e.g. `unknown option '--forse' for 'init'`.
    package var message: String
    /// What to try instead, e.g. `did you mean '--force'?`.
    package var hint: String?

    /// Creates a usage error.
    package init(message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}

/// Parses options against known flags and value options: the one argument parser of `seedfill`
/// and `seedfill-bench`.
///
/// A flag stands alone (`--quiet`); a value option takes the next argument or `=VALUE`
/// (`--count 10`, `--count=10`). `-h` means `--help`, `--` ends the options, `-` is a positional
/// argument, and anything else starting with `-` is an unknown option with the nearest known
/// one as a hint.
package struct OptionParser: Sendable {
    /// The options that take no value.
    package var flags: [String]
    /// The options that take one value.
    package var valueOptions: [String]
    /// The command line the options belong to, as messages name it (`'generate'`).
    package var owner: String
    /// The help the hints point to (`seedfill generate --help`).
    package var help: String

    /// Creates a parser for the given options.
    package init(flags: [String], valueOptions: [String], owner: String, help: String) {
        self.flags = flags
        self.valueOptions = valueOptions
        self.owner = owner
        self.help = help
    }

    /// Parses `arguments` (everything after the program and command names).
    package func parse(_ arguments: some Collection<String>) throws(UsageError) -> ParsedOptions {
        var rest = arguments[...]
        var parsed = ParsedOptions()
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
            if flags.contains(name) {
                if inlineValue != nil { throw UsageError(message: "\(Quoted.single(name)) takes no value") }
                parsed.flags.insert(name)
            } else if valueOptions.contains(name) {
                if let inlineValue {
                    parsed.options[name] = inlineValue
                } else if let value = rest.first {
                    parsed.options[name] = value
                    rest = rest.dropFirst()
                } else {
                    throw UsageError(message: "\(Quoted.single(name)) needs a value", hint: "see '\(help)'")
                }
            } else {
                throw UsageError(
                    message: "unknown option \(Quoted.single(name)) for '\(owner)'",
                    hint: Suggestions.hint(for: name, in: flags + valueOptions) ?? "see '\(help)'")
            }
        }
        return parsed
    }
}

/// What an ``OptionParser`` found: positional arguments, value options and flags.
package struct ParsedOptions: Sendable {
    /// The arguments that are not options, in order.
    package var positional: [String] = []
    /// Each value option given, with its (last) value.
    package var options: [String: String] = [:]
    /// The flags given.
    package var flags: Set<String> = []

    /// An option's value parsed as a whole number in `range`, or `nil` when it is not given.
    package func integer(_ name: String, in range: ClosedRange<Int64>) throws(UsageError) -> Int64? {
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
