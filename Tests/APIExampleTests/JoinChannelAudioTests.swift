import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// JoinChannelAudio in virtual time: an audio-only call with a meter per user, and the signal volumes, in-ear
/// monitoring and scenario changed live.
@MainActor
@Suite struct JoinChannelAudioTests {
    @Test func anAudioOnlyCallMetersEveryUser() throws {
        let run = try CaseRun("JoinChannelAudio", form: ["audioProfile": "musicHighQuality"], seconds: 4)
        #expect(run.called("disableVideo() → 0") && run.called("enableAudio() → 0"))
        #expect(run.called("setAudioProfile(_:) .musicHighQuality → 0"))
        #expect(run.called("enableAudioVolumeIndication(_:smooth:reportVad:) 200, smooth: 3, reportVad: true → 0"))
        let join = try #require(run.lines("joinChannel(").first)
        #expect(join.contains("publishCameraTrack: false, publishMicrophoneTrack: true, clientRoleType: .broadcaster"))
        #expect(run.session.tiles.count == 4 && run.session.tiles.first?.isLocal == true)
        #expect(run.session.tiles.allSatisfy { $0.view == nil }, "no video anywhere")
        #expect(run.session.tiles.dropFirst().contains { $0.volume > 100 }, "the remote users are talking")
        #expect(!run.called("setupRemoteVideo("))
        run.session.stop()
        #expect(run.called("disableAudio() → 0"))
    }

    @Test func signalVolumesInEarMonitoringAndScenarioReachTheEngine() throws {
        let run = try CaseRun("JoinChannelAudio", seconds: 3)
        run.press("recordingVolume", .increment)
        run.press("playbackVolume", .decrement)
        #expect(run.called("adjustRecordingSignalVolume(_:) 125 → 0") && run.called("adjustPlaybackSignalVolume(_:) 75 → 0"))
        #expect(run.control("recordingVolume")?.kind == .slider(value: 125, range: 0...400, step: 25))
        #expect(run.control("playbackVolume")?.kind == .slider(value: 75, range: 0...400, step: 25))
        // The in-ear volume means something only while monitoring is on.
        run.press("inEarVolume", .decrement)
        #expect(run.count("setInEarMonitoringVolume(") == 0)
        run.press("inEarMonitoring")
        #expect(run.called("enable(inEarMonitoring:) true → 0") && run.control("inEarVolume")?.isEnabled == true)
        run.press("inEarVolume", .decrement)
        #expect(run.called("setInEarMonitoringVolume(_:) 90 → 0"))
        run.press("audioScenario", .increment)
        #expect(run.called("setAudioScenario(_:) .gameStreaming → 0"))
        #expect(run.control("audioScenario")?.kind == .choice(options: ChoiceOptions.audioScenarios, selected: "gameStreaming"))
        run.session.stop()
        // Monitoring is switched off on the way out, before the leave.
        let off = try #require(run.texts.lastIndex { $0.hasPrefix("enable(inEarMonitoring:) false") })
        let leave = try #require(run.texts.lastIndex { $0.hasPrefix("leaveChannel(") })
        #expect(off < leave)
    }

    @Test func anAudienceMemberPublishesNoMicrophone() throws {
        let run = try CaseRun("JoinChannelAudio", form: ["role": "audience"], seconds: 3)
        #expect(run.called("setClientRole(_:) .audience → 0"))
        let join = try #require(run.lines("joinChannel(").first)
        #expect(join.contains("publishMicrophoneTrack: false, clientRoleType: .audience"))
        #expect(run.session.status.isJoined && run.session.status.role == .audience)
        run.session.stop()
    }
}
