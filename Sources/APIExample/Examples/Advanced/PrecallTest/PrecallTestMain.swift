import AgoraRtcSim
import Foundation

/// Pre-call test: before joining any channel, the last-mile probe (a quality score after about 2 s, then rtt,
/// bandwidth, jitter and loss both ways after about 30 s), the audio echo test (speak for 10 s, then hear it
/// played back for 10 s) and the camera (video echo) test, whose returning picture shows in a tile. The tests stop
/// each other as in the original (only the camera test leaves a running probe alone). The role is Settings' one, as in
/// the original: an audience member's echo and camera tests get the original's "startEchoTest call failed" alert.
///
/// Departures from the original:
/// - Each test can be stopped: Lastmile and the audio loopback test become Stop buttons while they run (the original
///   stops only the camera test).
/// - Starting the echo test during a probe also takes the probe's "testing" line down (the original left its spinner
///   spinning), and a new probe clears the previous figures.
/// - An echo test the SDK refuses starts no countdown and leaves the camera button as it was (the original counted
///   down, and showed "Stop Camera Test", after its alert).
/// - The camera test keeps a running probe's figures on screen (the original blanks both labels, though the figures
///   still come).
/// - `stopEchoTest` is called only while an echo test runs (the original calls it at every start, getting -5 when
///   none does).
/// - The two result labels, the spinner and the countdown popovers are lines of one panel.
final class PrecallTestMain: CaseSession<PrecallTestEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case audioEchoTest, lastmileTest, cameraTest

        var labelKey: String {
            switch self {
            case .audioEchoTest: "control.precallAudioEchoStart"
            case .lastmileTest: "control.precallLastmileStart"
            case .cameraTest: "control.precallCameraStart"
            }
        }

        var kind: SessionControl.Kind { .action }
    }

    /// The original's countdowns: 10 s to speak, 10 s to listen.
    static let audioEchoInterval = 10
    /// The camera test's picture comes back after 2 s.
    static let videoEchoInterval = 2

    private var probing = false
    private var quality: AgoraNetworkQuality?
    private var probeResult: AgoraLastmileProbeResult?
    private var echoPhase = PrecallEchoPhase.idle
    /// Bumped by every start and stop of the audio echo test, so an older countdown's ticks do nothing.
    private var echoSerial = 0
    private var cameraTesting = false
    private var random = SeededRandom(seed: 0)

    override func start() {
        random = SeededRandom(seed: context.settings.seed ^ 0x5072_6563_616C_6C54)
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        // The echo test sends, so it needs a host: the role comes from Settings, as the original's does, and an
        // audience member's startEchoTest is refused (the alert below).
        engine.setClientRole(context.settings.clientRole)
        showResults()
    }

    /// The original's teardown: the countdown, then both tests.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        stopEchoTests(engine)
        if probing { stopLastmileTest(engine) }
    }

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        // Each button starts its test, or stops it while it runs.
        switch control {
        case .lastmileTest:
            if probing { stopLastmileTest(engine) } else { startLastmileTest(engine) }
        case .audioEchoTest:
            if echoPhase != .idle { stopEchoTests(engine) } else { startAudioEchoTest(engine) }
        case .cameraTest:
            if cameraTesting { stopEchoTests(engine) } else { startCameraTest(engine) }
        }
        showResults()
        return true
    }

    // MARK: - Last-mile probe

    private func startLastmileTest(_ engine: AgoraRtcEngineKit) {
        stopEchoTests(engine)
        quality = nil
        probeResult = nil
        var config = AgoraLastmileProbeConfig()
        config.probeUplink = true
        config.probeDownlink = true
        config.expectedUplinkBitrate = 100_000
        config.expectedDownlinkBitrate = 100_000
        let code = engine.startLastmileProbeTest(config)
        guard code == 0 else { return fail("precall.notice.lastmileFailed", code) }
        probing = true
        relabel(.lastmileTest, "control.precallLastmileStop")
    }

    private func stopLastmileTest(_ engine: AgoraRtcEngineKit) {
        engine.stopLastmileProbeTest()
        probeEnded()
    }

    private func probeEnded() {
        probing = false
        relabel(.lastmileTest, "control.precallLastmileStart")
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, lastmileQuality quality: AgoraNetworkQuality) {
        onMain {
            self.quality = quality
            self.showResults()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, lastmileProbeTest result: AgoraLastmileProbeResult) {
        onMain {
            self.probeResult = result
            self.engine?.stopLastmileProbeTest()
            self.probeEnded()
            self.showResults()
        }
    }

    // MARK: - Audio echo test

    private func startAudioEchoTest(_ engine: AgoraRtcEngineKit) {
        if probing { stopLastmileTest(engine) }
        if cameraTesting { stopEchoTests(engine) }
        quality = nil
        probeResult = nil
        var config = AgoraEchoTestConfiguration()
        config.intervalInSeconds = Self.audioEchoInterval
        config.enableAudio = true
        config.enableVideo = false
        config.channelId = "AudioEchoTest\(Int.random(in: 1...1000, using: &random))"
        let code = engine.startEchoTest(withConfig: config)
        guard code == 0 else { return fail("precall.notice.echoFailed", code) }
        echoSerial += 1
        echoPhase = .speaking(Self.audioEchoInterval)
        relabel(.audioEchoTest, "control.precallAudioEchoStop")
        let serial = echoSerial
        repeatEvery(1) { [weak self] in
            guard let self, self.echoSerial == serial else { return false }
            self.echoTicked()
            return self.echoPhase != .idle
        }
    }

    /// The original's 1 Hz timer: 10→0 to speak, 10→0 to listen, then the test ends.
    private func echoTicked() {
        let next = echoPhase.ticked(interval: Self.audioEchoInterval)
        if next == .idle, let engine {
            stopEchoTests(engine)
        } else {
            echoPhase = next
        }
        showResults()
    }

    // MARK: - Camera test

    /// As in the original, the camera test ends an echo test but leaves a running probe alone (its figures still
    /// come); the probe's old figures go.
    private func startCameraTest(_ engine: AgoraRtcEngineKit) {
        stopEchoTests(engine)
        if !probing {
            quality = nil
            probeResult = nil
        }
        var config = AgoraEchoTestConfiguration()
        config.intervalInSeconds = Self.videoEchoInterval
        config.enableAudio = true
        config.enableVideo = true
        config.channelId = "VideoEchoTest\(Int.random(in: 1...1000, using: &random))"
        config.view = ownViewTile(titleKey: "precall.tile.camera")
        let code = engine.startEchoTest(withConfig: config)
        guard code == 0 else {
            removeRemoteTile(0)
            return fail("precall.notice.echoFailed", code)
        }
        cameraTesting = true
        relabel(.cameraTest, "control.precallCameraStop")
    }

    /// `stopEchoTest`, which ends whichever echo test runs: the audio countdown or the camera's picture goes too.
    /// Called only when one runs (the original calls it every time, and the SDK answers -5 when none does).
    private func stopEchoTests(_ engine: AgoraRtcEngineKit) {
        guard echoPhase != .idle || cameraTesting else { return }
        engine.stopEchoTest()
        if echoPhase != .idle {
            echoSerial += 1
            echoPhase = .idle
            relabel(.audioEchoTest, "control.precallAudioEchoStart")
        }
        if cameraTesting {
            cameraTesting = false
            removeRemoteTile(0)
            relabel(.cameraTest, "control.precallCameraStart")
        }
    }

    // MARK: - What the screen shows

    /// The original's alert ("startEchoTest call failed: <ret>, please check your params"), also in the log.
    private func fail(_ key: String, _ code: Int32) {
        let arguments = [String(code), ErrorDescription.key(forReturnCode: code)]
        note(key, arguments, kind: .error)
        show(SessionNotice(key, arguments, severity: .error))
    }

    /// The original's two result labels and the countdown popover, in one panel.
    private func showResults() {
        showPanel(PrecallTestPanel.make(probing: probing, quality: quality, result: probeResult, echoPhase: echoPhase,
                                        cameraTesting: cameraTesting))
    }
}
