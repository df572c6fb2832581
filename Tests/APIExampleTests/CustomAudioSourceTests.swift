import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// CustomAudioSource (hidden legacy) in virtual time: the mixable track published in place of the microphone, the
/// app's own 44.1 kHz mono recording pushed into it once in the channel, audio tiles, and the teardown.
@MainActor
@Suite struct CustomAudioSourceTests {
    static func calls(_ run: CaseRun, from: Int = 0) -> [String] {
        run.session.log.entries.dropFirst(from).filter { $0.kind == .api }.map { String($0.text.prefix { $0 != " " }) }
    }

    @Test func theTrackIsPublishedAndTheAppsRecordingPushedIntoIt() throws {
        #expect(MenuRegistry.item(id: "CustomAudioSource")?.hidden == true)
        let run = try CaseRun("CustomAudioSource", settings: .remoteUsers(2), seconds: 4)
        defer { run.session.stop() }
        let order = ["setClientRole(_:)", "disableVideo()", "enableAudio()", "setDefaultAudioRouteToSpeakerphone(_:)",
                     "createCustomAudioTrack(_:config:)", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"]
        let calls = Self.calls(run)
        #expect(calls.filter(order.contains) == order, "\(calls)")
        #expect(run.called("createCustomAudioTrack(_:config:) .mixable, config: {enableLocalPlayback: true"))
        #expect(run.texts.contains { $0.hasPrefix("joinChannel(") && $0.contains("publishMicrophoneTrack: false")
            && $0.contains("publishCustomAudioTrack: true") && $0.contains("publishCustomAudioTrackId: 1") && $0.hasSuffix("→ 0") },
                "\(run.lines("joinChannel("))")
        let pushes = run.lines("pushExternalAudioFrameRawData(")
        #expect(!pushes.isEmpty && pushes.allSatisfy { $0.contains("sampleRate: 44100, channels: 1, trackId: 1") }, "\(pushes.prefix(2))")
        // Pushing starts once in the channel, as the original's recorder does.
        let joined = try #require(run.texts.firstIndex { $0.contains("didJoinChannel") })
        let firstPush = try #require(run.texts.firstIndex { $0.hasPrefix("pushExternalAudioFrameRawData(") })
        #expect(firstPush > joined)
        #expect(run.session.tiles.first?.isLocal == true && run.session.tiles.first?.audioOnly == true)
        #expect(run.session.tiles.filter { !$0.isLocal && $0.audioOnly }.count == 2)
    }

    @Test func teardownTurnsAudioOffDestroysTheTrackAndLeaves() throws {
        let run = try CaseRun("CustomAudioSource", seconds: 2)
        let start = run.texts.count
        run.session.stop()
        run.advance(0.5)
        let calls = Self.calls(run, from: start).filter { $0 != "getConnectionState()" }
        #expect(calls == ["disableAudio()", "destroyCustomAudioTrack(_:)", "leaveChannel(_:)", "destroy()"], "\(calls)")
        let linesAtStop = run.texts.count
        run.advance(1)
        #expect(run.texts.count == linesAtStop, "nothing is pushed after the teardown")
    }
}
