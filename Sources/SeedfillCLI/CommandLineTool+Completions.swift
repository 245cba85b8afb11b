import SeedfillCore

extension CommandLineTool {
    /// `seedfill completions bash|zsh|fish` prints a completion script; `seedfill completions
    /// --complete -- WORD...` (what the scripts call) prints what may complete the last word.
    static func completions(_ arguments: Arguments, console: Console) -> Int32 {
        if arguments.flags.contains("--complete") {
            console.out(Completion.of(arguments.positional).lines)
            return 0
        }
        let shells = Completion.shells.joined(separator: ", ")
        guard arguments.positional.count == 1, let shell = arguments.positional.first else {
            return usage(
                .init(message: "'completions' takes one shell: \(shells)", hint: "e.g. seedfill completions bash"), console: console)
        }
        guard let script = CompletionScript.text(for: shell) else {
            return usage(
                .init(
                    message: "no completion script for \(Quoted.single(shell))",
                    hint: Suggestions.hint(for: shell, in: Completion.shells) ?? "shells: \(shells)"), console: console)
        }
        console.out(script)
        return 0
    }
}
