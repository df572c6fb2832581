import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// VideoChat in virtual time: hidden from the menu, the form's encoder (1920x1080 among its resolutions), six views
/// ordered by uid with the local one first, and users beyond the sixth view waiting in the panel for a free one.
@MainActor
@Suite struct VideoChatTests {
    static func settings(users: Int, behavior: String = "steady") -> GlobalSettings {
        var settings = GlobalSettings()
        settings.remoteUserCount = users
        settings.remoteBehavior = behavior
        return settings
    }

    static func remoteUids(_ run: CaseRun) -> [UInt] {
        run.session.tiles.filter { !$0.isLocal }.map(\.uid)
    }

    @Test func hiddenFromTheMenuButRegistered() throws {
        let item = try CaseRun.item("VideoChat")
        #expect(item.hidden)
        guard case .choice(let options) = try CaseRun.field("VideoChat", "resolution").kind else {
            Issue.record("resolution is not a choice")
            return
        }
        #expect(options.map(\.value) == ["90x90", "160x120", "320x240", "960x540", "1280x720", "1920x1080"])
    }

    @Test func theFormsEncoderAndTheSettingsRole() throws {
        var settings = Self.settings(users: 2)
        settings.role = "audience"
        let run = try CaseRun("VideoChat", form: ["resolution": "1920x1080", "fps": "24", "orientation": "fixedPortrait"],
                              settings: settings, seconds: 4)
        #expect(run.called("setClientRole", selector: "setClientRole(_:)", startingWith: ".audience"), "\(run.calls("setClientRole"))")
        #expect(run.called("setVideoEncoderConfiguration", startingWith: "{dimensions: 1920x1080, frameRate: .fps24, bitrate: 0, "
                           + "orientationMode: .fixedPortrait"), "\(run.calls("setVideoEncoderConfiguration"))")
        let join = run.firstIndex(of: .call("joinChannel")), preview = run.firstIndex(of: .call("startPreview"))
        #expect(preview != nil && join != nil && preview! < join!, "preview before the join")
        #expect(run.calls("joinChannel").first?.detail.contains("publishCameraTrack: false") == true)
        run.session.stop()
    }

    @Test func viewsAreOrderedByUidLocalFirst() throws {
        let run = try CaseRun("VideoChat", settings: Self.settings(users: 4), seconds: 5)
        #expect(run.session.tiles.first?.isLocal == true)
        let uids = Self.remoteUids(run)
        #expect(uids.count == 4 && uids == uids.sorted(), "\(uids)")
        // They joined in another order, so the grid did the sorting.
        let joinOrder = run.callbacks("didJoinedOfUid").compactMap { line in
            line.detail.split(separator: " ").drop { $0 != "uid:" }.dropFirst().first.flatMap { UInt($0.trimmingCharacters(in: [","])) }
        }
        #expect(joinOrder.count == 4 && joinOrder != uids, "\(joinOrder)")
        #expect(run.session.panel == nil, "nobody waits")
        run.session.stop()
    }

    @Test func aSeventhUserWaitsForAFreeView() throws {
        let run = try CaseRun("VideoChat", settings: Self.settings(users: 8, behavior: "churn"), seconds: 5)
        let joined = run.callbacks("didJoinedOfUid").count
        #expect(joined == 8)
        #expect(run.session.tiles.count == VideoChatMain.maxViews, "local + five remote views")
        let uids = Self.remoteUids(run)
        #expect(uids == uids.sorted(), "\(uids)")
        let waiting = run.panelText.dropFirst()
        #expect(run.panelText.first == "All 6 views are taken; these users get one when someone leaves:")
        #expect(waiting.count == 3 && waiting.allSatisfy { line in uids.allSatisfy { "uid \($0)" != line } }, "\(run.panelText)")
        // Churning users leave within 20 s: a waiting one takes the free view, bound with setupRemoteVideo.
        var tookOver = false
        for _ in 0..<100 where !tookOver {
            let before = Set(Self.remoteUids(run))
            run.advance(0.25)
            let after = Set(Self.remoteUids(run))
            tookOver = after.count == 5 && !after.subtracting(before).isEmpty && before.count == 5
        }
        #expect(tookOver, "a waiting user got the view of one who left")
        let shown = Self.remoteUids(run)
        #expect(shown == shown.sorted())
        run.session.stop()
    }
}
