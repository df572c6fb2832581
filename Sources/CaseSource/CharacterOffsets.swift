/// Turns tokens by Unicode scalar offsets into tokens by Character offsets, the unit `SourceToken` promises.
enum CharacterOffsets {
    /// `tokens` cover `line`'s scalars exactly; the result covers its Characters exactly. A boundary inside a
    /// Character (a lexer split between a letter and its combining mark) moves to that Character's start, and a token
    /// left empty by that goes.
    static func convert(_ tokens: [SourceToken], in line: String) -> [SourceToken] {
        // ASCII without CR (CR LF is one Character): every scalar is a Character, the usual case, which costs nothing.
        if line.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return tokens }
        var characterOf: [Int] = []
        var count = 0
        for character in line {
            for _ in character.unicodeScalars { characterOf.append(count) }
            count += 1
        }
        func map(_ offset: Int) -> Int { offset < characterOf.count ? characterOf[offset] : count }
        var out: [SourceToken] = []
        for token in tokens {
            let range = map(token.range.lowerBound)..<map(token.range.upperBound)
            guard !range.isEmpty else { continue }
            if let last = out.last, last.kind == token.kind {
                out[out.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                out.append(SourceToken(token.kind, range))
            }
        }
        return out
    }
}
