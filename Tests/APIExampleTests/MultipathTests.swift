import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// Multipath in virtual time, driven through its form and its switch: the mode chosen at join, each path's bitrates
/// from rtcEngine(_:multiPathStats:), the switch turning it off and on with updateChannel.
@MainActor
@Suite struct MultipathTests {
    static func settings(network: String = "good") -> GlobalSettings {
        var settings = GlobalSettings()
        settings.remoteUserCount = 1
        settings.networkProfile = network
        return settings
    }

    /// Each path's uplink and downlink kbps, read from the panel ("Wi-Fi: ↑ 612 kbps  ↓ 1180 kbps").
    static func paths(_ run: CaseRun) -> [String: (up: Int, down: Int)] {
        var paths: [String: (up: Int, down: Int)] = [:]
        for line in run.panelText where line.contains("↑") {
            let name = String(line.prefix { $0 != ":" })
            let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            if numbers.count >= 2 { paths[name] = (numbers[numbers.count - 2], numbers[numbers.count - 1]) }
        }
        return paths
    }

    @Test func duplicateCarriesEverythingOnWiFiAndMobile() throws {
        let run = try CaseRun("Multipath", form: ["mode": "duplicate"], settings: Self.settings(), seconds: 4.6)
        #expect(run.called("joinChannel"))
        #expect(run.calls("joinChannel").first?.detail.contains("enableMultipath: true, uplinkMultipathMode: .duplicate, "
                                                         + "downlinkMultipathMode: .duplicate") == true, "\(run.calls("joinChannel"))")
        #expect(run.called("setVideoEncoderConfiguration", startingWith: "{dimensions: 640x360, frameRate: .fps15"),
                "\(run.calls("setVideoEncoderConfiguration"))")
        #expect(run.panelText.first == "Mode: duplicate (up and down, fixed at join)" && run.panelText.contains("Active paths: 2"),
                "\(run.panelText)")
        let paths = Self.paths(run)
        let wifi = try #require(paths["Wi-Fi"]), mobile = try #require(paths["Mobile"])
        #expect(wifi.up == mobile.up && wifi.down == mobile.down && wifi.up > 300, "\(paths)")
        #expect(run.session.tiles.first { $0.isLocal }?.notes == [.text("multipath.note.paths", ["2"])])
        #expect(run.callbacks("multiPathStats", startingWith: "activePathNum: 2").count == 2, "\(run.callbacks("multiPathStats"))")
        run.session.stop()
    }

    @Test func dynamicMovesToMobileOnAPoorNetwork() throws {
        let good = try CaseRun("Multipath", settings: Self.settings(), seconds: 4.6)
        let healthy = Self.paths(good)
        #expect(good.panelText.first == "Mode: dynamic (up and down, fixed at join)")
        #expect((healthy["Wi-Fi"]?.up ?? 0) > 10 * (healthy["Mobile"]?.up ?? 0), "\(healthy)")
        good.session.stop()

        let poor = try CaseRun("Multipath", settings: Self.settings(network: "poor"), seconds: 4.6)
        let degraded = Self.paths(poor)
        #expect((degraded["Mobile"]?.up ?? 0) > 10 * (degraded["Wi-Fi"]?.up ?? 0), "\(degraded)")
        poor.session.stop()
    }

    @Test func theSwitchTurnsItOffAndOnWithUpdateChannel() throws {
        let run = try CaseRun("Multipath", settings: Self.settings(), seconds: 0.1)
        #expect(run.control("enableMultipath")?.isEnabled == false, "nothing to update before the join")
        run.advance(4.5)
        #expect(run.control("enableMultipath")?.isEnabled == true && run.control("enableMultipath")?.kind.value == .bool(true))
        run.press("enableMultipath")
        #expect(run.called("updateChannel", startingWith: "{publishCameraTrack: true, publishMicrophoneTrack: true, "
                           + "autoSubscribeAudio: true, autoSubscribeVideo: true, clientRoleType: .broadcaster, enableMultipath: false"), "\(run.calls("updateChannel"))")
        #expect(run.calls("updateChannel").last?.result == 0)
        #expect(run.control("enableMultipath")?.kind.value == .bool(false))
        #expect(run.panelText == ["Mode: dynamic (up and down, fixed at join)", "Multipath off: one path, no path stats"])
        #expect(run.session.tiles.first { $0.isLocal }?.notes.isEmpty == true, "the overlay's line cleared")
        let reports = run.callbacks("multiPathStats").count
        run.advance(6)
        #expect(run.callbacks("multiPathStats").count == reports)
        run.press("enableMultipath")
        run.advance(2.1)
        #expect(run.panelText.contains("Active paths: 2"), "\(run.panelText)")
        run.session.stop()
    }

    @Test func anAudienceMemberReceivesOverBothPaths() throws {
        let run = try CaseRun("Multipath", form: ["role": "audience", "mode": "duplicate"], settings: Self.settings(), seconds: 4.6)
        #expect(!run.called("startPreview"))
        #expect(run.session.tiles.first { $0.isLocal }?.placeholderKey == "multipath.tile.audience")
        let paths = Self.paths(run)
        #expect((paths["Wi-Fi"]?.down ?? 0) > 100 && paths["Wi-Fi"]?.down == paths["Mobile"]?.down, "\(paths)")
        run.session.stop()
    }
}
