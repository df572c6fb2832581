import Testing
import TestSupport
@testable import AgoraRtcSim

/// The audio route, the scenario's volume type, in-ear monitoring and noise suppression as the stats, the route
/// callback and the local level show them.
@Suite struct AudioDeviceTests {
    @Test func joiningReportsTheRouteAndTheSpeakerphoneSwitchMovesIt() {
        let sim = SimHarness(remotes: 0)
        sim.engine.setDefaultAudioRouteToSpeakerphone(false)
        #expect(sim.recorder.count("audioRoute") == 0, "nothing plays before a channel")
        sim.joinAsBroadcaster(video: false)
        #expect(sim.recorder.events.filter { $0.hasPrefix("audioRoute") } == ["audioRoute earpiece"])
        #expect(sim.engine.setEnableSpeakerphone(true) == 0)
        #expect(sim.engine.isSpeakerphoneEnabled())
        #expect(sim.engine.setEnableSpeakerphone(true) == 0, "already there: no second report")
        sim.advance(0.1)
        #expect(sim.engine.setEnableSpeakerphone(false) == 0)
        sim.advance(0.1)
        #expect(sim.recorder.events.filter { $0.hasPrefix("audioRoute") }
            == ["audioRoute earpiece", "audioRoute speakerphone", "audioRoute earpiece"])
        #expect(AgoraAudioOutputRouting.earpiece.rawValue == 1 && AgoraAudioOutputRouting.speakerphone.rawValue == 3)
        // The choice was for that channel: the next starts on the default route again.
        sim.engine.setEnableSpeakerphone(true)
        sim.engine.leaveChannel(nil)
        sim.advance(1)
        sim.joinAsBroadcaster(video: false)
        #expect(sim.recorder.events.filter { $0.hasPrefix("audioRoute") }.last == "audioRoute earpiece")
        sim.destroy()
    }

    @Test func withoutAnyCallTheRouteIsTheProfilesDefault() {
        let live = SimHarness(remotes: 0, profile: .liveBroadcasting)
        let call = SimHarness(remotes: 0, profile: .communication)
        for sim in [live, call] { sim.joinAsBroadcaster(video: false) }
        #expect(live.recorder.events.contains("audioRoute speakerphone"))
        #expect(call.recorder.events.contains("audioRoute earpiece"), "an audio call starts on the earpiece")
        for sim in [live, call] { sim.destroy() }
    }

    /// In-call volume (the default scenario while the microphone records) sends less than media volume (game
    /// streaming); switching in the channel shows in the next stats.
    @Test func theScenarioSetsTheVolumeTypeAndWhatIsSent() {
        let sim = SimHarness(remotes: 0)
        sim.engine.setAudioProfile(.musicHighQualityStereo)
        sim.joinAsBroadcaster(video: false)
        sim.advance(4)
        let callVolume = sim.recorder.localAudioStats
        #expect(!callVolume.isEmpty && callVolume.allSatisfy { $0.sentSampleRate == 32_000 && $0.numChannels == 1 && $0.sentBitrate <= 64 })
        sim.engine.setAudioScenario(.gameStreaming)
        sim.advance(4)
        let media = sim.recorder.localAudioStats.dropFirst(callVolume.count)
        #expect(!media.isEmpty && media.allSatisfy { $0.sentSampleRate == 48_000 && $0.numChannels == 2 && $0.sentBitrate > 64 })
        sim.destroy()
    }

    @Test func inEarMonitoringShowsItsDelayInTheStats() {
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster(video: false)
        sim.advance(2.2)
        #expect(sim.recorder.localAudioStats.allSatisfy { $0.earMonitorDelay == 0 })
        sim.engine.enable(inEarMonitoring: true)
        sim.advance(4)
        let on = sim.recorder.localAudioStats.suffix(2)
        #expect(on.allSatisfy { (25...35).contains($0.earMonitorDelay) })
        sim.destroy()
    }

    /// The pauses between talk spurts read the room noise; AI noise suppression takes it down, more so aggressive.
    @Test func noiseSuppressionLowersTheNoiseFloor() {
        func floor(_ mode: AUDIO_AINS_MODE?) -> Int {
            let sim = SimHarness(remotes: 0)
            sim.engine.enableAudioVolumeIndication(100, smooth: 3, reportVad: true)
            if let mode { sim.engine.setAINSMode(true, mode: mode) }
            sim.joinAsBroadcaster(video: false)
            sim.advance(20)
            // The quietest reports: pauses.
            let levels = sim.recorder.localReports.map(\.volume).sorted()
            sim.destroy()
            return levels[levels.count / 10]
        }
        let plain = floor(nil), balanced = floor(.AINS_MODE_BALANCED), aggressive = floor(.AINS_MODE_AGGRESSIVE)
        #expect((30...45).contains(plain), "\(plain)")
        #expect(balanced < plain - 25 && aggressive <= balanced, "\(plain) → \(balanced) → \(aggressive)")
    }

    /// Each reverb key changes what is sent: the tail after a talk spurt fills the pause.
    @Test func everyReverbKeyChangesTheSentLevel() {
        func levels(_ settings: [(AgoraAudioReverbType, Int)]) -> [Int] {
            let sim = SimHarness(remotes: 0)
            sim.engine.enableAudioVolumeIndication(100, smooth: 3, reportVad: false)
            // Without the room noise the tail is plain to see.
            sim.engine.setAINSMode(true, mode: .AINS_MODE_AGGRESSIVE)
            for (key, value) in settings { #expect(sim.engine.setLocalVoiceReverbOf(key, withValue: value) == 0) }
            sim.joinAsBroadcaster(video: false)
            sim.advance(20)
            let levels = sim.recorder.localReports.map(\.volume)
            sim.destroy()
            return levels
        }
        let base: [(AgoraAudioReverbType, Int)] = [(.strength, 50), (.roomSize, 50), (.wetLevel, 0), (.wetDelay, 20)]
        let reference = levels(base)
        #expect(reference != levels([]), "a reverb is heard")
        for (key, value) in [(AgoraAudioReverbType.dryLevel, -10), (.wetLevel, -15), (.roomSize, 100), (.wetDelay, 200),
                             (.strength, 100)] {
            #expect(levels(base + [(key, value)]) != reference, "\(key) changes nothing")
        }
        // A bigger room rings on: the pauses are louder.
        let small = levels([(.strength, 100), (.roomSize, 0)]).reduce(0, +)
        let large = levels([(.strength, 100), (.roomSize, 100)]).reduce(0, +)
        #expect(large > small)
    }

    /// A connection that publishes the mix sends audio only while the local mixer runs.
    @Test func aConnectionPublishingTheMixSendsWhileTheMixerRuns() {
        let sim = SimHarness(remotes: 1)
        sim.joinAsBroadcaster(video: false)
        let relay = AgoraRtcConnection(channelId: "relay", localUid: 1001)
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        options.publishMicrophoneTrack = false
        options.publishMixedAudioTrack = true
        options.enableAudioRecordingOrPlayout = false
        options.autoSubscribeAudio = false
        let ex = EventRecorder()
        #expect(sim.engine.joinChannelEx(byToken: nil, connection: relay, delegate: ex, mediaOptions: options, joinSuccess: nil) == 0)
        sim.advance(4.5)
        #expect(!ex.localAudioStats.isEmpty && ex.localAudioStats.allSatisfy { $0.sentBitrate == 0 }, "no mix yet")
        #expect(sim.engine.startLocalAudioMixer(AgoraLocalAudioMixerConfiguration()) == -2, "nothing to mix")
        var config = AgoraLocalAudioMixerConfiguration()
        var channel = AgoraMixedAudioStream(sourceType: .remoteChannel)
        config.audioInputStreams = [channel]
        #expect(sim.engine.startLocalAudioMixer(config) == -2, "which channel?")
        channel.channelId = "demo"
        config.audioInputStreams = [channel, AgoraMixedAudioStream(sourceType: .microphone)]
        config.syncWithLocalMic = false
        #expect(sim.engine.startLocalAudioMixer(config) == 0)
        let before = ex.localAudioStats.count
        sim.advance(4)
        #expect(ex.localAudioStats.dropFirst(before).allSatisfy { $0.sentBitrate > 0 })
        #expect(sim.trace.events.contains {
            $0.name == "startLocalAudioMixer(_:)" && $0.detail.contains("[.remoteChannel(\"demo\"), .microphone]")
        })
        #expect(sim.engine.stopLocalAudioMixer() == 0)
        let stopped = ex.localAudioStats.count
        sim.advance(4)
        #expect(ex.localAudioStats.dropFirst(stopped).allSatisfy { $0.sentBitrate == 0 })
        sim.destroy()
    }
}
