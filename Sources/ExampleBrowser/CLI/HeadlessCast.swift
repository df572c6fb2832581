import AgoraRtcSim
import APIExample
import Foundation
import TerminalKit

/// `apiexample run --cast`: the session screen drawn off-screen, as the browser would show it at `width`×`height`,
/// recorded at the browser's redraw cadence (`BrowserApp.sessionFrameRate`), a frame only when the screen changed.
@MainActor
public final class HeadlessCast {
    public nonisolated static let defaultWidth = 100
    public nonisolated static let defaultHeight = 30

    public let recorder: CastRecorder
    public let width: Int
    public let height: Int
    public let language: Language
    public let colorMode: ColorMode
    /// The next frame's number; frame n is due n / sessionFrameRate seconds after the start.
    private var frame = 0

    public init(recorder: CastRecorder, width: Int = HeadlessCast.defaultWidth, height: Int = HeadlessCast.defaultHeight,
                language: Language = .en, colorMode: ColorMode = .color) {
        self.recorder = recorder
        self.width = width
        self.height = height
        self.language = language
        self.colorMode = colorMode
    }

    /// A recording's header as asciinema writes it: when it started, and the terminal it was made for and in.
    public nonisolated static func header(title: String, term: String, environment: EnvironmentVariables,
                              now: Date = Date()) -> AsciicastWriter.Header {
        var variables = [(name: "TERM", value: term)]
        if let shell = environment["SHELL"], !shell.isEmpty { variables.append((name: "SHELL", value: shell)) }
        return AsciicastWriter.Header(width: defaultWidth, height: defaultHeight, timestamp: Int(now.timeIntervalSince1970),
                                      environment: variables, title: title)
    }

    /// The screen the session shows now.
    public func screen(of host: SessionHost) -> CellBuffer {
        var state = AppState(language: language, width: width, height: height)
        state.screen = .session(caseId: host.state.caseId)
        state.session = host.state
        return RootView.render(state, glyphs: .unicode)
    }

    /// Records the screen as it is `seconds` after the start.
    public func record(_ host: SessionHost, at seconds: Double) {
        recorder.record(screen(of: host), colorMode: colorMode, at: seconds)
    }

    private var nextFrameTime: Double { Double(frame) / Double(BrowserApp.sessionFrameRate) }

    /// Virtual time from `start` to `start + step`, stopping at each frame due on the way to record it.
    func advance(_ clock: AgoraSimVirtualClock, by step: Double, from start: Double, host: SessionHost) {
        let end = start + step
        var now = start
        while nextFrameTime <= end {
            let due = nextFrameTime
            clock.advance(by: due - now)
            now = max(now, due)
            record(host, at: due)
            frame += 1
        }
        clock.advance(by: end - now)
    }

    /// Real time: records the frame due `seconds` after the start, if it is due yet.
    func tick(_ host: SessionHost, at seconds: Double) {
        guard seconds >= nextFrameTime else { return }
        record(host, at: seconds)
        frame = Int(seconds * Double(BrowserApp.sessionFrameRate)) + 1
    }
}
