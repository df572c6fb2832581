import APIExample
import Foundation
import TerminalKit

/// The interactive browser: turns terminal input and signals into actions, runs the reducer, carries out its
/// effects (sessions live here), and presents the rendered buffer. Main queue only.
@MainActor
public final class BrowserApp {
    public private(set) var state: AppState
    private let terminal: any TerminalBackend
    private let loop: any TerminalEventLoop
    /// Production: wall-clock sessions whose callbacks hop to the main queue; tests: virtual time.
    private let makeContext: @MainActor (GlobalSettings, KeyCenter) -> SessionContext
    /// Production: exit(3), which never returns; a test's records the code and returns.
    private let exitProcess: @MainActor (Int32) -> Void
    private var settings: GlobalSettings
    private var keyCenter: KeyCenter
    private let store: SettingsStore?
    /// `NO_COLOR` or `--no-color`: what the "auto" theme means.
    private let prefersMonochrome: Bool
    /// false with `--no-mouse`: the settings screen's Mouse row cannot turn it on for this run.
    private let mouseAllowed: Bool
    private var glyphs: GlyphSet
    private var session: BaseSession?
    private var sessionCaseId = ""
    /// The last session's log after Back, for the log viewer; replaced by the next session's.
    private var endedSessionLog: (caseId: String, log: SessionLog)?
    private let logWriter: LogFileWriter
    /// Video tiles animate at this rate while a session runs; the menu has no timer at all.
    public static let sessionFrameRate = 15
    /// Frames presented so far (the benchmark reads them through `APIEXAMPLE_STATS_FILE`).
    private var framesPresented = 0

    public init(state: AppState, terminal: any TerminalBackend, settings: GlobalSettings, keyCenter: KeyCenter,
                store: SettingsStore? = nil, prefersMonochrome: Bool = false, mouseAllowed: Bool = true,
                logWriter: LogFileWriter = LogFileWriter(environment: ProcessInfo.processInfo.environment),
                loop: any TerminalEventLoop = TerminalRunLoop(),
                makeContext: @escaping @MainActor (GlobalSettings, KeyCenter) -> SessionContext = SessionContext.live,
                exitProcess: @escaping @MainActor (Int32) -> Void = { exit($0) }) {
        self.state = state
        self.loop = loop
        self.makeContext = makeContext
        self.exitProcess = exitProcess
        self.mouseAllowed = mouseAllowed
        self.logWriter = logWriter
        self.store = store
        self.prefersMonochrome = prefersMonochrome
        self.glyphs = terminal.glyphs
        self.terminal = terminal
        self.settings = settings
        self.keyCenter = keyCenter
        self.state.width = terminal.width
        self.state.height = terminal.height
        self.state.mouseEnabled = terminal.isMouseEnabled
        applyAppearance(state.appSettings)
    }

    public func run() -> Never {
        start()
        loop.run()
    }

    /// Wires the loop's events to the app and draws the first frame; `run()` then serves the loop for good.
    func start() {
        loop.onInput = { [unowned self] in readInput() }
        loop.onResize = { [unowned self] in resize() }
        loop.onSuspendRequest = { [unowned self] in
            terminal.suspend()
            resize()
        }
        loop.onContinue = { [unowned self] in resize() }
        loop.onSignal = { [unowned self] signal in
            switch signal {
            case .interrupt: quit(code: 130)
            case .terminate: quit(code: 143)
            case .hangup: quit(code: 129)
            }
        }
        loop.onFrame = { [unowned self] in render() }
        loop.start()
        render()
    }

    /// Opens a case's Entry directly (`--case`).
    public func openCase(_ id: String) {
        state.menu.selectedId = id
        _ = Reducer.reduce(&state, .key(.enter), session: nil)
    }

    private var snapshot: SessionSnapshot? {
        session.map { SessionSnapshot(caseId: sessionCaseId, session: $0) }
    }

    /// What the log viewer reads: the running session's log, else the last one's.
    private var logSnapshot: LogSnapshot? {
        if let session { return LogSnapshot(caseId: sessionCaseId, log: session.log, isLive: true) }
        return endedSessionLog.map { LogSnapshot(caseId: $0.caseId, log: $0.log, isLive: false) }
    }

    private func readInput() {
        for key in terminal.readKeys() {
            if key == .resize { resize(); continue }
            dispatch(.key(key))
        }
    }

    private func resize() {
        terminal.handleResize()
        dispatch(.resize(width: terminal.width, height: terminal.height))
    }

    func dispatch(_ action: Action) {
        let effects = Reducer.reduce(&state, action, session: snapshot, log: logSnapshot)
        for effect in effects { perform(effect) }
        render()
    }

    private func perform(_ effect: Effect) {
        switch effect {
        case .startSession(let caseId, let configs):
            guard let item = MenuRegistry.item(id: caseId) else { return }
            let main = item.makeMain(configs, makeContext(settings, keyCenter))
            session = main
            sessionCaseId = caseId
            endedSessionLog = nil
            main.start()
            loop.setFrameRate(Self.sessionFrameRate)
        case .stopSession:
            stopSession()
        case .performControl(let id, let change):
            session?.perform(id, change)
        case .dismissNotice:
            session?.dismissNotice()
        case .answerPrompt(let granted):
            session?.answerPrompt(granted: granted)
        case .settingsChanged(let changed):
            applySettings(changed)
        case .quit:
            quit(code: 0)
        case .saveLog(let export):
            dispatch(.logSaved(logWriter.save(export)))
        }
    }

    /// Saves what the settings screen changed (keeping what else the file holds) and applies it: the running
    /// session gets the global settings the SDK lets it change now; the next session gets everything.
    private func applySettings(_ changed: AppSettings) {
        do {
            try store?.update { saved in
                saved.global = changed.global
                saved.appId = changed.appId
                saved.appCertificate = changed.appCertificate
                saved.language = changed.language
                saved.theme = changed.theme
                saved.borders = changed.borders
                saved.mouse = changed.mouse
            }
        } catch {
            dispatch(.alert(SessionNotice("settings.saveFailed", [String(describing: error)], severity: .error)))
        }
        let old = settings
        settings = changed.global
        keyCenter = state.keyCenter
        if old != settings { session?.globalSettingsChanged(from: old, to: settings) }
        applyAppearance(changed)
    }

    private func applyAppearance(_ settings: AppSettings) {
        switch settings.theme {
        case "color": terminal.setColorMode(.color)
        case "mono": terminal.setColorMode(.monochrome)
        default: terminal.setColorMode(prefersMonochrome ? .monochrome : .color)
        }
        switch settings.borders {
        case "unicode": glyphs = .unicode
        case "ascii": glyphs = .ascii
        default: glyphs = terminal.glyphs
        }
        terminal.setMouseEnabled(settings.mouse && mouseAllowed)
        state.mouseEnabled = terminal.isMouseEnabled
    }

    private func stopSession() {
        if let session {
            session.stop()
            endedSessionLog = (sessionCaseId, session.log)
        }
        session = nil
        loop.setFrameRate(nil)
    }

    private func render() {
        terminal.present(RootView.render(state, session: snapshot, log: logSnapshot, glyphs: glyphs))
        framesPresented += 1
    }

    /// The language and the selected case come back at the next start. Other settings in the file are kept
    /// (the store re-reads under its lock), and a failed save is only a lost convenience.
    private func rememberWhereTheUserWas() {
        let language = state.language.rawValue, caseId = state.menu.selectedId
        _ = try? store?.update { settings in
            settings.language = language
            settings.lastCaseId = caseId
        }
    }

    /// For the benchmark: frames presented and bytes written to the terminal, as JSON, when asked for.
    private func writeStats() {
        guard let path = ProcessInfo.processInfo.environment["APIEXAMPLE_STATS_FILE"], !path.isEmpty else { return }
        let json = "{\"frames\": \(framesPresented), \"bytesWritten\": \(terminal.bytesWritten)}\n"
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
    }

    /// Every way out ends the session cleanly (leave, destroy) before the terminal is restored.
    private func quit(code: Int32) {
        stopSession()
        terminal.shutdown()
        rememberWhereTheUserWas()
        writeStats()
        exitProcess(code)
    }
}
