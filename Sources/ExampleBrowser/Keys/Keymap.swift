import APIExample
import TerminalKit

/// The bindings in force for a state: the single source of truth for dispatch, hint bar and help.
public enum Keymap {
    static let help = KeyBinding([.char("?"), .function(1)], "?/F1", .toggleHelp, "key.help", priority: 2)
    static let language = KeyBinding([.char("l"), .function(2)], "l/F2", .toggleLanguage, "key.language", priority: 1)
    static let languageInText = KeyBinding([.function(2)], "F2", .toggleLanguage, "key.language", priority: 1)
    static let settings = KeyBinding([.char("s"), .function(4)], "s/F4", .openSettings, "key.settings", priority: 3)
    static let settingsInText = KeyBinding([.function(4)], "F4", .openSettings, "key.settings", priority: 5, inHintBar: false)

    public static func bindings(for state: AppState) -> [KeyBinding] {
        switch state.topLayer {
        case .help:
            return [KeyBinding([.escape, .char("?"), .function(1), .char("q")], "Esc", .toggleHelp, "key.back", priority: 0), language]
        case .logViewer:
            return logViewerBindings(state.logViewer ?? LogViewerState())
        case .sourceViewer:
            guard let viewer = state.sourceViewer else { return [] }
            return sourceViewerBindings(viewer, isLive: SourceTrail(state, viewer.document).isLive)
        case .alert:
            return [KeyBinding([.enter, .escape, .char(" ")], "Enter", .dismissAlert, "key.dismiss", priority: 0), language]
        case .settings:
            return settingsBindings(state.settings ?? SettingsState())
        case .prompt:
            let prompt = state.liveSession?.prompt
            return promptBindings(acceptKey: prompt?.acceptKey ?? "key.allow", declineKey: prompt?.declineKey ?? "key.deny")
        case .notice:
            return [KeyBinding([.enter, .escape, .char(" ")], "Enter", .dismissNotice, "key.dismiss", priority: 0), language, openLog]
        case .screen:
            switch state.screen {
            case .menu: return menuBindings(isFiltering: state.menu.isFiltering, hasFilter: !state.menu.filter.isEmpty)
            case .entry:
                let onText = state.form.map { EntryFocus.isTextField($0, index: $0.focus) } ?? false
                return entryBindings(onText: onText, hasTips: state.form.flatMap { MenuRegistry.item(id: $0.caseId)?.tipsKey } != nil)
            case .session:
                return sessionBindings(hasControls: !(state.liveSession?.controls.isEmpty ?? true),
                                       onText: SessionKeysReducer.focusedTextControl(state) != nil)
            }
        }
    }

    /// A question a session asks (the permission dialog, a case's own sheet), answered with its own words.
    static func promptBindings(acceptKey: String, declineKey: String) -> [KeyBinding] {
        [
            KeyBinding([.char("y"), .enter], "y/Enter", .allow, acceptKey, priority: 0),
            KeyBinding([.char("n"), .escape], "n/Esc", .deny, declineKey, priority: 0),
            language, openLog,
        ]
    }

    static func settingsBindings(_ settings: SettingsState) -> [KeyBinding] {
        if settings.editing != nil {
            return [
                KeyBinding([.enter], "Enter", .activate, "key.save", priority: 0),
                KeyBinding([.escape], "Esc", .back, "key.cancel", priority: 0),
                languageInText,
            ]
        }
        return [
            KeyBinding([.up, .char("k"), .backTab], "↑/k", .moveUp, "key.up", priority: 3),
            KeyBinding([.down, .char("j"), .tab], "↓/j", .moveDown, "key.down", priority: 3),
            KeyBinding([.left, .char("-")], "←", .decrement, "key.change", priority: 7, inHintBar: false),
            KeyBinding([.right, .char("+"), .char(" ")], "←/→", .increment, "key.change", priority: 2),
            KeyBinding([.enter], "Enter", .activate, "key.edit", priority: 1),
            KeyBinding([.escape, .char("q")], "Esc/q", .back, "key.close", priority: 0),
            language, help,
        ]
    }

    static func menuBindings(isFiltering: Bool, hasFilter: Bool) -> [KeyBinding] {
        if isFiltering {
            return [
                KeyBinding([.enter], "Enter", .open, "key.open", priority: 0),
                KeyBinding([.escape], "Esc", .clearFilter, "key.clearFilter", priority: 0),
                KeyBinding([.up], "↑", .moveUp, "key.up", priority: 3),
                KeyBinding([.down], "↓", .moveDown, "key.down", priority: 3),
                languageInText, settingsInText, openLogInText, openSourceInText, help,
            ]
        }
        var bindings = [
            KeyBinding([.up, .char("k")], "↑/k", .moveUp, "key.up", priority: 3),
            KeyBinding([.down, .char("j")], "↓/j", .moveDown, "key.down", priority: 3),
            KeyBinding([.enter], "Enter", .open, "key.open", priority: 0),
            KeyBinding([.char("/")], "/", .startFilter, "key.filter", priority: 2),
        ]
        if hasFilter {
            bindings.append(KeyBinding([.escape], "Esc", .clearFilter, "key.clearFilter", priority: 1))
        }
        bindings += [settings, language, openLog, openSource, help, KeyBinding([.char("q")], "q", .quit, "key.quit", priority: 0)]
        return bindings
    }

    /// `hasTips`: the case has tips (F6), as JoinChannelVideoToken has.
    static func entryBindings(onText: Bool, hasTips: Bool) -> [KeyBinding] {
        var bindings = [
            KeyBinding([.tab, .down], "Tab/↓", .nextField, "key.nextField", priority: 2),
            KeyBinding([.backTab, .up], "S-Tab/↑", .previousField, "key.prevField", priority: 4, inHintBar: false),
            KeyBinding([.left], "←", .decrement, "key.change", priority: 7, inHintBar: false),
            KeyBinding(onText ? [.right] : [.right, .char(" ")], "←/→", .increment, "key.change", priority: 3),
            KeyBinding([.enter], "Enter", .join, "key.join", priority: 0),
            KeyBinding(onText ? [.escape] : [.escape, .char("q")], onText ? "Esc" : "Esc/q", .back, "key.back", priority: 0),
        ]
        bindings.append(onText ? languageInText : language)
        bindings.append(onText ? settingsInText : settings)
        bindings.append(onText ? openLogInText : openLog)
        bindings.append(onText ? openSourceInText : openSource)
        bindings.append(onText ? KeyBinding([.function(1)], "F1", .toggleHelp, "key.help", priority: 2) : help)
        if hasTips {
            // F6: F5 opens the source on every form.
            bindings.append(KeyBinding([.function(6)], "F6", .showTips, "key.tips", priority: 1))
        }
        return bindings
    }

    static func sessionBindings(hasControls: Bool, onText: Bool) -> [KeyBinding] {
        var bindings = [KeyBinding(onText ? [.escape] : [.escape, .char("q")], onText ? "Esc" : "Esc/q", .back, "key.back", priority: 0)]
        if hasControls {
            bindings += [
                KeyBinding([.tab, .down], "Tab", .nextControl, "key.control", priority: 1),
                KeyBinding([.backTab, .up], "S-Tab", .previousControl, "key.control", priority: 6, inHintBar: false),
                KeyBinding(onText ? [.left] : [.left, .char("-")], "←", .decrement, "key.adjust", priority: 3, inHintBar: false),
                KeyBinding(onText ? [.right] : [.right, .char("+")], "←/→", .increment, "key.adjust", priority: 3),
                KeyBinding(onText ? [.enter] : [.enter, .char(" ")], "Enter", .activate, onText ? "key.send" : "key.activate",
                           priority: 2),
            ]
        }
        // F7 in text controls too: an F key types nothing.
        let background = KeyBinding([.function(7)], "F7", .toggleBackground, "key.background", priority: 8, inHintBar: false)
        if onText {
            return bindings + [languageInText, settingsInText, openLogInText, openSourceInText, KeyBinding([.function(1)], "F1", .toggleHelp, "key.help", priority: 2),
                               background]
        }
        bindings += [KeyBinding([.char("p")], "p", .togglePeriodic, "key.periodic", priority: 4), settings, language, openLog,
                     openSource, help, background]
        return bindings
    }

    public static func command(for key: Key, in bindings: [KeyBinding]) -> Command? {
        bindings.first { $0.keys.contains(key) }?.command
    }
}

/// Which form row has focus, and what kind it is.
enum EntryFocus {
    static func isTextField(_ form: FormState, index: Int) -> Bool {
        guard let item = MenuRegistry.item(id: form.caseId), index < item.fields.count else { return false }
        switch item.fields[index].kind {
        case .text, .number: return true
        case .choice, .toggle: return false
        }
    }
}
