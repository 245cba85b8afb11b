/// The completion scripts `seedfill completions bash|zsh|fish` prints.
///
/// Each is a thin wrapper: it hands the words typed so far to `seedfill completions --complete`
/// (the same `seedfill` the line runs) and offers what that prints (``Completion``), or lets
/// the shell complete a path. So commands, options, formats, seeds and models are completed
/// from the binary's own tables and the project on disk, and the scripts never go stale.
enum CompletionScript {
    /// The script for `shell` (one of ``Completion/shells``).
    static func text(for shell: String) -> String? {
        switch shell {
        case "bash": return bash
        case "zsh": return zsh
        case "fish": return fish
        default: return nil
        }
    }

    static let bash = #"""
        # seedfill completion for bash. Load it with
        #   source <(seedfill completions bash)
        # or save it as ~/.local/share/bash-completion/completions/seedfill.
        _seedfill() {
            local cur=${COMP_WORDS[COMP_CWORD]} self=${COMP_WORDS[0]/#\~/$HOME}
            local IFS=$'\n'
            local reply=($("$self" completions --complete -- "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
            case "${reply[0]}" in
                :files) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")) ;;
                :directories) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")) ;;
                *) COMPREPLY=("${reply[@]}") ;;
            esac
        }
        complete -F _seedfill seedfill

        """#

    static let zsh = #"""
        #compdef seedfill
        # seedfill completion for zsh. Load it with
        #   source <(seedfill completions zsh)
        # after compinit, or save it as _seedfill in a folder of $fpath.
        _seedfill() {
            local self=${words[1]/#\~/$HOME}
            local -a reply
            reply=("${(@f)$("$self" completions --complete -- "${(@)words[2,CURRENT]}" 2>/dev/null)}")
            reply=(${reply:#})
            case $reply[1] in
                :files) _files ;;
                :directories) _files -/ ;;
                *) compadd -- "${reply[@]}" ;;
            esac
        }
        if [[ $funcstack[1] == _seedfill ]]; then
            _seedfill "$@"
        else
            compdef _seedfill seedfill
        fi

        """#

    static let fish = #"""
        # seedfill completion for fish. Load it with
        #   seedfill completions fish | source
        # or save it as ~/.config/fish/completions/seedfill.fish.
        function __seedfill_complete
            set -l words (commandline -opc)
            set -l current (commandline -ct)
            set -l self $words[1]
            set -e words[1]
            set -l reply ($self completions --complete -- $words "$current" 2>/dev/null)
            switch "$reply[1]"
                case :files
                    __fish_complete_path "$current"
                case :directories
                    __fish_complete_directories "$current" ""
                case '*'
                    printf '%s\n' $reply
            end
        end
        complete -c seedfill -f -a '(__seedfill_complete)'

        """#
}
