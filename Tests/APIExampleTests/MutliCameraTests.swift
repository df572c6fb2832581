import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// MutliCamera in virtual time: the start sequence and its uids, the rear camera opened (its own tile, its own user
/// on a joinChannelEx connection, muted on the main one) and closed, the refusal on a device without multi-camera
/// support, and the teardown.
@MainActor
@Suite struct MutliCameraTests {
    /// The names of the API calls logged from line `from` on, in order.
    static func calls(_ run: CaseRun, from: LogMark = 0) -> [String] { run.since(from).calls.map(\.name) }

    static func secondTile(_ run: CaseRun) -> VideoTile? {
        run.session.tiles.first { $0.titleKey == "mutliCamera.tile.second" }
    }

    @Test func theStartSequenceAndTheUids() throws {
        let run = try CaseRun("MutliCamera", seconds: 0.1)
        #expect(run.control("rearCamera")?.isEnabled == false, "waits for the join")
        run.advance(2)
        let calls = Self.calls(run)
        let order = ["setClientRole(_:)", "enableVideo()", "enableAudio()", "setVideoEncoderConfiguration(_:)",
                     "enableMultiCamera(_:config:)", "setupLocalVideo(_:)", "startPreview()",
                     "setDefaultAudioRouteToSpeakerphone(_:)", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"]
        let indices = order.map { calls.firstIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil } && indices.map { $0! } == indices.map { $0! }.sorted(), "\(calls)")
        #expect(run.called("enableMultiCamera", startingWith: "true, config: {cameraDirection: .rear"))
        let main = try #require(run.main as? MutliCameraMain)
        #expect((1...9999).contains(main.uid) && (10000...9_999_999).contains(main.mutliCameraUid))
        #expect(run.called("joinChannel", startingWith: "channelId: \"multicamera\", uid: \(main.uid),"),
                "\(run.calls("joinChannel"))")
        #expect(run.control("rearCamera")?.isEnabled == true && run.control("rearCamera")?.labelKey == "mutliCamera.control.open")
        #expect(Self.secondTile(run)?.latestFrame == nil && Self.secondTile(run)?.placeholderKey == "mutliCamera.tile.closed")
        // The same seed draws the same uids: a run can be replayed.
        let again = try CaseRun("MutliCamera")
        let other = try #require(again.main as? MutliCameraMain)
        #expect(other.uid == main.uid && other.mutliCameraUid == main.mutliCameraUid)
        again.session.stop()
        run.session.stop()
    }

    @Test func openingAndClosingTheRearCamera() throws {
        let run = try CaseRun("MutliCamera", seconds: 2)
        let main = try #require(run.main as? MutliCameraMain)
        let start = run.logMark
        run.press("rearCamera")
        run.advance(2)
        let opened = Self.calls(run, from: start)
        // The canvas, then the camera, then its connection; the main connection mutes that uid.
        let expected = ["setupLocalVideo(_:)", "enableMultiCamera(_:config:)", "startCameraCapture(_:config:)",
                        "joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)"]
        #expect(opened.filter(expected.contains) == expected, "\(opened)")
        #expect(opened.contains("muteRemoteAudioStream(_:mute:)") && opened.contains("muteRemoteVideoStream(_:mute:)"))
        #expect(run.called("setupLocalVideo", startingWith: "{uid: \(main.mutliCameraUid), view: <view>, renderMode: .hidden, mirrorMode: .disabled"))
        #expect(run.called("joinChannelEx", containing: "localUid: \(main.mutliCameraUid)", "publishSecondaryCameraTrack: true",
                           "autoSubscribeVideo: false", returned: 0))
        #expect(run.called("muteRemoteVideoStream", with: "uid: \(main.mutliCameraUid), mute: true", returned: 0))
        #expect(run.heard("localVideoStateChangedOf", containing: "state: .encoding", endingWith: "sourceType: .cameraSecondary"))
        #expect(run.logLines.contains { $0.contains("second camera joined multicamera as uid \(main.mutliCameraUid)") })
        #expect(Self.secondTile(run)?.latestFrame != nil, "the second tile shows the rear camera")
        #expect(run.control("rearCamera")?.labelKey == "mutliCamera.control.close")
        // The channel's other users see both of this device's users.
        #expect(run.session.engine?.simPublishers(inChannel: "multicamera").map(\.uid) == [main.uid, main.mutliCameraUid].sorted())
        // The main connection hears its second user join (logged only) but never shows it.
        #expect(run.logLines.contains { $0.contains("remote user joined: \(main.mutliCameraUid)") })
        #expect(!run.session.tiles.contains { $0.uid == main.mutliCameraUid })

        let closeStart = run.logMark
        run.press("rearCamera")
        run.advance(1)
        let closing = Self.calls(run, from: closeStart)
        let close = ["setupLocalVideo(_:)", "stopCameraCapture(_:)", "leaveChannelEx(_:options:leaveChannelBlock:)"]
        #expect(closing.filter(close.contains) == close, "\(closing)")
        #expect(Self.secondTile(run)?.latestFrame == nil, "the second tile cleared")
        #expect(run.control("rearCamera")?.labelKey == "mutliCamera.control.open")
        #expect(run.session.engine?.simPublishers(inChannel: "multicamera").map(\.uid) == [main.uid])
        #expect(!run.session.log.entries.contains { $0.kind == .error })
        run.session.stop()
    }

    @Test func aDeviceWithoutMultiCameraRefuses() throws {
        let run = try CaseRun("MutliCamera", form: ["multiCameraDevice": "false"], seconds: 2)
        #expect(run.called("enableMultiCamera", startingWith: "true, config: {cameraDirection: .rear") )
        #expect(run.called("enableMultiCamera", returned: -4))
        #expect(run.session.notice?.key == "mutliCamera.refused" && run.session.notice?.arguments.prefix(2) == ["enableMultiCamera", "-4"])
        run.session.dismissNotice()
        run.press("rearCamera")
        run.advance(1)
        #expect(run.session.notice?.key == "mutliCamera.refused")
        #expect(!run.called("startCameraCapture") && !run.called("joinChannelEx"), "nothing more after the refusal")
        #expect(run.control("rearCamera")?.labelKey == "mutliCamera.control.open")
        #expect(Self.secondTile(run)?.latestFrame == nil)
        run.session.stop()
    }

    @Test func teardownLeavesTheSecondConnectionFirst() throws {
        let run = try CaseRun("MutliCamera", seconds: 2)
        run.press("rearCamera")
        run.advance(2)
        let start = run.logMark
        run.session.stop()
        let calls = Self.calls(run, from: start)
        // The original's, but the second connection is left before the main channel (leaveChannel leaves them all).
        let order = ["disableAudio()", "disableVideo()", "stopCameraCapture(_:)", "leaveChannelEx(_:options:leaveChannelBlock:)",
                     "stopPreview()", "leaveChannel(_:)", "destroy()"]
        #expect(calls.filter(order.contains) == order, "\(calls)")
        #expect(!run.session.log.entries.contains { $0.kind == .error }, "nothing refused on the way out")
    }
}
