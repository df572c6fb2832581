/// The keys of every screen for the manual page, taken from the same keymap functions the app dispatches with (and
/// draws its hint bar and help overlay from): each screen in its plain state and in the one that shows the most of its
/// keys (a menu filter typed, a search kept, a session with controls), each key once per screen.
public enum KeyManual {
    public struct Section: Sendable {
        /// What the section is called, in English: the manual page is English.
        public let title: String
        public let bindings: [KeyBinding]
    }

    public static var sections: [Section] {
        var searched = LogSearch()
        searched.query = "x"
        var editing = LogSearch()
        editing.isEditing = true
        var viewer = LogViewerState()
        viewer.search = searched
        var typing = SettingsState()
        typing.editing = ""
        return [
            Section(title: "menu", bindings: Keymap.menuBindings(isFiltering: false, hasFilter: false)
                        + Keymap.menuBindings(isFiltering: false, hasFilter: true)),
            Section(title: "menu, while typing a filter", bindings: Keymap.menuBindings(isFiltering: true, hasFilter: true)),
            Section(title: "Entry form", bindings: Keymap.entryBindings(onText: false, hasTips: true)),
            Section(title: "Entry form, in a text field", bindings: Keymap.entryBindings(onText: true, hasTips: false)),
            Section(title: "session", bindings: Keymap.sessionBindings(hasControls: true, onText: false)),
            Section(title: "session, on a text control", bindings: Keymap.sessionBindings(hasControls: true, onText: true)),
            Section(title: "question (permission dialog, a case's sheet)",
                    bindings: Keymap.promptBindings(acceptKey: "key.allow", declineKey: "key.deny")),
            Section(title: "settings", bindings: Keymap.settingsBindings(SettingsState())),
            Section(title: "settings, editing a value", bindings: Keymap.settingsBindings(typing)),
            Section(title: "log viewer", bindings: Keymap.logViewerBindings(LogViewerState()) + Keymap.logViewerBindings(viewer)),
            Section(title: "log viewer, typing a search", bindings: Keymap.logViewerBindings({ var v = viewer; v.search = editing; return v }())),
            Section(title: "source view", bindings: Keymap.sourceViewerBindings(search: LogSearch(), follow: false, isLive: true)
                        + Keymap.sourceViewerBindings(search: searched, follow: false, isLive: true)),
            Section(title: "source view, typing a search",
                    bindings: Keymap.sourceViewerBindings(search: editing, follow: false, isLive: true)),
        ].map { Section(title: $0.title, bindings: unique($0.bindings)) }
    }

    /// One row per key label and meaning: ← and ←/→ both say "change", and stay two rows; a binding repeated is one.
    private static func unique(_ bindings: [KeyBinding]) -> [KeyBinding] {
        var seen = Set<String>()
        return bindings.filter { seen.insert($0.keyLabel + "\u{0}" + $0.labelKey).inserted }
    }
}
