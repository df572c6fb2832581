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
    private let store: SettingsStore?
    /// `NO_COLOR` or `--no-color`: what the "auto" theme means.
    private let prefersMonochrome: Bool
    /// false with `--no-mouse`: the settings screen's Mouse row cannot turn it on for this run.
    private let mouseAllowed: Bool
    /// Whether the session last heard that it went to the background.
    private var sessionInBackground = false
    /// The running case's Main: the SDK-facing half of the session. What it shows is `state.session`.
    private var session: BaseSession?
    /// Made when a log is first saved: finding its directory takes Foundation's URL, which the first paint can do
    /// without.
    private lazy var logWriter = givenLogWriter ?? LogFileWriter(environment: .process)
    private let givenLogWriter: LogFileWriter?
    /// Changes no key caused (session events, moving pictures) repaint at most this often; when nothing changes,
    /// nothing wakes the app up.
    public static let sessionFrameRate = 15
    /// Frames presented so far (the benchmark reads them through `APIEXAMPLE_STATS_FILE`).
    private var framesPresented = 0
    /// Something changed since the last repaint.
    private var needsRender = false
    /// `--cast`: what each present shows also goes here, timed from the app's start. nil (no recording) costs the
    /// present nothing.
    private let cast: CastRecorder?
    private let startedAt = DispatchTime.now()

    /// The global settings and KeyCenter sessions start with are `state`'s (`appSettings.global`, `keyCenter`).
    public init(state: AppState, terminal: any TerminalBackend, store: SettingsStore? = nil, prefersMonochrome: Bool = false, mouseAllowed: Bool = true,
                logWriter: LogFileWriter? = nil, cast: CastRecorder? = nil,
                loop: any TerminalEventLoop = TerminalRunLoop(),
                makeContext: @escaping @MainActor (GlobalSettings, KeyCenter) -> SessionContext = { SessionContext.live(settings: $0, keyCenter: $1) },
                exitProcess: @escaping @MainActor (Int32) -> Void = { exit($0) }) {
        self.state = state
        self.loop = loop
        self.makeContext = makeContext
        self.exitProcess = exitProcess
        self.mouseAllowed = mouseAllowed
        givenLogWriter = logWriter
        self.cast = cast
        self.store = store
        self.prefersMonochrome = prefersMonochrome
        self.terminal = terminal
        self.state.width = terminal.width
        self.state.height = terminal.height
        self.state.mouseEnabled = terminal.isMouseEnabled
        applyAppearance()
    }

    /// Draws the first frame, then serves the loop for good. `afterFirstPaint` runs on the main queue once the first
    /// frame is on the screen (the crash drill). The first frame is drawn on the main thread, every later one on the
    /// main queue: ThreadSanitizer sees them ordered, since nothing runs on the queue before the loop's dispatch
    /// sources exist, and those are made from the queue after the first paint (`TerminalRunLoop.run`). Drawing the
    /// first frame from the queue instead cost it about 0.6 ms (libdispatch's worker thread starting first).
    public func run(afterFirstPaint: (@MainActor () -> Void)? = nil) -> Never {
        start()
        if let afterFirstPaint {
            DispatchQueue.main.async { MainActor.assumeIsolated(afterFirstPaint) }
        }
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
            case .quit: quit(code: 131)
            }
        }
        loop.onFrame = { [unowned self] in frameTick() }
        loop.start()
        render()
    }

    /// Opens a case's Entry directly (`--case`).
    public func openCase(_ id: String) {
        state.menu.selectedId = id
        _ = Reducer.reduce(&state, .key(.enter))
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
        let effects = Reducer.reduce(&state, action)
        for effect in effects { perform(effect) }
        syncMouse()
        syncLifecycle()
        render()
    }

    /// A session event: into the state, and a repaint at the next frame tick (a burst of events makes one).
    private func dispatchSoon(_ action: Action) {
        let effects = Reducer.reduce(&state, action)
        for effect in effects { perform(effect) }
        syncMouse()
        syncLifecycle()
        setNeedsRender()
    }

    /// Tells the session when the app goes to the background and comes back (the terminal's focus, or F7).
    private func syncLifecycle() {
        let background = session != nil && state.isInBackground
        guard background != sessionInBackground else { return }
        sessionInBackground = background
        session?.applicationStateChanged(inBackground: background)
    }

    /// Mouse reporting as the settings have it, but off while the session shows text to select and copy.
    private func syncMouse() {
        let wanted = state.appSettings.mouse && mouseAllowed && state.liveSession?.wantsTextSelection != true
        guard wanted != terminal.isMouseEnabled else { return }
        terminal.setMouseEnabled(wanted)
        state.mouseEnabled = terminal.isMouseEnabled
    }

    /// Something changed that no key caused (session events, a new picture): the frame timer runs until a tick
    /// finds nothing new, so an idle app has no timer at all.
    private func setNeedsRender() {
        needsRender = true
        loop.setFrameRate(Self.sessionFrameRate)
    }

    /// A tick of the frame timer: repaint what changed (events, or pictures, which the frame store is asked about
    /// here rather than hopping to the main queue for each), else stop the timer until something changes.
    private func frameTick() {
        let picturesChanged = session?.context.frames.takeChangesOrArm() ?? false
        if needsRender || picturesChanged { render() } else { loop.setFrameRate(nil) }
    }

    private func perform(_ effect: Effect) {
        switch effect {
        case .startSession(let caseId, let serial, let configs):
            guard let item = MenuRegistry.item(id: caseId) else { return }
            let context = makeContext(state.appSettings.global, state.keyCenter)
            context.frames.listen { [weak self] in
                // Frames are drawn on the engine's queue (or, in virtual time, on the main thread).
                if Thread.isMainThread {
                    MainActor.assumeIsolated { self?.setNeedsRender() }
                } else {
                    DispatchQueue.main.async { MainActor.assumeIsolated { self?.setNeedsRender() } }
                }
            }
            let main = item.makeMain(configs, context)
            session = main
            main.begin { [weak self] event in self?.dispatchSoon(.session(serial: serial, event)) }
        case .stopSession:
            stopSession()
        case .performControl(let id, let value):
            session?.handleControl(id: id, value)
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
                saved.faceCaptureLicense = changed.faceCaptureLicense
                saved.language = changed.language
                saved.theme = changed.theme
                saved.borders = changed.borders
                saved.mouse = changed.mouse
            }
        } catch SettingsStoreError.keptUnreadable(let path) {
            dispatch(.alert(SessionNotice("settings.notSaved", [path], severity: .error)))
        } catch {
            dispatch(.alert(SessionNotice("settings.saveFailed", [String(describing: error)], severity: .error)))
        }
        session?.settingsSaved(changed.global)
        applyAppearance()
    }

    /// The theme and mouse reporting as the settings have them.
    private func applyAppearance() {
        switch state.appSettings.theme {
        case "color": terminal.setColorMode(.color)
        case "mono": terminal.setColorMode(.monochrome)
        default: terminal.setColorMode(prefersMonochrome ? .monochrome : .color)
        }
        syncMouse()
    }

    /// The borders as the settings have them ("auto": what the terminal can draw).
    private var glyphs: GlyphSet {
        switch state.appSettings.borders {
        case "unicode": .unicode
        case "ascii": .ascii
        default: terminal.glyphs
        }
    }

    private func stopSession() {
        session?.stop()
        session = nil
    }

    private func render() {
        needsRender = false
        let buffer = RootView.render(state, glyphs: glyphs)
        terminal.present(buffer)
        framesPresented += 1
        if let cast {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - startedAt.uptimeNanoseconds) / 1e9
            cast.record(buffer, colorMode: terminal.colorMode, at: seconds)
        }
        // While the screen is shared, what was just drawn is also what the capture sees (minus its own tile).
        if let display = session?.context.display, display.isCapturing {
            ScreenCaptureCells.post(state, glyphs: glyphs, to: display)
        }
    }

    /// The language and the selected case come back at the next start. Other settings in the file are kept
    /// (the store re-reads under its lock), and a failed save is only a lost convenience (one the store refuses,
    /// over a file it could not read, was announced at start).
    private func rememberWhereTheUserWas() {
        let language = state.language.rawValue, caseId = state.menu.selectedId
        _ = try? store?.update { settings in
            settings.language = language
            settings.lastCaseId = caseId
        }
    }

    /// Closes the recording; one that stopped early says why, now that the terminal is the shell's again.
    private func finishRecording() {
        guard let cast else { return }
        cast.close()
        if let failure = cast.failure {
            CommandOutput.err("apiexample: " + CastFileError.stopped(failure, path: cast.path ?? "", Localizer(.en)) + "\n")
        }
    }

    /// For the benchmark: frames presented, bytes written and cells changed on the terminal, as JSON, when asked for.
    private func writeStats() {
        guard let path = EnvironmentVariables.process["APIEXAMPLE_STATS_FILE"], !path.isEmpty else { return }
        let json = "{\"frames\": \(framesPresented), \"bytesWritten\": \(terminal.bytesWritten), "
            + "\"cellsChanged\": \(terminal.cellsChanged)}\n"
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
    }

    /// Every way out ends the session cleanly (leave, destroy) before the terminal is restored.
    private func quit(code: Int32) {
        stopSession()
        loop.setFrameRate(nil)
        terminal.shutdown()
        finishRecording()
        rememberWhereTheUserWas()
        writeStats()
        exitProcess(code)
    }
}
