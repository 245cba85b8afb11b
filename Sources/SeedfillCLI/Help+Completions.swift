/// `--help` of `seedfill completions`.
extension Help {
    static let completions = """
        USAGE: seedfill completions bash|zsh|fish

        Prints a completion script for the shell. It completes commands, options, the values of
        --format and --locale, seed names (for generate) and model names (for init, graph,
        explain and validate) from the project directory: --seeds DIR on the line, else ./Seeds.
        Directories after --seeds and --out, and files after validate's model, are completed by
        the shell. The script asks the seedfill it completes for (seedfill completions
        --complete -- WORD...), so what it offers is always this build's.

        OPTIONS
          --complete     print what may complete the last WORD, one a line (used by the scripts;
                         :files or :directories when the shell should complete a path)
          -h, --help     this help

        EXAMPLES
          source <(seedfill completions bash)                 # in ~/.bashrc
          source <(seedfill completions zsh)                  # in ~/.zshrc, after compinit
          seedfill completions fish > ~/.config/fish/completions/seedfill.fish
        """
}
