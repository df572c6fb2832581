import TerminalKit

/// The source view's bindings, and the keys that open it from the menu, a form, a session and the log viewer.
extension Keymap {
    static let openSource = KeyBinding([.char("c"), .function(5)], "c/F5", .source(.open), "key.source", priority: 5)
    /// Inside text fields only F5, so that c can be typed.
    static let openSourceInText = KeyBinding([.function(5)], "F5", .source(.open), "key.source", priority: 5)
    static let openSourceAtLogLine = KeyBinding([.enter], "Enter", .source(.openAtLogLine), "key.sourceOfLine", priority: 3)

    static func sourceViewerBindings(_ viewer: SourceViewerState, isLive: Bool) -> [KeyBinding] {
        sourceViewerBindings(search: viewer.search, follow: viewer.follow, isLive: isLive)
    }

    static func sourceViewerBindings(search: LogSearch, follow: Bool, isLive: Bool) -> [KeyBinding] {
        if search.isEditing {
            return [
                KeyBinding([.enter], "Enter", .source(.keepSearch), "key.keepSearch", priority: 0),
                KeyBinding([.escape], "Esc", .source(.clearSearch), "key.clearSearch", priority: 0),
                KeyBinding([.function(5)], "F5", .source(.close), "key.closeSource", priority: 2),
                languageInText,
                KeyBinding([.function(1)], "F1", .toggleHelp, "key.help", priority: 2),
            ]
        }
        var bindings: [KeyBinding]
        if search.query.isEmpty {
            bindings = [KeyBinding([.escape, .char("q"), .char("c"), .function(5)], "Esc/q", .source(.close), "key.closeSource", priority: 0)]
        } else {
            // Esc takes the search away first, as in the log viewer.
            bindings = [
                KeyBinding([.escape], "Esc", .source(.clearSearch), "key.clearSearch", priority: 1),
                KeyBinding([.char("q"), .char("c"), .function(5)], "q", .source(.close), "key.closeSource", priority: 0),
            ]
        }
        bindings += [
            KeyBinding([.tab, .right], "Tab/→", .source(.nextFile), "key.nextFile", priority: 1),
            KeyBinding([.backTab, .left], "S-Tab/←", .source(.previousFile), "key.previousFile", priority: 6, inHintBar: false),
            KeyBinding([.up, .char("k")], "↑/k", .source(.lineUp), "key.lineUp", priority: 6, inHintBar: false),
            KeyBinding([.down, .char("j")], "↓/j", .source(.lineDown), "key.lineDown", priority: 6, inHintBar: false),
            KeyBinding([.pageUp, .char("b")], "PgUp/b", .source(.pageUp), "key.pageUp", priority: 6, inHintBar: false),
            KeyBinding([.pageDown, .char(" ")], "PgDn/Space", .source(.pageDown), "key.pageDown", priority: 6, inHintBar: false),
            KeyBinding([.home, .char("g")], "Home/g", .source(.top), "key.top", priority: 6, inHintBar: false),
            KeyBinding([.end, .char("G")], "End/G", .source(.end), "key.bottom", priority: 6, inHintBar: false),
            KeyBinding([.char("<")], "<", .source(.scrollLeft), "key.scrollLeft", priority: 7, inHintBar: false),
            KeyBinding([.char(">")], ">", .source(.scrollRight), "key.scrollRight", priority: 7, inHintBar: false),
            KeyBinding([.char("/")], "/", .source(.startSearch), "key.search", priority: 2),
        ]
        if !search.query.isEmpty {
            bindings += [
                KeyBinding([.char("n")], "n", .source(.nextMatch), "key.nextMatch", priority: 2),
                KeyBinding([.char("N")], "N", .source(.previousMatch), "key.previousMatch", priority: 6, inHintBar: false),
            ]
        }
        if isLive {
            bindings.append(KeyBinding([.char("f")], "f", .source(.follow), "key.followCalls", priority: follow ? 5 : 1))
        }
        bindings += [language, help]
        return bindings
    }
}
