import TerminalKit

/// The log viewer's bindings, and the key that opens it from every other screen.
extension Keymap {
    static let openLog = KeyBinding([.char("L"), .function(3)], "L/F3", .log(.open), "key.log", priority: 4)
    /// Inside text fields only F3, so that L can be typed.
    static let openLogInText = KeyBinding([.function(3)], "F3", .log(.open), "key.log", priority: 4)

    static func logViewerBindings(_ viewer: LogViewerState) -> [KeyBinding] {
        if viewer.search.isEditing {
            return [
                KeyBinding([.enter], "Enter", .log(.keepSearch), "key.keepSearch", priority: 0),
                KeyBinding([.escape], "Esc", .log(.clearSearch), "key.clearSearch", priority: 0),
                KeyBinding([.function(3)], "F3", .log(.close), "key.closeLog", priority: 2),
                languageInText,
                KeyBinding([.function(1)], "F1", .toggleHelp, "key.help", priority: 2),
            ]
        }
        var bindings: [KeyBinding]
        if viewer.search.query.isEmpty {
            bindings = [KeyBinding([.escape, .char("q"), .char("L"), .function(3)], "Esc/q", .log(.close), "key.closeLog", priority: 0)]
        } else {
            // Esc takes the search away first, as it does the menu's filter.
            bindings = [
                KeyBinding([.escape], "Esc", .log(.clearSearch), "key.clearSearch", priority: 1),
                KeyBinding([.char("q"), .char("L"), .function(3)], "q", .log(.close), "key.closeLog", priority: 0),
            ]
        }
        bindings += [
            KeyBinding([.up, .char("k")], "↑/k", .log(.lineUp), "key.lineUp", priority: 6, inHintBar: false),
            KeyBinding([.down, .char("j")], "↓/j", .log(.lineDown), "key.lineDown", priority: 6, inHintBar: false),
            KeyBinding([.pageUp, .char("b")], "PgUp/b", .log(.pageUp), "key.pageUp", priority: 6, inHintBar: false),
            KeyBinding([.pageDown, .char(" ")], "PgDn/Space", .log(.pageDown), "key.pageDown", priority: 6, inHintBar: false),
            KeyBinding([.home, .char("g")], "Home/g", .log(.top), "key.top", priority: 5),
            KeyBinding([.end, .char("G")], "End/G", .log(.end), "key.follow", priority: 2),
            KeyBinding([.left], "←", .log(.scrollLeft), "key.scrollLeft", priority: 7, inHintBar: false),
            KeyBinding([.right], "→", .log(.scrollRight), "key.scrollRight", priority: 7, inHintBar: false),
            KeyBinding([.char("1")], "1", .log(.toggleKind(.api)), "key.showApi", priority: 7, inHintBar: false),
            KeyBinding([.char("2")], "2", .log(.toggleKind(.callback)), "key.showCallbacks", priority: 7, inHintBar: false),
            KeyBinding([.char("3")], "3", .log(.toggleKind(.error)), "key.showErrors", priority: 7, inHintBar: false),
            KeyBinding([.char("4")], "4", .log(.toggleKind(.app)), "key.showApp", priority: 7, inHintBar: false),
            KeyBinding([.char("p")], "p", .log(.togglePeriodic), "key.periodic", priority: 7, inHintBar: false),
            KeyBinding([.char("/")], "/", .log(.startSearch), "key.search", priority: 1),
            openSourceAtLogLine,
        ]
        if !viewer.search.query.isEmpty {
            bindings += [
                KeyBinding([.char("n")], "n", .log(.nextMatch), "key.nextMatch", priority: 1),
                KeyBinding([.char("N")], "N", .log(.previousMatch), "key.previousMatch", priority: 6, inHintBar: false),
            ]
        }
        bindings += [
            KeyBinding([.char("s")], "s", .log(.save(all: false)), "key.saveShown", priority: 3),
            KeyBinding([.char("S")], "S", .log(.save(all: true)), "key.saveAll", priority: 6, inHintBar: false),
            language, help,
        ]
        return bindings
    }
}
