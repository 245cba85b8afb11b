import SeedfillCore

/// `generate --invalid` and `--label-field` on the command line: what they need and what they
/// cannot go with.
extension CommandLineTool {
    /// Reads `--invalid` and `--label-field` into `options` (after `--format`, `--stdout`,
    /// `--shard` and `--cover`), refusing what does not fit.
    static func invalidOptions(_ arguments: Arguments, into options: inout GenerateOptions) throws(UsageError) {
        options.invalid = arguments.flags.contains("--invalid")
        if let name = arguments.options["--label-field"] {
            guard options.invalid else {
                throw UsageError(
                    message: "'--label-field' names where a negative fixture's label goes; it needs '--invalid'", hint: "add --invalid")
            }
            guard !name.isEmpty else {
                throw UsageError(message: "'--label-field' needs a member name, got ''", hint: "e.g. --label-field _label")
            }
            options.labelField = name
        }
        guard options.invalid else { return }
        if options.cover {
            throw UsageError(
                message: "'--invalid' writes fixtures that break a rule, '--cover' valid ones; they cannot go together",
                hint: "run them one after the other, into different --out directories")
        }
        if arguments.options["--shard"] != nil {
            throw UsageError(
                message: "'--invalid' writes one fixture per rule (or --count); '--shard' cannot go with it",
                hint: "leave out --shard, or run without --invalid for slices of random records")
        }
        if options.toStandardOutput {
            throw UsageError(message: "'--invalid' writes files; '--stdout' cannot go with it", hint: "use --format jsonl for one file")
        }
        if arguments.options["--drafts"] != nil {
            throw UsageError(
                message: "'--invalid' starts each fixture from a complete record; '--drafts' cannot go with it",
                hint: "run without --invalid for drafts among random records")
        }
        if options.format == .csv {
            throw UsageError(
                message: "'--invalid' writes JSON: a missing member or a wrong type is not a CSV cell; '--format csv' cannot go with it",
                hint: "use --format files, json or jsonl")
        }
    }
}
