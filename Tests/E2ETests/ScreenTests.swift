import Testing

/// The E2E tests' reading of a captured screen, on captures written here: a menu caught while the app was still
/// drawing it must not pass for the menu.
@Suite struct ScreenTests {
    private static let whole = [
        " APIExample - Agora RTC API examples                           simulated engine",
        "",
        "  Basic",
        " >  Join a channel (Token)",
        "    Join a channel (Video)",
        "    Join a channel (Audio)",
        "    Local or remote recording",
        "  Advanced",
        "    Live Streaming",
        "",
        " ↓/j down  Enter open  / filter  s/F4 settings  l/F2 中文  ?/F1 help  q quit",
    ]

    @Test func aMenuIsWholeOnlyOnceItsHintBarIsDrawn() {
        #expect(Screen(Self.whole.joined(separator: "\n")).isWholeMenu)
        // Cut off after the selected row: the title and the selection are there, the rows to click are not.
        let top = Screen(Self.whole.prefix(4).joined(separator: "\n"))
        #expect(top.contains("APIExample - Agora RTC API examples") && top.isSelectedRow("Join a channel (Token)"))
        #expect(!top.isWholeMenu)
        // Every row drawn but the hint bar still the previous screen's.
        let stale = Screen((Self.whole.dropLast() + [" Esc/q back  Tab next field"]).joined(separator: "\n"))
        #expect(!stale.isWholeMenu)
    }
}
