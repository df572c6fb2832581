import Testing
@testable import TerminalKit

@Suite struct TerminalThemeTests {
    @Test func monochromeUsesNoColour() {
        for role in StyleRole.allCases {
            #expect(!TerminalTheme.style(for: role, mode: .monochrome, colors: 256).usesColor)
            #expect(TerminalTheme.pair(for: role, mode: .monochrome, colors: 256) == 0)
        }
    }

    @Test func monochromeKeepsSelectionAndFocusVisible() {
        let selected = TerminalTheme.style(for: .selected, mode: .monochrome, colors: 0)
        let focused = TerminalTheme.style(for: .focused, mode: .monochrome, colors: 0)
        #expect(selected.attributes.contains(.reverse))
        #expect(focused.attributes.contains(.reverse))
        #expect(selected != focused)
        #expect(TerminalTheme.style(for: .hintKey, mode: .monochrome, colors: 0).attributes == .reverse)
        #expect(TerminalTheme.style(for: .title, mode: .monochrome, colors: 0).attributes == .bold)
        #expect(TerminalTheme.style(for: .error, mode: .monochrome, colors: 0).attributes == [.bold, .underline])
        #expect(TerminalTheme.style(for: .dim, mode: .monochrome, colors: 0).attributes == .dim)
        #expect(TerminalTheme.style(for: .border, mode: .monochrome, colors: 0) == TerminalStyle())
    }

    @Test func colourPairsAreDistinctAndInRange() {
        var seen = Set<Int16>()
        for role in StyleRole.allCases {
            let pair = TerminalTheme.pair(for: role, mode: .color, colors: 8)
            #expect(pair >= 0 && Int(pair) <= StyleRole.allCases.count)
            if pair > 0 { #expect(seen.insert(pair).inserted) }
        }
        #expect(TerminalTheme.pair(for: .normal, mode: .color, colors: 256) == 0)
        #expect(TerminalTheme.pair(for: .selected, mode: .color, colors: 8) > 0)
    }

    @Test func basicColoursStayWithinEight() {
        for role in StyleRole.allCases {
            let style = TerminalTheme.style(for: role, mode: .color, colors: 8)
            #expect(style.foreground < 8 && style.background < 8)
        }
    }

    @Test func noColourSupportFallsBackToMonochrome() {
        #expect(TerminalTheme.effectiveMode(requested: .color, hasColors: true, colors: 256, colorPairs: 256) == .color)
        #expect(TerminalTheme.effectiveMode(requested: .color, hasColors: false, colors: 0, colorPairs: 0) == .monochrome)
        #expect(TerminalTheme.effectiveMode(requested: .color, hasColors: true, colors: 8, colorPairs: 8) == .monochrome)
        #expect(TerminalTheme.effectiveMode(requested: .monochrome, hasColors: true, colors: 256, colorPairs: 256) == .monochrome)
    }

    @Test func glyphsFollowLocaleAndTerminal() {
        #expect(TerminalProfile.glyphs(utf8Locale: true, term: "tmux-256color") == .unicode)
        #expect(TerminalProfile.glyphs(utf8Locale: false, term: "xterm-256color") == .ascii)
        #expect(TerminalProfile.glyphs(utf8Locale: true, term: "vt100") == .ascii)
    }
}
