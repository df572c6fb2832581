import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// Simulcast in virtual time, driven through its controls: the host's layers (at most three, the original's toast
/// otherwise), the subscriber's layer per remote host with the nearest-layer fallback, and "No remote user".
@MainActor
@Suite struct SimulcastTests {
    static func settings(remotes: Int) -> GlobalSettings {
        var settings = GlobalSettings()
        settings.remoteUserCount = remotes
        return settings
    }

    /// "1280x720@30" whatever way round the remote host holds its phone.
    static func layer(_ tile: VideoTile) -> String {
        "\(max(tile.stats.width, tile.stats.height))x\(min(tile.stats.width, tile.stats.height))@\(tile.stats.frameRate)"
    }

    static func remotes(_ run: CaseRun) -> [VideoTile] { run.session.tiles.filter { !$0.isLocal } }

    @Test func theHostSendsTheOriginalsThreeLayers() throws {
        let run = try CaseRun("Simulcast", settings: Self.settings(remotes: 2), seconds: 4.5)
        #expect(run.called("setVideoEncoderConfiguration", startingWith: "{dimensions: 1280x720"), "\(run.calls("setVideoEncoderConfiguration"))")
        #expect(run.called("setSimulcastConfig", with: "{layers: [.layer1 1280x720@30, .layer2 960x540@15, "
                           + ".layer3 640x360@15], publishFallbackEnable: false}", returned: 0), "\(run.calls("setSimulcastConfig"))")
        let order = [TraceMatch.call("startPreview"), .call("setSimulcastConfig"), .call("joinChannel")].map { run.firstIndex(of: $0) }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { ($0 ?? 0) < ($1 ?? 0) }, "the original's order: \(order)")
        #expect(run.panelText == ["Layer1 1280x720 30fps: sending", "Layer2 960x540 15fps: sending",
                                  "Layer3 640x360 15fps: sending", "Layer4 480x270 15fps: off", "setSimulcastConfig → 0"],
                "\(run.panelText)")
        #expect(["layer1", "layer2", "layer3"].allSatisfy { run.control($0)?.kind.value == .bool(true) && run.control($0)?.isEnabled == true })
        #expect(run.control("layer4")?.kind.value == .bool(false))
        #expect(run.control("remoteLayer")?.isEnabled == false, "the picker is the audience's")
        // A host asks each remote host for layer 1 as it joins, as the original does.
        #expect(run.calls("setRemoteVideoStream", startingWith: "uid: ").count == 2 && run.calls("setRemoteVideoStream").allSatisfy {
            $0.matches(endingWith: "type: .layer1", returned: 0)
        })
        #expect(Self.remotes(run).count == 2 && Self.remotes(run).allSatisfy { Self.layer($0) == "1280x720@30" },
                "\(Self.remotes(run).map(Self.layer))")
        run.session.stop()
    }

    @Test func aFourthLayerIsRefusedWithTheOriginalsToast() throws {
        let run = try CaseRun("Simulcast", settings: Self.settings(remotes: 0), seconds: 1)
        run.press("layer4")
        #expect(run.session.notice?.key == "simulcast.toast.maxLayers")
        #expect(run.control("layer4")?.kind.value == .bool(false), "flipped back")
        #expect(run.calls("setSimulcastConfig").count == 1, "nothing sent")
        run.advance(2.1)
        #expect(run.session.notice == nil, "a toast, gone after 2 s")

        // One off, then the fourth fits.
        run.press("layer1")
        #expect(run.called("setSimulcastConfig", with: "{layers: [.layer2 960x540@15, .layer3 640x360@15], "
                           + "publishFallbackEnable: false}", returned: 0))
        run.press("layer4")
        #expect(run.control("layer4")?.kind.value == .bool(true) && run.session.notice == nil)
        #expect(run.called("setSimulcastConfig", with: "{layers: [.layer2 960x540@15, .layer3 640x360@15, "
                           + ".layer4 480x270@15], publishFallbackEnable: false}", returned: 0))
        #expect(run.panelText.first == "Layer1 1280x720 30fps: off" && run.panelText[3] == "Layer4 480x270 15fps: sending")
        run.session.stop()
    }

    @Test func theAudiencePicksALayerAndGetsTheNearestOneSent() throws {
        let run = try CaseRun("Simulcast", form: ["role": "audience"], settings: Self.settings(remotes: 2), seconds: 4.5)
        #expect(!run.called("setSimulcastConfig") && !run.called("startPreview"))
        #expect(run.session.tiles.first { $0.isLocal }?.placeholderKey == "simulcast.tile.audience")
        #expect(["layer1", "layer2", "layer3", "layer4"].allSatisfy { run.control($0)?.isEnabled == false })
        #expect(run.control("remoteLayer")?.isEnabled == true)
        #expect(Self.remotes(run).count == 2 && Self.remotes(run).allSatisfy { Self.layer($0) == "1280x720@30" })

        run.session.set("remoteLayer", .option("layer2"))
        #expect(run.calls("setRemoteVideoStream", startingWith: "uid: ").count == 4
                && run.calls("setRemoteVideoStream").suffix(2).allSatisfy { ($0.detail.hasSuffix("type: .layer2") && $0.result == 0) })
        run.advance(2.1)
        #expect(Self.remotes(run).allSatisfy { Self.layer($0) == "960x540@15" }, "\(Self.remotes(run).map(Self.layer))")
        #expect(Self.remotes(run).allSatisfy { $0.notes.map(\.key) == ["simulcast.note.asked", "simulcast.note.receiving"] })

        // The simulated hosts do not send layer 4 (the original's default): layer 3 comes instead, and the tile says so.
        run.session.set("remoteLayer", .option("layer4"))
        run.advance(2.1)
        #expect(Self.remotes(run).allSatisfy { Self.layer($0) == "640x360@15" }, "\(Self.remotes(run).map(Self.layer))")
        #expect(Self.remotes(run).allSatisfy {
            $0.notes == [.text("simulcast.note.asked", ["simulcast.layer.layer4"]),
                         .text("simulcast.note.fallback", ["simulcast.layer.layer3"])]
        })
        run.session.stop()
    }

    @Test func aHostWhoJoinsLaterIsAskedForThePickedLayer() throws {
        var settings = Self.settings(remotes: 1)
        settings.remoteBehavior = "churn"
        let run = try CaseRun("Simulcast", form: ["role": "audience"], settings: settings, seconds: 4)
        run.session.set("remoteLayer", .option("layer3"))
        // Churn: the host leaves after 8–20 s and comes back 3–8 s later.
        run.advance(30)
        #expect(run.callbacks("didJoinedOfUid").count >= 2, "\(run.callbacks("didJoinedOfUid"))")
        #expect(run.calls("setRemoteVideoStream").last?.matches(endingWith: "type: .layer3", returned: 0) == true,
                "\(run.calls("setRemoteVideoStream"))")
        run.session.stop()
    }

    @Test func withNobodyThereThePickerSaysNoRemoteUser() throws {
        let run = try CaseRun("Simulcast", form: ["role": "audience"], settings: Self.settings(remotes: 0), seconds: 3)
        run.session.set("remoteLayer", .option("layer2"))
        #expect(run.session.notice?.key == "simulcast.toast.noRemoteUser")
        #expect(run.control("remoteLayer")?.kind.value == .option("layer1"))
        #expect(!run.called("setRemoteVideoStream"))
        run.session.stop()
    }

    @Test func leavingFollowsTheOriginalsTeardown() throws {
        let run = try CaseRun("Simulcast", settings: Self.settings(remotes: 0), seconds: 1)
        run.session.stop()
        let teardown: [TraceMatch] = [.call("disableAudio"), .call("disableVideo"), .call("stopPreview"),
                                      .call("leaveChannel"), .call("destroy", selector: "destroy()")]
        let order = teardown.map { run.lastIndex(of: $0) }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { ($0 ?? 0) < ($1 ?? 0) }, "\(order)")
    }
}
