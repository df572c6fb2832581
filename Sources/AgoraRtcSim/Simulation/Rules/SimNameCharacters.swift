/// The 89-character set the SDK allows in channel names and user accounts: a–z, A–Z, 0–9, space and
/// 26 punctuation marks. (Some SDK headers leave the space out of the list, but 89 only adds up with it.)
enum SimNameCharacters {
    private static let punctuation: Set<Character> = Set("!#$%&()+-:;<=.>?@[]^_{}|~, ")

    static func isAllowed(_ character: Character) -> Bool {
        guard character.isASCII, let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return punctuation.contains(character)
        }
    }

    static func allAllowed(_ text: String) -> Bool {
        text.allSatisfy(isAllowed)
    }
}
