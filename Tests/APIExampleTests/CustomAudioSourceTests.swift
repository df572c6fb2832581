import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// CustomAudioSource (hidden legacy) in virtual time: the mixable track published in place of the microphone, the
/// app's own 44.1 kHz mono recording pushed into it once in the channel, audio tiles, and the teardown.
@MainActor
@Suite struct CustomAudioSourceTests {
    static func calls(_ run: CaseRun, from: LogMark = 0) -> [String] {
        run.since(from).logEntries.filter { $0.kind == .api }.compactMap(\.event?.name)
    }

    @Test func theTrackIsPublishedAndTheAppsRecordingPushedIntoIt() throws {
        #expect(MenuRegistry.item(id: "CustomAudioSource")?.hidden == true)
        let run = try CaseRun("CustomAudioSource", settings: .remoteUsers(2), seconds: 4)
        defer { run.session.stop() }
        let order = ["setClientRole(_:)", "disableVideo()", "enableAudio()", "setDefaultAudioRouteToSpeakerphone(_:)",
                     "createCustomAudioTrack(_:config:)", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"]
        let calls = Self.calls(run)
        #expect(calls.filter(order.contains) == order, "\(calls)")
        #expect(run.called("createCustomAudioTrack", startingWith: ".mixable, config: {enableLocalPlayback: true"))
        #expect(run.called("joinChannel", containing: "publishMicrophoneTrack: false", "publishCustomAudioTrack: true",
                           "publishCustomAudioTrackId: 1", returned: 0),
                "\(run.calls("joinChannel"))")
        let pushes = run.calls("pushExternalAudioFrameRawData")
        #expect(!pushes.isEmpty && pushes.allSatisfy { $0.detail.contains("sampleRate: 44100, channels: 1, trackId: 1") }, "\(pushes.prefix(2))")
        // Pushing starts once in the channel, as the original's recorder does.
        let joined = try #require(run.firstIndex(of: .callback("didJoinChannel")))
        let firstPush = try #require(run.firstIndex(of: .call("pushExternalAudioFrameRawData")))
        #expect(firstPush > joined)
        #expect(run.session.tiles.first?.isLocal == true && run.session.tiles.first?.audioOnly == true)
        #expect(run.session.tiles.filter { !$0.isLocal && $0.audioOnly }.count == 2)
    }

    @Test func teardownTurnsAudioOffDestroysTheTrackAndLeaves() throws {
        let run = try CaseRun("CustomAudioSource", seconds: 2)
        let start = run.logMark
        run.session.stop()
        run.advance(0.5)
        let calls = Self.calls(run, from: start).filter { $0 != "getConnectionState()" }
        #expect(calls == ["disableAudio()", "destroyCustomAudioTrack(_:)", "leaveChannel(_:)", "destroy()"], "\(calls)")
        let linesAtStop = run.logMark
        run.advance(1)
        #expect(run.logMark == linesAtStop, "nothing is pushed after the teardown")
    }
}
