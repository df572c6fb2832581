import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// PrecallTest in virtual time, driven by its buttons: the probe's quality after 2 s and its seven figures after
/// 30 s under each network profile, the audio echo test's two 10 s countdowns, the camera test's returning picture,
/// and the three tests stopping each other as the original's do.
@MainActor
@Suite struct PrecallTestTests {
    static func label(_ run: CaseRun, _ id: String) -> String? { run.control(id)?.labelKey }

    static func cameraTile(_ run: CaseRun) -> VideoTile? {
        run.session.state.tiles.first { $0.titleKey == "precall.tile.camera" }
    }

    @Test func theProbeShowsTheQualityAfterTwoSecondsAndTheFiguresAfterThirty() throws {
        let run = try CaseRun("PrecallTest", seconds: 0.5)
        #expect(run.panelText == ["Start a test: the last-mile probe, the audio loopback or the camera."])
        run.press("lastmileTest")
        #expect(run.called("startLastmileProbeTest", with: "probeUplink: true, probeDownlink: true, "
            + "expectedUplinkBitrate: 100000, expectedDownlinkBitrate: 100000", returned: 0))
        #expect(run.panelText.first?.hasPrefix("Testing the last mile") == true)
        #expect(Self.label(run, "lastmileTest") == "control.precallLastmileStop")
        run.advance(1.9)
        #expect(!run.panelText.contains { $0.hasPrefix("Quality: ") })
        run.advance(0.2)
        #expect(run.panelText.contains("Quality: excel") || run.panelText.contains("Quality: good"), "\(run.panelText)")
        run.advance(27.8)
        #expect(!run.panelText.contains { $0.hasPrefix("Rtt: ") }, "not before 30 s")
        run.advance(0.2)
        let figures = run.panelText.filter { !$0.hasPrefix("Quality") }
        #expect(figures.map { $0.components(separatedBy: ": ")[0] } == [
            "Rtt", "DownlinkAvailableBandwidth", "DownlinkJitter", "DownlinkLoss", "UplinkAvailableBandwidth",
            "UplinkJitter", "UplinkLoss",
        ], "\(run.panelText)")
        #expect(run.panelText.contains { $0.hasPrefix("DownlinkAvailableBandwidth: ") && $0.hasSuffix("Kbps") })
        // The original stops the probe once it has the result, and the button can start another.
        #expect(run.called("stopLastmileProbeTest", returned: 0))
        #expect(Self.label(run, "lastmileTest") == "control.precallLastmileStart")
        #expect(!run.panelText.contains { $0.hasPrefix("Testing") })
        run.session.stop()
    }

    /// The figures one profile's probe reports, by name.
    static func figures(_ profile: String) throws -> [String: Int] {
        var settings = GlobalSettings()
        settings.networkProfile = profile
        let run = try CaseRun("PrecallTest", settings: settings)
        run.press("lastmileTest")
        run.advance(31)
        defer { run.session.stop() }
        var figures: [String: Int] = [:]
        for line in run.panelText {
            let parts = line.components(separatedBy: ": ")
            guard parts.count == 2 else { continue }
            figures[parts[0]] = Int(parts[1].prefix { $0.isNumber })
        }
        figures["quality"] = ["NA", "excel", "good", "poor", "bad", "vBad", "down"].firstIndex {
            run.panelText.contains("Quality: " + $0)
        }
        return figures
    }

    @Test func theNetworkProfileShapesWhatTheProbeFinds() throws {
        let good = try Self.figures("good"), lossy = try Self.figures("lossy"), poor = try Self.figures("poor")
        #expect((good["quality"] ?? 9) <= 2 && lossy["quality"] == 3 && (poor["quality"] ?? 0) >= 4)
        for name in ["Rtt", "DownlinkJitter", "UplinkLoss"] {
            #expect((good[name] ?? .max) < (lossy[name] ?? 0) && (lossy[name] ?? .max) < (poor[name] ?? 0), "\(name)")
        }
        #expect((good["UplinkAvailableBandwidth"] ?? 0) > (poor["UplinkAvailableBandwidth"] ?? .max))
        var settings = GlobalSettings()
        settings.networkProfile = "intermittent"
        let run = try CaseRun("PrecallTest", settings: settings)
        run.press("lastmileTest")
        run.advance(31)
        #expect(run.panelText.contains { $0.hasPrefix("Incomplete: no bandwidth estimate") }, "\(run.panelText)")
        #expect(run.panelText.contains("DownlinkAvailableBandwidth: 0Kbps"))
        run.session.stop()
    }

    @Test func theAudioEchoTestCountsTenSecondsToSpeakThenTenToListen() throws {
        let run = try CaseRun("PrecallTest", seconds: 0.5)
        run.press("audioEchoTest")
        let start = try #require(run.calls("startEchoTest").first)
        #expect(start.detail.contains("enableAudio: true, enableVideo: false, intervalInSeconds: 10, channelId: \"AudioEchoTest")
            && start.result == 0, "\(start)")
        #expect(run.panelText == ["10  Please say something.."])
        #expect(Self.label(run, "audioEchoTest") == "control.precallAudioEchoStop")
        run.advance(1)
        #expect(run.panelText == ["9  Please say something.."])
        run.advance(8.9)
        #expect(run.panelText == ["1  Please say something.."])
        run.advance(0.2)
        #expect(run.panelText == ["10  Now you should hear what you said..."])
        run.advance(9.7)
        #expect(run.panelText == ["1  Now you should hear what you said..."])
        #expect(!run.called("stopEchoTest", returned: 0))
        // 0.3 rather than 0.2: the sum of the steps so far is a hair under 19.8 in binary floating point.
        run.advance(0.3)
        // After both countdowns the test stops itself, as the original's timer does.
        #expect(run.called("stopEchoTest", returned: 0))
        #expect(run.panelText == ["Start a test: the last-mile probe, the audio loopback or the camera."])
        #expect(Self.label(run, "audioEchoTest") == "control.precallAudioEchoStart")
        run.advance(5)
        #expect(run.calls("stopEchoTest").count == 1)
        run.session.stop()
    }

    @Test func theCameraTestShowsThePictureComingBackInATile() throws {
        let run = try CaseRun("PrecallTest", seconds: 0.5)
        #expect(Self.cameraTile(run) == nil, "hidden until the test starts")
        run.press("cameraTest")
        let start = try #require(run.calls("startEchoTest").first)
        #expect(start.detail.contains("enableVideo: true, intervalInSeconds: 2, channelId: \"VideoEchoTest") && start.detail.contains("view: set"))
        let tile = try #require(Self.cameraTile(run))
        guard case .sdk(let view)? = tile.surface else { Issue.record("not an SDK view"); return }
        #expect(Self.label(run, "cameraTest") == "control.precallCameraStop")
        run.advance(2.5)
        #expect(view.renderedFrames > 0 && view.latestFrame != nil)
        run.press("cameraTest")
        #expect(run.called("stopEchoTest", returned: 0))
        #expect(Self.cameraTile(run) == nil)
        #expect(Self.label(run, "cameraTest") == "control.precallCameraStart")
        run.session.stop()
    }

    @Test func eachTestStopsTheOthers() throws {
        let run = try CaseRun("PrecallTest", seconds: 0.5)
        run.press("lastmileTest")
        run.advance(3)
        // The echo test stops the probe and, unlike the original, takes its "testing" line down.
        run.press("audioEchoTest")
        #expect(run.called("stopLastmileProbeTest", returned: 0))
        #expect(run.panelText == ["10  Please say something.."])
        #expect(Self.label(run, "lastmileTest") == "control.precallLastmileStart")
        // The camera test stops the echo test and its countdown.
        run.advance(2)
        run.press("cameraTest")
        #expect(run.panelText.allSatisfy { !$0.contains("Please say") }, "\(run.panelText)")
        #expect(Self.label(run, "audioEchoTest") == "control.precallAudioEchoStart")
        #expect(Self.cameraTile(run) != nil)
        #expect(run.calls("startEchoTest").allSatisfy { $0.result == 0 })
        // The probe stops the camera test.
        run.advance(1)
        run.press("lastmileTest")
        #expect(Self.cameraTile(run) == nil)
        #expect(Self.label(run, "cameraTest") == "control.precallCameraStart")
        run.advance(40)
        // Neither the first probe nor the countdown came back: one quality and one result, the second probe's.
        #expect(run.callbacks("lastmileQuality").count == 2)
        #expect(run.callbacks("lastmileProbeTest").count == 1)
        #expect(!run.panelText.contains { $0.contains("Please say") || $0.contains("Now you should") })
        run.session.stop()
    }

    @Test func theCameraTestLeavesARunningProbeAlone() throws {
        let run = try CaseRun("PrecallTest", seconds: 0.5)
        run.press("lastmileTest")
        run.advance(1)
        run.press("cameraTest")
        #expect(!run.called("stopLastmileProbeTest"), "as in the original")
        run.advance(30)
        #expect(run.panelText.contains { $0.hasPrefix("Rtt: ") } && Self.cameraTile(run) != nil, "\(run.panelText)")
        run.session.stop()
    }

    @Test func stopButtonsEndEachTest() throws {
        let run = try CaseRun("PrecallTest", seconds: 0.5)
        run.press("lastmileTest")
        run.advance(1)
        run.press("lastmileTest")
        run.advance(40)
        #expect(run.callbacks("lastmileQuality").count == 0, "stopped before the quality")
        run.press("audioEchoTest")
        run.advance(3)
        run.press("audioEchoTest")
        #expect(run.called("stopEchoTest", returned: 0))
        run.advance(30)
        #expect(run.panelText == ["Start a test: the last-mile probe, the audio loopback or the camera."])
        run.session.stop()
        // Back stops whatever runs before the engine goes.
        let second = try CaseRun("PrecallTest", seconds: 0.5)
        second.press("cameraTest")
        second.session.stop()
        #expect(second.called("stopEchoTest", returned: 0) && second.called("destroy", selector: "destroy()"))
    }

    @Test func theRoleComesFromSettingsAndAnAudienceMemberIsRefusedTheEchoTests() throws {
        var audience = GlobalSettings()
        audience.role = "audience"
        let run = try CaseRun("PrecallTest", settings: audience, seconds: 0.5)
        #expect(run.called("setClientRole", startingWith: ".audience", returned: 0), "\(run.trail)")
        run.press("audioEchoTest")
        #expect(run.called("startEchoTest", returned: -8))
        #expect(run.session.notice == SessionNotice("precall.notice.echoFailed", ["-8", "sdk.error.8"], severity: .error))
        run.advance(1)
        #expect(run.panelText == ["Start a test: the last-mile probe, the audio loopback or the camera."], "no countdown")
        run.session.dismissNotice()
        run.press("cameraTest")
        #expect(run.calls("startEchoTest", returned: -8).count == 2 && Self.cameraTile(run) == nil)
        #expect(run.session.notice?.key == "precall.notice.echoFailed")
        run.session.stop()
        // A host's test runs.
        let host = try CaseRun("PrecallTest", seconds: 0.5)
        #expect(host.called("setClientRole", startingWith: ".broadcaster", returned: 0))
        host.press("audioEchoTest")
        #expect(host.called("startEchoTest", returned: 0) && host.session.notice == nil)
        host.session.stop()
    }
}
