import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// A display the tests draw on: a fixed grid of cells whose generation changes when a test changes it.
final class TestScreen: AgoraSimScreenSource, @unchecked Sendable {
    private let lock = NSLock()
    private var image: AgoraSimScreenImage
    private var reads = 0
    private var capturing = false

    init(columns: Int = 10, rows: Int = 4) {
        image = AgoraSimScreenImage(generation: 1, columns: columns, rows: rows,
                                    cells: Array(repeating: AgoraSimScreenCell(ink: 0, foreground: 235, background: 16),
                                                 count: columns * rows))
    }

    func currentScreen() -> AgoraSimScreenImage? {
        lock.lock(); defer { lock.unlock() }
        reads += 1
        return image
    }

    func screenCaptureChanged(_ capturing: Bool) {
        lock.lock(); defer { lock.unlock() }
        self.capturing = capturing
    }

    var isCapturing: Bool { lock.lock(); defer { lock.unlock() }; return capturing }
    var readCount: Int { lock.lock(); defer { lock.unlock() }; return reads }

    /// Inks cell (column, row) fully: the picture changes.
    func ink(column: Int, row: Int) {
        lock.lock(); defer { lock.unlock() }
        image.cells[row * image.columns + column].ink = 255
        image.generation += 1
    }
}

/// Screen capture in virtual time: the sheet's answer and the states it reports, the rates and limits, the local
/// `.screen` canvas, publishing the screen instead of the camera on one connection, and that a still screen is
/// rasterised once.
@Suite struct ScreenCaptureEngineTests {
    static func harness(_ screen: TestScreen) -> SimHarness {
        SimHarness(remotes: 1) { $0.screen = screen }
    }

    static var parameters: AgoraScreenCaptureParameters2 {
        var parameters = AgoraScreenCaptureParameters2()
        parameters.captureAudio = true
        parameters.audioParams.captureSignalVolume = 50
        parameters.videoParams.dimensions = CGSize(width: 960, height: 540)
        parameters.videoParams.frameRate = 15
        return parameters
    }

    /// The screen's local-video states, as the trace has them ("state: .capturing, reason: .ok").
    static func screenStates(_ sim: SimHarness) -> [String] {
        sim.trace.events.filter {
            $0.kind == .callback && $0.name == "rtcEngine(_:localVideoStateChangedOf:reason:sourceType:)"
                && $0.detail.hasSuffix("sourceType: .screen")
        }.map { $0.detail.replacingOccurrences(of: ", sourceType: .screen", with: "") }
    }

    @Test func confirmingTheSheetStartsTheCaptureAndStopEndsIt() {
        let screen = TestScreen()
        let sim = Self.harness(screen)
        let view = AgoraVideoView()
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(view: view, renderMode: .fit, sourceType: .screen))
        #expect(sim.engine.startScreenCapture(Self.parameters) == 0)
        sim.advance(1)
        #expect(Self.screenStates(sim).isEmpty, "nothing is captured while the sheet waits")
        #expect(view.renderedFrames == 0 && !screen.isCapturing)
        #expect(sim.engine.startScreenCapture(Self.parameters) == -8, "one capture at a time")

        #expect(sim.engine.simAnswerScreenCaptureSheet(confirmed: true) == 0)
        sim.advance(1)
        #expect(Self.screenStates(sim) == ["state: .capturing, reason: .ok"])
        #expect(screen.isCapturing)
        #expect((14...16).contains(view.renderedFrames), "15 fps: \(view.renderedFrames)")
        let frame = view.latestFrame
        #expect(frame?.width == 960 && frame?.height == 540)
        #expect(frame?.lumaWidth == 10 * 4 && frame?.lumaHeight == 4 * 8, "one 4×8 block a cell")
        #expect(sim.engine.simAnswerScreenCaptureSheet(confirmed: true) == -8, "no sheet waits any more")

        #expect(sim.engine.stopScreenCapture() == 0)
        let rendered = view.renderedFrames
        sim.advance(1)
        #expect(view.renderedFrames == rendered && !screen.isCapturing)
        #expect(Self.screenStates(sim) == ["state: .capturing, reason: .ok", "state: .stopped, reason: .ok"])
        #expect(sim.engine.stopScreenCapture() == 0, "stopping nothing is fine")
        #expect(Self.screenStates(sim).count == 2, "and reports nothing")
        sim.destroy()
    }

    @Test func cancellingTheSheetIsARefusedCapture() {
        let screen = TestScreen()
        let sim = Self.harness(screen)
        #expect(sim.engine.startScreenCapture(Self.parameters) == 0)
        #expect(sim.engine.simAnswerScreenCaptureSheet(confirmed: false) == 0)
        sim.advance(1)
        #expect(Self.screenStates(sim) == ["state: .failed, reason: .screenCaptureNoPermission"])
        #expect(AgoraLocalVideoStreamReason.screenCaptureNoPermission.rawValue == 22)
        #expect(screen.readCount == 0 && !screen.isCapturing)
        #expect(sim.engine.updateScreenCapture(Self.parameters) == -8, "nothing to update")
        #expect(sim.engine.startScreenCapture(Self.parameters) == 0, "the user may be asked again")
        sim.destroy()
    }

    @Test func parametersOutOfRangeAreRefused() {
        let sim = Self.harness(TestScreen())
        var loud = Self.parameters
        loud.audioParams.captureSignalVolume = 101
        var fast = Self.parameters
        fast.videoParams.frameRate = 61
        var nothing = Self.parameters
        nothing.captureAudio = false
        nothing.captureVideo = false
        var tiny = Self.parameters
        tiny.videoParams.dimensions = CGSize(width: 0, height: 0)
        for parameters in [loud, fast, nothing, tiny] {
            #expect(sim.engine.startScreenCapture(parameters) == -2)
        }
        var silent = Self.parameters
        silent.audioParams.captureSignalVolume = 0
        #expect(sim.engine.startScreenCapture(silent) == 0, "0 and 100 are in range")
        #expect(sim.engine.updateScreenCapture(loud) == -2)
        #expect(sim.engine.setScreenCaptureScenario(.RDC) == 0)
        #expect(sim.lastCall("setScreenCaptureScenario(_:)")?.detail == ".RDC")
        #expect(AgoraScreenScenarioType.allCases.map(\.rawValue) == [1, 2, 3, 4])
        sim.destroy()
    }

    @Test func updatingTheFrameRateChangesThePace() {
        let sim = Self.harness(TestScreen())
        let view = AgoraVideoView()
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(view: view, sourceType: .screen))
        sim.engine.startScreenCapture(Self.parameters)
        sim.engine.simAnswerScreenCaptureSheet(confirmed: true)
        sim.advance(1)
        var sixty = Self.parameters
        sixty.videoParams.frameRate = 60
        #expect(sim.engine.updateScreenCapture(sixty) == 0)
        let before = view.renderedFrames
        sim.advance(1)
        #expect((58...61).contains(view.renderedFrames - before), "\(view.renderedFrames - before)")
        sim.destroy()
    }

    @Test func aStillScreenIsRasterisedOnceAndAChangedOneAgain() {
        let screen = TestScreen()
        let sim = Self.harness(screen)
        sim.engine.startScreenCapture(Self.parameters)
        sim.engine.simAnswerScreenCaptureSheet(confirmed: true)
        sim.advance(2)
        #expect(screen.readCount >= 29, "asked at every frame: \(screen.readCount)")
        #expect(sim.engine.simScreenRasterisedCount == 1)
        screen.ink(column: 0, row: 0)
        sim.advance(1)
        #expect(sim.engine.simScreenRasterisedCount == 2)
        sim.destroy()
    }

    @Test func oneConnectionSwitchesFromCameraToScreen() throws {
        let screen = TestScreen()
        let sim = Self.harness(screen)
        // A camera preview, so the camera's pictures are painted and what goes out can be compared.
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(view: AgoraVideoView()))
        sim.joinAsBroadcaster(uid: 777)
        sim.advance(2.5)
        #expect(sim.recorder.localVideoStats(of: .camera).isEmpty == false)
        let cameraSent = try #require(sim.engine.simSentVideoFrame)
        #expect(cameraSent.lumaWidth != 40, "the camera's picture goes out")

        sim.engine.startScreenCapture(Self.parameters)
        sim.engine.simAnswerScreenCaptureSheet(confirmed: true)
        sim.advance(0.5)
        var options = AgoraRtcChannelMediaOptions()
        options.publishScreenCaptureVideo = true
        options.publishScreenCaptureAudio = true
        options.publishCameraTrack = false
        #expect(sim.engine.updateChannel(with: options) == 0)
        #expect(sim.lastCall("updateChannel(with:)")?.detail.contains("publishScreenCaptureVideo: true, publishScreenCaptureAudio: true") == true)
        let cameraReports = sim.recorder.localVideoStats(of: .camera).count
        sim.advance(4.1)
        #expect(Self.screenStates(sim) == ["state: .capturing, reason: .ok", "state: .encoding, reason: .ok"])
        let sent = try #require(sim.engine.simSentVideoFrame)
        #expect(sent.lumaWidth == 40 && sent.lumaHeight == 32 && sent.uid == 777, "remote users get the screen")
        let stats = try #require(sim.recorder.localVideoStats(of: .screen).last)
        #expect(stats.encodedFrameWidth == 960 && stats.encodedFrameHeight == 540 && (14...16).contains(stats.sentFrameRate),
                "\(stats.encodedFrameWidth)x\(stats.encodedFrameHeight)@\(stats.sentFrameRate)")
        #expect(sim.recorder.localVideoStats(of: .camera).count == cameraReports, "the camera no longer goes out")
        sim.destroy()
    }

    @Test func withoutADisplayTheCaptureIsBlack() throws {
        let sim = SimHarness(remotes: 0)
        let view = AgoraVideoView()
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(view: view, sourceType: .screen))
        sim.engine.startScreenCapture(Self.parameters)
        sim.engine.simAnswerScreenCaptureSheet(confirmed: true)
        sim.advance(0.5)
        let frame = try #require(view.latestFrame)
        #expect(frame.luma.allSatisfy { $0 == 16 })
        sim.destroy()
    }
}
