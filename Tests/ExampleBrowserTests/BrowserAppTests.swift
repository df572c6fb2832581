import AgoraRtcSim
import APIExample
import Foundation
import Testing
import TerminalKit
@testable import ExampleBrowser

/// The runtime around the reducer: keys in through the backend, effects carried out (sessions, settings file,
/// log files, quitting), screens out through the backend. A `MemoryTerminal` stands in for the tty, a
/// `ManualRunLoop` for dispatch, virtual time for the session's clock and a scratch XDG tree for the user's
/// files, so nothing here needs a terminal or waits on a wall clock.
@MainActor
@Suite final class BrowserAppTests {
    private let scratch: URL
    private let store: SettingsStore
    private let logWriter: LogFileWriter
    private let clock = AgoraSimVirtualClock()
    private let loop = ManualRunLoop()
    private let terminal = MemoryTerminal(width: 100, height: 30)
    /// Held here because the loop's handlers do not keep the app alive (they must not, in production).
    private var app: BrowserApp?
    private var exitCodes: [Int32] = []
    /// Whether the terminal was already restored when the app exited, one per exit.
    private var shutDownAtExit: [Bool] = []
    private let t = L10n.shared

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("BrowserAppTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let environment: EnvironmentVariables = ["XDG_CONFIG_HOME": scratch.appendingPathComponent("config").path,
                                                     "XDG_STATE_HOME": scratch.appendingPathComponent("state").path]
        store = SettingsStore(environment: environment)
        logWriter = LogFileWriter(environment: environment)
    }

    deinit {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// The app as `apiexample` builds it, on the in-memory terminal, started (first frame presented).
    private func launch(mouseAllowed: Bool = true, store: SettingsStore? = nil) -> BrowserApp {
        let store = store ?? self.store
        var state = AppState()
        state.settingsPath = store.fileURL.path
        let clock = clock
        let app = BrowserApp(state: state, terminal: terminal,
                             store: store, mouseAllowed: mouseAllowed, logWriter: logWriter, loop: loop,
                             makeContext: { .virtual(settings: $0, keyCenter: $1, clock: clock) },
                             exitProcess: { [unowned self, terminal] code in
                                 exitCodes.append(code)
                                 shutDownAtExit.append(terminal.isShutDown)
                             })
        self.app = app
        app.start()
        return app
    }

    /// Keys typed at the terminal, read when stdin becomes readable.
    private func press(_ keys: Key...) {
        terminal.queue(keys)
        loop.fireInput()
    }

    /// Presses `key` until `done` holds (at most `limit` times), so a test does not depend on row order.
    private func press(_ key: Key, until done: () -> Bool, limit: Int = 40) {
        for _ in 0..<limit where !done() { press(key) }
    }

    /// Lets `seconds` of session time pass in small steps, then draws a frame as the timer would.
    private func advance(_ seconds: Double) {
        for _ in 0..<Int(seconds / 0.05) { clock.advance(by: 0.05) }
        loop.fireFrame()
    }

    /// Runs `body` in a JoinChannelVideo session (after `before`), and ends it however `body` went: the simulated
    /// engine is one per process, and one left alive would be the next test's engine, on this test's clock.
    private func inVideoCall(before: (BrowserApp) -> Void = { _ in }, _ body: (BrowserApp) throws -> Void) throws {
        let app = launch()
        defer { app.dispatch(.key(.ctrl("c"))) }
        before(app)
        try joinVideoCall(app)
        try body(app)
    }

    /// Menu → JoinChannelVideo's Entry form → Join, then a second of session (joined, remote users in).
    private func joinVideoCall(_ app: BrowserApp) throws {
        press(.down, until: { app.state.menu.selectedId == "JoinChannelVideo" })
        press(.enter)
        try #require(app.state.screen == .entry(caseId: "JoinChannelVideo"))
        press(.enter, until: { app.state.screen == .session(caseId: "JoinChannelVideo") }, limit: 12)
        try #require(app.state.screen == .session(caseId: "JoinChannelVideo"))
        advance(1)
    }

    private var screen: String { terminal.lines.joined(separator: "\n") }

    /// Tiles on screen, counted by their top edges (each starts with the user's uid).
    private var tileCount: Int { screen.components(separatedBy: "┌─ uid ").count - 1 }

    /// A minute of session time later, nothing the engine scheduled is left: it left and was destroyed.
    private func expectEngineWentQuiet(_ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        clock.advance(by: 60)
        #expect(clock.pendingTimerCount == 0, comment, sourceLocation: sourceLocation)
    }

    @Test func startDrawsTheMenuWithoutATimer() {
        let app = launch()
        #expect(loop.isStarted)
        #expect(terminal.presentCount == 1)
        #expect(terminal.presented?.width == 100 && terminal.presented?.height == 30)
        #expect(terminal.screenContains(t.string("app.title", .en)))
        #expect(terminal.screenContains(t.string("case.JoinChannelVideo.name", .en)))
        #expect(loop.framesPerSecond == nil, "an idle menu must not wake up")
        #expect(app.state.mouseEnabled == terminal.isMouseEnabled)
    }

    @Test func aKeyThatChangesNothingRedrawsNothing() {
        _ = launch()
        press(.function(12))
        #expect(terminal.presentCount == 2)
        #expect(terminal.changedCells.isEmpty)
        press(.down)
        #expect(!terminal.changedCells.isEmpty)
    }

    @Test func joiningFromTheFormStartsASessionOnScreen() throws {
        try inVideoCall { _ in
            #expect(loop.framesPerSecond == BrowserApp.sessionFrameRate, "video animates while the session runs")
            #expect(terminal.screenContains(t.string("case.JoinChannelVideo.name", .en)))
            let state = t.string(AgoraConnectionState.connected.localizationKey, .en)
            #expect(terminal.screenContains(t.string("status.state", .en) + ": " + state), "\(screen)")
            #expect(terminal.screenContains(t.string("status.channel", .en) + ": demo"))
            advance(1)
            #expect(tileCount > 1, "the local tile, then the default remote users': \(screen)")
        }
    }

    @Test func backStopsTheSessionAndItsLogEndsWithLeaveAndDestroy() throws {
        try inVideoCall { app in
            press(.escape)
            #expect(app.state.screen == .entry(caseId: "JoinChannelVideo"))
            // The leave and destroy lines arrive after Back; one tick draws them, the next finds nothing new.
            loop.fireFrame()
            loop.fireFrame()
            #expect(loop.framesPerSecond == nil, "no timer once nothing changes")
            expectEngineWentQuiet("Back destroys the engine")
            press(.function(3))
            try #require(app.state.logViewer != nil)
            #expect(terminal.screenContains("leaveChannel("), "\(screen)")
            #expect(terminal.screenContains("destroy()"), "\(screen)")
        }
    }

    @Test func savingTheLogWritesAFileUnderTheStateDirectory() throws {
        try inVideoCall { app in
            press(.escape, .function(3), .char("S"))
            guard case .saved(let path, let lines, let filtered)? = app.state.logViewer?.saveOutcome else {
                Issue.record("not saved: \(String(describing: app.state.logViewer?.saveOutcome))")
                return
            }
            #expect(path.hasPrefix(logWriter.directory.path))
            #expect(lines > 0 && !filtered)
            let contents = try String(contentsOfFile: path, encoding: .utf8)
            #expect(contents.hasPrefix("# APIExample log: JoinChannelVideo"))
            #expect(contents.contains("leaveChannel("))
        }
    }

    @Test func settingsChangesAreSavedAndApplied() throws {
        let app = launch()
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path), "nothing is written before a change")
        press(.char("s"))
        try #require(app.state.settings != nil)
        press(.down, until: { app.state.settings?.row == .theme })
        press(.right, until: { app.state.appSettings.theme == "mono" })
        #expect(terminal.colorMode == .monochrome)
        #expect(terminal.lastPresentWasFullRepaint, "a new theme repaints every cell")
        press(.down, until: { app.state.settings?.row == .borders })
        press(.right, until: { app.state.appSettings.borders == "ascii" })
        press(.down, until: { app.state.settings?.row == .mouse })
        press(.right)
        #expect(!app.state.appSettings.mouse && !terminal.isMouseEnabled && !app.state.mouseEnabled)
        #expect(terminal.mouseRequests.last == false)
        press(.escape, .char("?"))
        #expect(app.state.settings == nil && app.state.showHelp)
        #expect(terminal.screenContains("+--") && !terminal.screenContains("┌"), "the help box in ASCII: \(screen)")

        let saved = store.load().settings
        #expect(saved.theme == "mono" && saved.borders == "ascii" && !saved.mouse)
        #expect(store.fileURL.path.hasPrefix(scratch.path))
    }

    @Test func aGlobalSettingReachesTheNextSession() throws {
        try inVideoCall(before: { app in
            press(.char("s"))
            press(.down, until: { app.state.settings?.row == .remoteUserCount })
            press(.left, until: { app.state.appSettings.global.remoteUserCount == 0 })
            press(.escape)
            #expect(app.state.settings == nil)
            #expect(store.load().settings.global.remoteUserCount == 0)
        }) { _ in
            #expect(terminal.screenContains("0 " + t.string("status.users", .en)), "\(screen)")
            #expect(tileCount == 1, "only the local tile: \(screen)")
        }
    }

    /// PictureInPicture allows starting from inline: the app going to the background (the terminal losing focus)
    /// starts PiP by itself, and coming back ends it; F7 does the same where the terminal reports no focus. The
    /// app's own screens over the session (settings) are not the background.
    @Test func theBackgroundStartsThePictureInPictureWindow() throws {
        let app = launch()
        defer { app.dispatch(.key(.ctrl("c"))) }
        app.openCase("PictureInPicture")
        press(.enter, until: { app.state.screen == .session(caseId: "PictureInPicture") }, limit: 4)
        try #require(app.state.screen == .session(caseId: "PictureInPicture"))
        advance(3)
        #expect(app.state.liveSession?.pictureInPicture == .inactive)
        press(.char("s"))
        advance(0.5)
        #expect(app.state.settings != nil && app.state.liveSession?.pictureInPicture == .inactive)
        press(.escape)
        press(.focusOut)
        advance(0.5)
        #expect(app.state.isInBackground && app.state.liveSession?.pictureInPicture == .active)
        #expect(screen.contains(t.string("status.background", .en)), "\(screen)")
        press(.focusIn)
        advance(0.5)
        #expect(!app.state.isInBackground && app.state.liveSession?.pictureInPicture == .inactive)
        press(.function(7))
        advance(0.5)
        #expect(app.state.liveSession?.pictureInPicture == .active)
        press(.function(7))
        advance(0.5)
        #expect(app.state.liveSession?.pictureInPicture == .inactive)
        // Turned on by the user, it stays on when the app comes back.
        press(.enter)
        advance(0.5)
        press(.focusOut)
        advance(0.2)
        press(.focusIn)
        advance(0.5)
        #expect(app.state.liveSession?.pictureInPicture == .active)
        // PiP keeps the camera (the case sets rtc.camera_enable_multitasking): it never failed.
        let states = app.state.liveSession?.log.entries.compactMap(\.event).filter {
            $0.name == "rtcEngine(_:localVideoStateChangedOf:reason:sourceType:)"
        } ?? []
        #expect(!states.isEmpty && !states.contains { $0.detail.contains("captureInBackground") })
    }

    /// In the background the camera stops as iOS stops it (reason captureInBackground) and comes back with focus.
    @Test func theBackgroundStopsTheCamera() throws {
        try inVideoCall { app in
            let cameraStates = {
                app.state.liveSession?.log.entries.compactMap(\.event).filter {
                    $0.name == "rtcEngine(_:localVideoStateChangedOf:reason:sourceType:)" && $0.detail.hasSuffix(".camera")
                }.map(\.detail) ?? []
            }
            let before = cameraStates().count
            press(.focusOut)
            advance(0.5)
            #expect(cameraStates().dropFirst(before).first?.hasPrefix("state: .failed, reason: .captureInBackground") == true,
                    "\(cameraStates())")
            press(.focusIn)
            advance(0.5)
            #expect(cameraStates().last?.hasPrefix("state: .encoding, reason: .ok") == true, "\(cameraStates())")
        }
    }

    @Test func theCommandLineCanKeepTheMouseOffWhateverTheSettingsSay() {
        let app = launch(mouseAllowed: false)
        #expect(app.state.appSettings.mouse)
        #expect(!terminal.isMouseEnabled && !app.state.mouseEnabled)
    }

    @Test func languageSwitchRedrawsInChineseAndBack() {
        let app = launch()
        let english = t.string("case.JoinChannelVideo.name", .en), chinese = t.string("case.JoinChannelVideo.name", .zhHans)
        press(.char("l"))
        #expect(app.state.language == .zhHans)
        #expect(terminal.screenContains(chinese) && !terminal.screenContains(english))
        press(.char("l"))
        #expect(terminal.screenContains(english) && !terminal.screenContains(chinese))
    }

    @Test func quitRestoresTheTerminalAndRemembersWhereTheUserWas() {
        let app = launch()
        press(.down, until: { app.state.menu.selectedId == "JoinChannelVideo" })
        press(.char("l"), .char("q"))
        #expect(exitCodes == [0])
        #expect(shutDownAtExit == [true], "the terminal is restored before the process exits")
        let saved = store.load().settings
        #expect(saved.lastCaseId == "JoinChannelVideo" && saved.language == Language.zhHans.rawValue)
        let presents = terminal.presentCount
        app.dispatch(.key(.down))
        #expect(terminal.presentCount == presents, "nothing is drawn on a restored terminal")
    }

    /// A settings file that could not be read (EACCES, through the store's reading seam: root reads any file) is
    /// not saved over, neither by a change on the settings screen, which says so, nor on the way out (issue 12).
    @Test func aSettingsFileThatCouldNotBeReadIsNotSavedOver() throws {
        let unreadable = SettingsStore(fileURL: store.fileURL, readFile: { _ in .failed(EACCES) })
        try FileManager.default.createDirectory(at: store.directoryURL, withIntermediateDirectories: true)
        let saved = Data(#"{"lastCaseId": "LiveStreaming"}"#.utf8)
        try saved.write(to: store.fileURL)
        let app = launch(store: unreadable)
        press(.char("s"))
        press(.down, until: { app.state.settings?.row == .theme })
        press(.right)
        #expect(app.state.alert == SessionNotice("settings.notSaved", [store.fileURL.path], severity: .error))
        press(.enter, .escape, .char("l"), .char("q"))
        #expect(exitCodes == [0])
        #expect(FileManager.default.contents(atPath: store.fileURL.path) == saved)
    }

    @Test(arguments: [(TerminalSignal.interrupt, Int32(130)), (.terminate, 143), (.hangup, 129), (.quit, 131)])
    func aSignalEndsTheSessionAndExitsWithItsCode(signal: TerminalSignal, code: Int32) throws {
        try inVideoCall { _ in
            loop.fire(signal)
            #expect(exitCodes == [code])
            #expect(shutDownAtExit == [true])
            #expect(loop.framesPerSecond == nil)
            expectEngineWentQuiet("the session left and destroyed its engine before exiting")
        }
    }

    @Test func ctrlCInASessionQuitsNormally() throws {
        try inVideoCall { _ in
            press(.ctrl("c"))
            #expect(exitCodes == [0] && shutDownAtExit == [true])
            expectEngineWentQuiet("Ctrl-C ends the session first")
        }
    }

    /// While ScreenShare shares the screen, every screen the browser draws is also what the capture sees: the whole
    /// terminal, with the captured-screen tile a placeholder.
    @Test func theBrowserPostsWhatItDrawsWhileTheScreenIsShared() throws {
        let display = SessionDisplay()
        let clock = clock
        var state = AppState()
        state.settingsPath = store.fileURL.path
        let app = BrowserApp(state: state, terminal: terminal, store: store,
                             logWriter: logWriter, loop: loop,
                             makeContext: { SessionContext(settings: $0, keyCenter: $1, clock: clock, display: display,
                                                           hop: { work in MainActor.assumeIsolated { work() } }) },
                             exitProcess: { [unowned self] code in exitCodes.append(code) })
        self.app = app
        app.start()
        defer { app.dispatch(.key(.ctrl("c"))) }
        app.openCase("ScreenShare")
        press(.enter, until: { app.state.screen == .session(caseId: "ScreenShare") }, limit: 4)
        try #require(app.state.screen == .session(caseId: "ScreenShare"))
        advance(3)
        #expect(display.currentScreen() == nil, "nothing is posted before a capture")
        // To Start (the first focus lands on an enabled control; Stop waits for a capture).
        press(.tab, until: { Self.focusedControlId(app) == "startScreen" }, limit: 12)
        press(.enter)
        try #require(app.state.liveSession?.prompt?.control == "startScreen")
        press(.char("y"))
        advance(1)
        let image = try #require(display.currentScreen())
        #expect(image.columns == 100 && image.rows == 30 && image.cells.count == 3000)
        let drawn = try #require(terminal.presented)
        #expect(ScreenCaptureCells.cells(of: drawn) != image.cells, "the capture's own tile differs from the screen's")
        let placeholder = RootView.render(app.state, glyphs: .unicode, capturingScreen: true)
        #expect(placeholder.lines.joined().contains("(this view is not"), "the placeholder, cut to the tile")
        #expect(ScreenCaptureCells.cells(of: placeholder) == image.cells)
    }

    @MainActor static func focusedControlId(_ app: BrowserApp) -> String? {
        guard let live = app.state.liveSession, let index = live.focusedControl else { return nil }
        return live.controls[index].id
    }

    @Test func resizeLaysTheScreenOutAgain() {
        let app = launch()
        terminal.resizeWindow(width: 120, height: 40)
        loop.fireResize()
        #expect(app.state.width == 120 && app.state.height == 40)
        #expect(terminal.presented?.width == 120 && terminal.presented?.height == 40)
        #expect(terminal.lastPresentWasFullRepaint)

        terminal.resizeWindow(width: 50, height: 12)
        terminal.queue([.resize])
        loop.fireInput()
        #expect(app.state.isTooSmall)
        #expect(terminal.screenContains(t.string("tooSmall.title", .en)), "\(screen)")
        terminal.resizeWindow(width: 100, height: 30)
        loop.fireResize()
        #expect(terminal.screenContains(t.string("app.title", .en)))
    }

    @Test func ctrlZSuspendsAndComesBackAtTheNewSize() {
        let app = launch()
        terminal.resizeWindow(width: 90, height: 28)
        loop.fireSuspend()
        #expect(terminal.suspendCount == 1)
        #expect(app.state.width == 90 && terminal.presented?.width == 90)
        #expect(terminal.lastPresentWasFullRepaint)
        let presents = terminal.presentCount
        loop.fireContinue()
        #expect(terminal.presentCount == presents + 1)
    }
}
