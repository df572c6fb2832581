import APIExample
import TerminalKit

/// What a headless run's screen capture sees: the session drawn off-screen at 100×30, as the browser would show
/// it, whenever the session's state changed while a capture runs.
@MainActor
final class OffscreenDisplay {
    static let width = 100
    static let height = 30
    private let host: SessionHost
    private var changed = true

    init(host: SessionHost) {
        self.host = host
        let previous = host.onEvent
        host.onEvent = { [weak self] event in
            previous?(event)
            self?.changed = true
        }
    }

    var isCapturing: Bool { host.session.context.display.isCapturing }

    /// Posts the session's screen if it changed since the last post and a capture reads it.
    func refresh() {
        let display = host.session.context.display
        guard changed, display.isCapturing else { return }
        changed = false
        var state = AppState(width: Self.width, height: Self.height)
        state.screen = .session(caseId: host.state.caseId)
        state.session = host.state
        ScreenCaptureCells.post(state, glyphs: .unicode, to: display)
    }
}
