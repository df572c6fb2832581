/// What is drawn, bottom to top. One computation decides what is on top, and the keymap, the views, the mouse and
/// text input all ask it, so they never disagree about which layer a key or a click is for.
public enum Layer: Equatable, Sendable {
    /// The menu, an Entry form or a running session.
    case screen
    /// The settings screen, over the screen (a running session keeps running).
    case settings
    /// The full-screen log viewer; it hides everything under it, the app's and the session's dialogs included,
    /// until it closes.
    case logViewer
    /// The full-screen source view, over everything (the log viewer included) until it closes.
    case sourceViewer
    /// An app-level message (e.g. the settings file was unreadable).
    case alert
    /// The session's permission dialog (waits while the settings screen is open).
    case prompt
    /// The session's notice (waits while the settings screen is open).
    case notice
    case help
}

extension AppState {
    /// The visible layers, bottom first.
    public var layers: [Layer] {
        if sourceViewer != nil { return showHelp ? [.sourceViewer, .help] : [.sourceViewer] }
        if logViewer != nil { return showHelp ? [.logViewer, .help] : [.logViewer] }
        var layers: [Layer] = [.screen]
        if settings != nil { layers.append(.settings) }
        if showHelp {
            layers.append(.help)
        } else if alert != nil {
            layers.append(.alert)
        } else if settings == nil, let session = liveSession {
            if session.prompt != nil {
                layers.append(.prompt)
            } else if let notice = session.notice, !notice.key.isEmpty {
                layers.append(.notice)
            }
        }
        return layers
    }

    /// What keys, clicks and typing go to.
    public var topLayer: Layer { layers.last ?? .screen }

    /// Another screen over a running session (settings, the log viewer, the source view, help). Covered, it keeps
    /// running (the app stays in the foreground: these are the app's own screens); the source view shows what it
    /// does then, as the log viewer does.
    public var sessionIsCovered: Bool {
        guard liveSession != nil, case .session = screen else { return false }
        return settings != nil || logViewer != nil || sourceViewer != nil || showHelp
    }
}
