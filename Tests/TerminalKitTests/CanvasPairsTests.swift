import Testing
@testable import TerminalKit

/// Colour pairs for canvases are made on first use, after the roles' pairs, one per terminal colour, and run out
/// gracefully.
@Suite struct CanvasPairsTests {
    @Test func eachTerminalColourGetsOnePairAfterTheRoles() {
        var pairs = CanvasPairs(mode: .color, colors: 256, colorPairs: 256)
        let first = Int16(StyleRole.allCases.count + 1)
        let red = pairs.pair(for: 0xff0d00)
        #expect(red.pair == first && red.new == CanvasPairs.NewPair(pair: first, color: 196))
        #expect(pairs.pair(for: 0xff0d00) == (first, nil), "made once")
        #expect(pairs.pair(for: 0xff0000) == (first, nil), "another RGB with the same terminal colour shares the pair")
        let blue = pairs.pair(for: 0x0400ff)
        #expect(blue.pair == first + 1 && blue.new?.color == 21)
    }

    @Test func withoutPairsLeftOrWithoutColourACanvasHasNone() {
        let roles = StyleRole.allCases.count
        var full = CanvasPairs(mode: .color, colors: 8, colorPairs: roles + 2)
        #expect(full.pair(for: 0xff0d00).pair == Int16(roles + 1))
        #expect(full.pair(for: 0x0400ff) == (0, nil), "COLOR_PAIRS reached: drawn without colour")
        var mono = CanvasPairs(mode: .monochrome, colors: 256, colorPairs: 256)
        #expect(mono.pair(for: 0xff0d00) == (0, nil))
    }
}
