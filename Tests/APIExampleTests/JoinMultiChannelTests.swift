import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import APIExample

/// JoinMultiChannel headless in virtual time: two connections, tiles grouped by channel, leave and rejoin of the
/// second one, its guarded token flow and renewal, and takeSnapshotEx writing real files.
@MainActor
@Suite struct JoinMultiChannelTests {
    /// The case as CaseRun starts it: the session as the app holds it, and its Main for the two connections.
    @MainActor
    struct Run: TraceReading {
        let run: CaseRun
        let session: SessionHost
        let main: JoinMultiChannelMain

        init(settings: GlobalSettings = GlobalSettings(), keyCenter: KeyCenter = KeyCenter(), set values: [String: String] = [:])
            throws {
            run = try CaseRun("JoinMultiChannel", form: values, settings: settings, keyCenter: keyCenter)
            session = run.session
            main = try #require(run.main as? JoinMultiChannelMain)
        }

        var clock: AgoraSimVirtualClock { run.clock }
        var logEntries: ArraySlice<LogEntry> { run.logEntries }
        func remoteTiles(_ channel: String) -> [VideoTile] {
            session.tiles.filter { !$0.isLocal && $0.channel == channel }
        }
        func noteKeys() -> [String] {
            session.tiles.first?.notes.flatMap { [$0.key] + $0.arguments } ?? []
        }
    }

    @Test func twoConnectionsWithTheirUsersTiledByChannel() throws {
        let run = try Run()
        let (one, two) = (run.main.connection1, run.main.connection2)
        #expect(one.channelId == "multi" && two.channelId == "multi-2")
        #expect((1001...2000).contains(one.localUid) && (2001...3000).contains(two.localUid))
        run.clock.advance(by: 5)
        #expect(run.session.status.isJoined && run.session.status.channel == "multi")
        #expect(run.session.status.localUid == one.localUid)
        #expect(run.session.engine?.getConnectionStateEx(two) == .connected)
        // GlobalSettings' three simulated users in each channel, the local tile first, then channel 1, then channel 2.
        #expect(run.remoteTiles("multi").count == 3)
        #expect(run.remoteTiles("multi-2").count == 3)
        let order = run.session.tiles.map { $0.isLocal ? "local" : $0.channel ?? "?" }
        #expect(order == ["local", "multi", "multi", "multi", "multi-2", "multi-2", "multi-2"])
        #expect(Set(run.remoteTiles("multi").map(\.uid)).isDisjoint(with: Set(run.remoteTiles("multi-2").map(\.uid))))
        // Pictures and stats in both groups; the local figures come from channel 2, where the camera goes out.
        #expect(run.remoteTiles("multi").allSatisfy { $0.latestFrame != nil && $0.stats.hasVideoStats })
        #expect(run.remoteTiles("multi-2").allSatisfy { $0.latestFrame != nil && $0.stats.hasVideoStats })
        let local = try #require(run.session.tiles.first)
        #expect(local.stats.videoBitrate > 0 && local.stats.audioBitrate > 0)
        #expect(run.noteKeys().contains("multiChannel.microphone.encoding"))
        #expect(run.noteKeys().filter { $0 == "state.connected" }.count == 2)
        // Channel 1 only watches: the main connection publishes nothing.
        #expect(run.session.status.role == .audience)
        #expect(!run.session.log.entries.contains { $0.kind == .error })
        run.session.stop()
    }

    @Test func theUidsAreFixedBySeed() throws {
        let first = try Run(), second = try Run()
        #expect(first.main.connection1 == second.main.connection1)
        var settings = GlobalSettings()
        settings.seed = 7
        let other = try Run(settings: settings)
        #expect(other.main.connection2.localUid != first.main.connection2.localUid
                || other.main.connection1.localUid != first.main.connection1.localUid)
        for run in [first, second, other] { run.session.stop() }
    }

    @Test func leavingChannelTwoKeepsChannelOneAndItCanJoinAgain() throws {
        let run = try Run()
        run.clock.advance(by: 4)
        #expect(run.session.controls.first { $0.id == "channel2" }?.labelKey == "control.leaveChannelEx")
        run.session.perform("channel2", .activate)
        // The original's question first: nothing is left until it is answered.
        #expect(run.session.prompt?.key == "multiChannel.stopMic.question" && run.session.prompt?.control == "channel2")
        run.clock.advance(by: 0.5)
        #expect(run.calls("leaveChannelEx").count == 0)
        run.session.answerPrompt(granted: true)
        #expect(run.session.prompt == nil)
        run.clock.advance(by: 0.5)
        #expect(run.called("leaveChannelEx", containing: "{stopMicrophoneRecording: true}", returned: 0))
        #expect(run.remoteTiles("multi-2").isEmpty)
        #expect(run.remoteTiles("multi").count == 3)
        #expect(run.session.engine?.getConnectionStateEx(run.main.connection2) == .disconnected)
        #expect(run.session.engine?.getConnectionState() == .connected)
        #expect(run.noteKeys().contains("multiChannel.state.left"))
        #expect(run.noteKeys().contains("multiChannel.microphone.stopped"))
        #expect(run.session.controls.first { $0.id == "snapshot" }?.isEnabled == false)
        // Join ChannelEx again.
        #expect(run.session.controls.first { $0.id == "channel2" }?.labelKey == "control.joinChannelEx")
        run.session.perform("channel2", .activate)
        run.clock.advance(by: 4)
        #expect(run.calls("joinChannelEx").count == 2)
        #expect(run.remoteTiles("multi-2").count == 3)
        #expect(run.session.engine?.getConnectionStateEx(run.main.connection2) == .connected)
        run.session.stop()
        #expect(run.calls("leaveChannelEx").count == 2)
        #expect(run.logEntries.last?.event?.name == "destroy()", "\(run.trail)")
    }

    @Test func cancelInTheQuestionLeavesTheMicrophoneRecording() throws {
        let run = try Run()
        run.clock.advance(by: 2)
        run.session.perform("channel2", .activate)
        run.session.answerPrompt(granted: false)
        run.clock.advance(by: 0.5)
        #expect(run.calls("leaveChannelEx").count == 1, "Cancel still leaves channel 2, as the original")
        #expect(run.called("leaveChannelEx", containing: "options: {stopMicrophoneRecording: false}"))
        #expect(run.noteKeys().contains("multiChannel.microphone.recording"))
        run.session.stop()
    }

    @Test func takeSnapshotExWritesAChannelTwoUsersPicture() throws {
        let scratch = try ScratchDirectory(prefix: "JoinMultiChannelTests")
        defer { scratch.remove() }
        let directory = scratch.path
        let run = try Run(set: ["snapshotDirectory": directory])
        run.clock.advance(by: 4)
        let target = try #require(run.remoteTiles("multi-2").first { $0.latestFrame != nil })
        run.session.perform("snapshot", .activate)
        run.clock.advance(by: 0.3)
        let path = try #require(run.main.lastSnapshotPath)
        #expect(path.hasPrefix(directory + "/JoinMultiChannel-multi-2-\(target.uid)-") && path.hasSuffix(".ppm"))
        let image = try NetpbmImage.read(contentsOf: path)
        #expect(image.kind == .pixmap)
        #expect((image.width, image.height) == (target.latestFrame?.lumaWidth, target.latestFrame?.lumaHeight))
        #expect(run.session.notice?.key == "multiChannel.snapshotSaved")
        #expect(run.session.notice?.arguments.first == String(target.uid))
        // And grey.
        run.session.perform("snapshotFormat", .activate)
        run.session.perform("snapshot", .activate)
        run.clock.advance(by: 0.3)
        let grey = try NetpbmImage.read(contentsOf: try #require(run.main.lastSnapshotPath))
        #expect(grey.kind == .graymap)
        #expect(!run.session.log.entries.contains { $0.kind == .error })
        run.session.stop()
    }

    @Test func anUnwritableDirectoryIsAClearNotice() throws {
        let missing = "/nonexistent-\(UUID().uuidString)"
        let run = try Run(set: ["snapshotDirectory": missing])
        run.clock.advance(by: 4)
        run.session.perform("snapshot", .activate)
        run.clock.advance(by: 0.3)
        #expect(run.session.notice?.key == "multiChannel.snapshotFailed")
        #expect(run.session.notice?.severity == .error)
        #expect(run.session.notice?.arguments.dropFirst().first == "-1")
        #expect(run.session.notice?.arguments.dropFirst(2).first == "multiChannel.snapshotError.1")
        #expect(run.main.lastSnapshotPath == nil)
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(run.session.engine != nil, "the session goes on")
        run.session.stop()
    }

    @Test func withACertificateEachConnectionGetsItsOwnTokenAndRenewsIt() throws {
        var settings = GlobalSettings()
        settings.tokenExpireSeconds = 60
        let run = try Run(settings: settings, keyCenter: TestProject.certified)
        #expect(run.calls("joinChannel").isEmpty && run.calls("joinChannelEx").isEmpty, "both wait for their tokens")
        run.clock.advance(by: 3)
        #expect(run.session.log.entries.contains { $0.key == "tokenEx.log.issued" && $0.arguments == ["multi-2"] })
        #expect(run.session.engine?.getConnectionStateEx(run.main.connection2) == .connected)
        run.clock.advance(by: 72)
        #expect(run.session.log.entries.contains { $0.key == "tokenEx.log.willExpire" })
        #expect(run.called("updateChannelEx", startingWith: "{token: <token>}", returned: 0))
        #expect(run.session.log.entries.contains { $0.key == "tokenEx.log.renewed" })
        #expect(run.session.log.entries.contains { $0.key == "token.log.renewed" })
        #expect(run.session.engine?.getConnectionStateEx(run.main.connection2) == .connected)
        #expect(run.session.status.connectionState == .connected)
        #expect(!run.session.log.entries.contains { $0.kind == .error })
        run.session.stop()
    }

    @Test func aTokenStillOnItsWayForALeftChannelIsDropped() throws {
        let run = try Run(keyCenter: TestProject.certified)
        // The token service takes 400 ms; leave channel 2 before its token is back.
        run.clock.advance(by: 0.1)
        run.session.perform("channel2", .activate)
        run.session.answerPrompt(granted: true)
        run.clock.advance(by: 3)
        #expect(run.calls("joinChannelEx").count == 0)
        #expect(run.calls("leaveChannelEx").count == 0, "nothing to leave yet")
        #expect(run.session.status.isJoined, "channel 1 joined as usual")
        // Back with a token on its way: nothing happens after the session.
        run.session.perform("channel2", .activate)
        run.session.stop()
        let lines = run.session.log.entries.count
        run.clock.advance(by: 3)
        #expect(run.session.log.entries.count == lines)
    }

    @Test func thePermissionDialogHoldsBothConnections() throws {
        var settings = GlobalSettings()
        settings.permission = "ask"
        let granted = try Run(settings: settings)
        granted.clock.advance(by: 2)
        #expect(granted.session.prompt != nil)
        #expect(granted.calls("joinChannel").isEmpty && granted.calls("joinChannelEx").isEmpty)
        granted.session.answerPrompt(granted: true)
        granted.clock.advance(by: 2)
        #expect(granted.calls("joinChannel").count == 1 && granted.calls("joinChannelEx").count == 1)
        granted.session.stop()

        let denied = try Run(settings: settings)
        denied.session.answerPrompt(granted: false)
        denied.clock.advance(by: 2)
        #expect(denied.calls("joinChannel").isEmpty && denied.calls("joinChannelEx").isEmpty)
        #expect(denied.session.notice?.key == "permission.denied")
        // Joining channel 2 later does not ask again: the answer stands.
        denied.session.perform("channel2", .activate)
        denied.session.answerPrompt(granted: true)
        denied.session.perform("channel2", .activate)
        denied.clock.advance(by: 2)
        #expect(denied.calls("joinChannelEx").count == 0)
        denied.session.stop()
    }

    /// The second channel is `<name>-2`, so the field refuses a name that leaves no room for it (joinChannelEx would
    /// fail on it at run time), with a message saying why.
    @Test func theChannelFieldLeavesRoomForTheSecondChannel() throws {
        let field = try CaseRun.field("JoinMultiChannel", "channelName")
        #expect(FieldValidator.problem(field, value: String(repeating: "a", count: 61)) == nil)
        #expect(FieldValidator.problem(field, value: String(repeating: "a", count: 62)) == "error.channel.pairTooLong")
        #expect(FieldValidator.problem(field, value: "") == "error.channel.empty")
        #expect(FieldValidator.problem(field, value: "a/b") == "error.channel.charset")
    }
}
