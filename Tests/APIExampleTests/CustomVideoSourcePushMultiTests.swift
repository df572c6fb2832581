import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// CustomVideoSourcePushMulti in virtual time: the audience main connection, raw and encoded tracks each on a
/// connection of its own (their pictures in their slots, their users ignored by the main connection), remote users
/// in the free slots, the fifth slot refused, Destroy Track and the teardown.
@MainActor
@Suite struct CustomVideoSourcePushMultiTests {
    /// The selectors of the calls that succeeded from `from` on (a failed call is logged as an error).
    static func calls(_ run: CaseRun, from: LogMark = 0) -> [String] {
        run.since(from).logEntries.filter { $0.kind == .api }.compactMap(\.event?.name)
    }

    static func main(_ run: CaseRun) throws -> CustomVideoSourcePushMultiMain {
        try #require(run.main as? CustomVideoSourcePushMultiMain)
    }

    @Test func theMainConnectionJoinsAsAudienceWithJoinChannelEx() throws {
        let run = try CaseRun("CustomVideoSourcePushMulti", settings: .remoteUsers(0), seconds: 0.1)
        #expect(run.control("createTrack")?.isEnabled == false, "waits for the join")
        run.advance(2)
        let main = try Self.main(run)
        let order = ["enableVideo()", "enableAudio()", "setVideoEncoderConfiguration(_:)",
                     "setDefaultAudioRouteToSpeakerphone(_:)", "joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)"]
        let calls = Self.calls(run)
        #expect(calls.filter(order.contains) == order, "\(calls)")
        #expect(!calls.contains("joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"))
        #expect(run.called("joinChannelEx", containing: "localUid: \(main.uid)", "clientRoleType: .audience", returned: 0),
                "\(run.calls("joinChannelEx"))")
        #expect(run.session.state.status.isJoined, "the status line follows the joinChannelEx main connection")
        #expect(run.session.state.status.role == .audience && run.session.state.status.localUid == main.uid)
        #expect(run.control("createTrack")?.isEnabled == true && run.control("createEncodedTrack")?.isEnabled == true)
        #expect(run.control("destroyTrack")?.isEnabled == false)
        run.session.stop()
    }

    @Test func aRawTrackIsPushedPublishedAndShownInItsSlot() throws {
        let run = try CaseRun("CustomVideoSourcePushMulti", settings: .remoteUsers(0), seconds: 2)
        let main = try Self.main(run)
        let start = run.logMark
        run.press("createTrack")
        run.advance(2)
        let calls = Self.calls(run, from: start)
        // The track, then its connection (whose join waits for a token); the frames flow from the track's creation on.
        let order = ["createCustomVideoTrack()", "joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)"]
        let firsts = order.compactMap { calls.firstIndex(of: $0) }
        #expect(firsts.count == 2 && firsts == firsts.sorted(), "\(calls)")
        #expect(calls.contains("pushExternalVideoFrame(_:videoTrackId:)"))
        #expect(run.called("createCustomVideoTrack", returned: 1))
        let trackJoin = try #require(run.call("joinChannelEx", containing: "customVideoTrackId: 1"))
        #expect(trackJoin.matches(containing: "publishCustomVideoTrack: true", "clientRoleType: .broadcaster",
                                  "autoSubscribeVideo: false", returned: 0), "\(trackJoin)")
        #expect(run.called("pushExternalVideoFrame", selector: "pushExternalVideoFrame(_:videoTrackId:)",
                           containing: "videoTrackId: 1"))
        // The slot shows what the app pushes; the track's user joined the channel, and the main connection heard it
        // without giving it a view of its own.
        let slot = try #require(run.session.tiles.first { $0.notes.contains { $0.key == "customVideoMulti.tile.raw" } })
        #expect(slot.latestFrame != nil)
        let trackUid = slot.uid
        #expect((10000...99999).contains(trackUid))
        #expect(run.heard("didJoinedOfUid", containing: "uid: \(trackUid)"))
        #expect(run.session.tiles.filter { $0.uid == trackUid }.count == 1)
        #expect(run.session.engine?.simPublishers(inChannel: main.config.channelName).map(\.uid) == [trackUid])
        #expect(run.session.engine?.simCustomVideoTrackPicture(1) != nil, "frames reach the track")
        #expect(run.control("destroyTrack")?.isEnabled == true)
        run.session.stop()
    }

    @Test func anEncodedTrackPushesTheClipsRealH264() throws {
        let run = try CaseRun("CustomVideoSourcePushMulti", settings: .remoteUsers(0), seconds: 2)
        run.press("createEncodedTrack")
        run.advance(2)
        #expect(run.called("createCustomEncodedVideoTrack", startingWith: "{codecType: .H264"))
        let pushes = run.calls("pushExternalEncodedVideoFrame")
        #expect(pushes.first?.detail.contains("frameType: .keyFrame") == true, "\(pushes.prefix(2))")
        #expect(pushes.first?.detail.contains("framesPerSecond: 15") == true)
        #expect(run.called("joinChannelEx", containing: "publishEncodedVideoTrack: true", "customVideoTrackId: 1", returned: 0))
        let slot = try #require(run.session.tiles.first { $0.notes.contains { $0.key == "customVideoMulti.tile.encoded" } })
        #expect(slot.latestFrame?.lumaWidth == 160, "the app decodes what it sends into the slot")
        // The engine decoded the same packets for the track's receivers.
        let decoded = try #require(run.session.engine?.simCustomVideoTrackPicture(1))
        #expect(decoded.lumaWidth == 160 && decoded.lumaHeight == 90)
        run.session.stop()
    }

    @Test func remoteUsersTakeFreeSlotsAndAFifthIsRefused() throws {
        let run = try CaseRun("CustomVideoSourcePushMulti", settings: .remoteUsers(2), seconds: 4)
        let remoteTiles = run.session.tiles.filter { !$0.isLocal && $0.notes.isEmpty }
        #expect(remoteTiles.count == 2, "both remote users have a slot")
        #expect(run.called("setupRemoteVideoEx"))
        run.press("createTrack")
        run.advance(0.5)
        run.press("createEncodedTrack")
        run.advance(1)
        #expect(run.control("createTrack")?.isEnabled == false, "all four slots taken")
        // A fifth is refused (through run --control, which does not look at whether the button is enabled).
        #expect(!(run.main as? CustomVideoSourcePushMultiMain).map { $0.apply(.createTrack, .pressed) }!)
        #expect(run.session.state.notice?.key == "customVideoMulti.full")
        // Destroy Track takes the newest track: the encoded one.
        let start = run.logMark
        run.press("destroyTrack")
        run.advance(0.5)
        let calls = Self.calls(run, from: start).filter { $0 != "getConnectionStateEx(_:)" }
        #expect(calls.prefix(2) == ["destroyCustomEncodedVideoTrack(_:)", "leaveChannelEx(_:options:leaveChannelBlock:)"], "\(calls)")
        #expect(!calls.contains("destroyCustomVideoTrack(_:)"), "only the destroy that matches the track")
        #expect(!run.session.tiles.contains { $0.notes.contains { $0.key == "customVideoMulti.tile.encoded" } })
        #expect(run.control("createTrack")?.isEnabled == true)
        run.session.stop()
    }

    @Test func teardownDestroysEveryTrackAndLeavesItsConnectionThenTheMainOne() throws {
        let run = try CaseRun("CustomVideoSourcePushMulti", settings: .remoteUsers(0), seconds: 2)
        let main = try Self.main(run)
        run.press("createTrack")
        run.advance(0.5)
        run.press("createTrack")
        run.advance(1)
        let start = run.logMark
        run.session.stop()
        run.advance(0.5)
        let leaves = run.since(start).calls("leaveChannelEx")
        #expect(leaves.count == 3, "\(leaves)")
        #expect(leaves.last?.detail.contains("localUid: \(main.uid)") == true, "the main connection last")
        let calls = Self.calls(run, from: start).filter { $0 != "getConnectionStateEx(_:)" && $0 != "getConnectionState()" }
        let track = ["destroyCustomVideoTrack(_:)", "leaveChannelEx(_:options:leaveChannelBlock:)"]
        #expect(calls == track + track + ["leaveChannelEx(_:options:leaveChannelBlock:)", "destroy()"], "\(calls)")
    }
}
