/// `apiexample completion bash|zsh|fish`: a small script per shell that asks the binary for the candidates
/// (`apiexample __complete`, see CompletionCandidates), so the lists never go stale and stay the registry's.
public enum CompletionScript {
    public static func script(_ shell: CompletionShell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// What every script says of the protocol it speaks.
    private static let protocolNote = """
        # The candidates come from the binary itself, so they always match its cases, fields and controls:
        #   apiexample __complete WORD... CURRENT
        # WORDs are the words after "apiexample" before the one being completed, CURRENT is that one (maybe empty).
        # It prints one candidate per line (whole words starting with CURRENT; "key=" ones want no space after),
        # or the single line ":file" or ":directory": complete a path for the text after CURRENT's first "=".
        """

    static let bash = """
        # bash completion for apiexample (apiexample completion bash).
        \(protocolNote)
        _apiexample() {
            local i word glue=0 words=() candidates=() line
            # bash splits words at "=" and ":" (COMP_WORDBREAKS): key=value and nats://host go back together.
            for ((i = 1; i <= COMP_CWORD; i++)); do
                word=${COMP_WORDS[i]}
                if ((${#words[@]})) && { ((glue)) || [[ $word == [=:] ]]; }; then
                    words[${#words[@]}-1]+=$word
                else
                    words+=("$word")
                fi
                if [[ $word == [=:] ]]; then glue=1; else glue=0; fi
            done
            ((${#words[@]})) || words=("")
            while IFS= read -r line; do
                candidates+=("$line")
            done < <("${COMP_WORDS[0]}" __complete "${words[@]}" 2>/dev/null)
            # What readline replaces: the last piece after a "=" or ":".
            local piece=${COMP_WORDS[COMP_CWORD]}
            [[ $piece == [=:] ]] && piece=""
            case ${candidates[0]-} in
            :file | :directory)
                compopt -o filenames 2>/dev/null
                local kind=-f
                [[ ${candidates[0]} == :directory ]] && kind=-d
                COMPREPLY=()
                while IFS= read -r line; do COMPREPLY+=("$line"); done < <(compgen "$kind" -- "$piece")
                ;;
            *)
                local current=${words[${#words[@]}-1]} candidate
                local cut=$((${#current} - ${#piece}))
                COMPREPLY=()
                for candidate in "${candidates[@]}"; do
                    COMPREPLY+=("${candidate:cut}")
                    [[ $candidate == *[=/] ]] && compopt -o nospace 2>/dev/null
                done
                ;;
            esac
            return 0
        }
        complete -F _apiexample apiexample

        """

    static let zsh = """
        #compdef apiexample
        # zsh completion for apiexample (apiexample completion zsh): put it in a directory of $fpath as _apiexample,
        # or source it after compinit.
        \(protocolNote)
        _apiexample() {
            local current=${words[CURRENT]} candidate
            local -a candidates spaced unspaced
            candidates=("${(@f)$("${words[1]}" __complete "${(@)words[2,CURRENT-1]}" "$current" 2>/dev/null)}")
            candidates=(${candidates:#})
            case ${candidates[1]} in
            (:file) [[ $current == *=* ]] && compset -P '*='; _files ;;
            (:directory) [[ $current == *=* ]] && compset -P '*='; _files -/ ;;
            (*)
                for candidate in $candidates; do
                    if [[ $candidate == *[=/] ]]; then unspaced+=("$candidate"); else spaced+=("$candidate"); fi
                done
                (( $#spaced )) && compadd -- $spaced
                (( $#unspaced )) && compadd -S '' -- $unspaced
                ;;
            esac
        }
        if [[ $funcstack[1] == _apiexample ]]; then
            _apiexample "$@"
        else
            compdef _apiexample apiexample
        fi

        """

    static let fish = """
        # fish completion for apiexample (apiexample completion fish): save it as
        # ~/.config/fish/completions/apiexample.fish.
        \(protocolNote)
        function __apiexample_complete
            set -l words (commandline -opc)
            set -l current (commandline -ct)
            set -l candidates ($words[1] __complete $words[2..-1] "$current" 2>/dev/null)
            set -l prefix (string match -r '^[^=]*=' -- $current)
            set -l path (string replace -r '^[^=]*=' '' -- $current)
            switch "$candidates[1]"
                case :file
                    for found in (__fish_complete_path $path)
                        echo "$prefix$found"
                    end
                case :directory
                    for found in (__fish_complete_directories $path)
                        echo "$prefix$found"
                    end
                case '*'
                    printf '%s\\n' $candidates
            end
        end
        complete -c apiexample -f -a '(__apiexample_complete)'

        """
}
