import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// CustomAudioSource (hidden legacy) in virtual time: the original's ExternalAudio data path (external capture +
/// external render): the app's own 44.1 kHz mono recording overwrites the microphone's recorded frames through the
/// audio frame observer, the playback frames are pulled by the app's renderer, nothing is pushed to the (published)
/// custom track; audio tiles, and the teardown.
@MainActor
@Suite struct CustomAudioSourceTests {
    static func calls(_ run: CaseRun, from: LogMark = 0) -> [String] {
        run.since(from).logEntries.filter { $0.kind == .api }.compactMap(\.event?.name)
    }

    @Test func theAppsRecordingOverwritesTheMicrophonesFramesAndNothingIsPushed() throws {
        #expect(MenuRegistry.item(id: "CustomAudioSource")?.hidden == true)
        let run = try CaseRun("CustomAudioSource", settings: .remoteUsers(2), seconds: 4.5)
        defer { run.session.stop() }
        let order = ["setClientRole(_:)", "disableVideo()", "enableAudio()", "setDefaultAudioRouteToSpeakerphone(_:)",
                     "createCustomAudioTrack(_:config:)", "setAudioFrameDelegate(_:)",
                     "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"]
        let calls = Self.calls(run)
        #expect(calls.filter(order.contains) == order, "\(calls)")
        #expect(run.called("createCustomAudioTrack", startingWith: ".mixable, config: {enableLocalPlayback: true"))
        #expect(run.called("setAudioFrameDelegate", containing: "observes: [.playback, .record]")
                || run.called("setAudioFrameDelegate", containing: "observes: [.record, .playback]"), "\(run.calls("setAudioFrameDelegate"))")
        // As the original: the custom track is published, the microphone is left to its default (published).
        let join = try #require(run.calls("joinChannel").first)
        #expect(join.matches(containing: "publishCustomAudioTrack: true", "publishCustomAudioTrackId: 1") && join.result == 0, "\(join)")
        #expect(!join.detail.contains("publishMicrophoneTrack"), "\(join)")
        #expect(!run.called("pushExternalAudioFrameRawData"), "nothing is pushed to the custom track")
        // The microphone's frames come at the helper's format, 10 ms each, and each one is overwritten.
        #expect(run.heard("onRecordAudioFrame", with: "441 samples x 1 ch @ 44100 Hz"))
        #expect(run.heard("onPlaybackAudioFrame", selector: "onPlaybackAudioFrame(_:channelId:)", with: "441 samples x 1 ch @ 44100 Hz"))
        let local = try #require(run.session.tiles.first { $0.isLocal })
        #expect(local.audioOnly)
        let written = try #require(local.notes.first { $0.key == "customAudio.tile.written" })
        #expect((97...100).contains(Int(written.arguments.first ?? "") ?? 0), "100 frames a second: \(local.notes)")
        // The app's renderer pulls the channel's sound, 1000 ms of it a second, and it is not silent.
        let pulled = try #require(local.notes.first { $0.key == "customAudio.tile.pulled" })
        #expect(pulled.arguments.first == "1000" && (Int(pulled.arguments.last ?? "") ?? 0) > 0, "\(local.notes)")
        #expect(run.session.tiles.filter { !$0.isLocal && $0.audioOnly }.count == 2)
    }

    @Test func teardownTurnsAudioOffDestroysTheTrackAndLeaves() throws {
        let run = try CaseRun("CustomAudioSource", seconds: 2)
        let start = run.logMark
        run.session.stop()
        run.advance(0.5)
        let calls = Self.calls(run, from: start).filter { $0 != "getConnectionState()" }
        // The helper's stopWork unregisters its observer.
        #expect(calls == ["disableAudio()", "destroyCustomAudioTrack(_:)", "setAudioFrameDelegate(_:)", "leaveChannel(_:)", "destroy()"],
                "\(calls)")
        let linesAtStop = run.logMark
        run.advance(1)
        #expect(run.logMark == linesAtStop, "nothing runs after the teardown")
    }
}
