/// A synopsis cut into what may not be broken across lines or styled apart: words, and bracketed groups whole.
enum SynopsisGroups {
    static func split(_ synopsis: String) -> [String] {
        var groups: [String] = []
        var current = ""
        var depth = 0
        for character in synopsis {
            switch character {
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            default: break
            }
            if character == " ", depth == 0 {
                if !current.isEmpty { groups.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        return current.isEmpty ? groups : groups + [current]
    }
}
