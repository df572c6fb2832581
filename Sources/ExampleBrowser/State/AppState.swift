import APIExample

/// Everything the screens draw, the running session's tiles, log and controls included.
public struct AppState: Equatable, Sendable {
    public static let minimumWidth = 60
    public static let minimumHeight = 18

    public var screen: Screen = .menu
    public var language: Language
    public var width: Int
    public var height: Int
    public var menu: MenuState
    public var form: FormState?
    /// Whether the log pane also shows stats / volume / quality reports.
    public var showPeriodic = false
    public var showHelp = false
    public var showHidden = false
    /// App ID and certificate in use (forms default to the App ID; the certificate is only ever shown masked).
    public var keyCenter = KeyCenter()
    /// Whether the terminal reports clicks and the wheel; the help mentions the mouse only then. BrowserApp keeps
    /// it in step with the terminal (`--no-mouse`, `BrowserApp.setMouseEnabled`).
    public var mouseEnabled = false
    /// The terminal has focus (its focus reports, CSI I / CSI O; a terminal without them never says otherwise).
    public var terminalFocused = true
    /// F7: the app sent to the background by hand, for a terminal that does not report focus.
    public var backgroundByHand = false
    /// The app in the background, as iOS has it when the user switches apps: the running session hears of it
    /// (UIKit's didEnterBackground), the camera stops unless the case lets it multitask, PiP starts by itself.
    public var isInBackground: Bool { !terminalFocused || backgroundByHand }
    /// An app-level message (e.g. the settings file was unreadable), shown over any screen until dismissed.
    public var alert: SessionNotice?
    /// What the settings file holds (and the settings screen edits).
    public var appSettings = AppSettings()
    /// Where `AGORA_APP_ID` / `AGORA_APP_CERTIFICATE` come from, which override the settings file: the process's
    /// environment in the app, a dictionary in tests.
    public var keyEnvironment: EnvironmentVariables = [:]
    /// Where the settings are saved, shown on the settings screen.
    public var settingsPath = ""
    /// The settings screen, when open (over the current screen, which keeps running).
    public var settings: SettingsState?
    /// The full-screen log viewer, when open; it sits over `screen`, which stays exactly as it was.
    public var logViewer: LogViewerState?
    /// The source view, when open; it sits over everything else (the log viewer included), which stays as it was.
    public var sourceViewer: SourceViewerState?
    /// The running session, from its start until Back.
    public var session: SessionState?
    /// Counts sessions started, so events from an ended one are told apart.
    public var sessionSerial = 0
    /// The last session after Back, for the log viewer (late lines such as leave and destroy still arrive).
    public var endedSession: SessionState?

    public init(language: Language = .en, width: Int = 80, height: Int = 24, showHidden: Bool = false) {
        self.language = language
        self.width = width
        self.height = height
        self.showHidden = showHidden
        menu = MenuState(selectedId: MenuRegistry.allItems.first { showHidden || !$0.hidden }?.id ?? "")
    }

    /// The session the session screen shows, while one runs.
    public var liveSession: SessionState? {
        if case .session = screen { session } else { nil }
    }

    /// What the log viewer reads: the running session's log, else the last one's.
    public var logSnapshot: LogSnapshot? {
        if let session { return LogSnapshot(caseId: session.caseId, log: session.log, isLive: true) }
        return endedSession.map { LogSnapshot(caseId: $0.caseId, log: $0.log, isLive: false) }
    }

    public var isTooSmall: Bool { width < Self.minimumWidth || height < Self.minimumHeight }

    /// Menu rows after the hidden switch and the filter (matching id, English and Chinese names).
    public func visibleSections(l10n: L10n = .shared) -> [MenuSection] {
        let needle = menu.filter.lowercased()
        return MenuRegistry.sections.compactMap { section in
            let items = section.items.filter { item in
                guard showHidden || !item.hidden else { return false }
                guard !needle.isEmpty else { return true }
                return item.id.lowercased().contains(needle)
                    || l10n.string(item.nameKey, .en).lowercased().contains(needle)
                    || l10n.string(item.nameKey, .zhHans).lowercased().contains(needle)
            }
            return items.isEmpty ? nil : MenuSection(titleKey: section.titleKey, items: items)
        }
    }
}
