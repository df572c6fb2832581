import Foundation
import Testing
import TestSupport
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// What the local user hears of joinChannelEx connections (issue 33), measured from the samples the sound device
/// received: their remote users are heard under the connection's own mutes and until it leaves; the engine's own
/// other connection is never heard back; another instance's user reaches an Ex connection's channel.
@Suite struct ExConnectionSoundTests {
    static let second = AgoraRtcConnection(channelId: "second", localUid: 5005)

    /// Subscribes to sound, publishes none.
    static var listening: AgoraRtcChannelMediaOptions {
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        options.autoSubscribeAudio = true
        options.clientRoleType = .broadcaster
        return options
    }

    /// The RMS heard over `seconds`: a speaking voice stays above 3 over 2 s (its pauses lower it), silence below 1.
    static func loudness(_ sim: SimHarness, _ device: RecordingSoundDevice, seconds: Double = 2) -> Double {
        SoundDevicePlaybackTests.loudness(SoundDevicePlaybackTests.heard(sim, device, seconds: seconds))
    }

    /// The uid of the first user `recorder` saw join.
    static func firstJoined(_ recorder: EventRecorder) -> UInt? {
        recorder.events.first { $0.hasPrefix("joined ") }.flatMap { UInt($0.dropFirst("joined ".count)) }
    }

    @Test func anExConnectionsRemoteUserIsHeardUntilMutedOrGone() throws {
        let device = RecordingSoundDevice()
        let sim = SoundDevicePlaybackTests.sim(device, remotes: 1)
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        // The main connection's own user is not listened to: whatever is heard comes from the Ex connection.
        #expect(sim.engine.muteAllRemoteAudioStreams(true) == 0)
        #expect(Self.loudness(sim, device) < 1)
        let ex = EventRecorder()
        #expect(sim.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex, mediaOptions: Self.listening,
                                         joinSuccess: nil) == 0)
        sim.advance(2)
        let uid = try #require(Self.firstJoined(ex))
        #expect(Self.loudness(sim, device) > 3, "the second channel's user speaks")
        #expect(sim.engine.adjustUserPlaybackSignalVolumeEx(uid, volume: 0, connection: Self.second) == 0)
        #expect(Self.loudness(sim, device) < 1, "at the connection's per-user volume")
        #expect(sim.engine.adjustUserPlaybackSignalVolumeEx(uid, volume: 100, connection: Self.second) == 0)
        #expect(sim.engine.adjustPlaybackSignalVolume(0) == 0)
        #expect(Self.loudness(sim, device) < 1, "the engine's playback volume acts on it")
        #expect(sim.engine.adjustPlaybackSignalVolume(100) == 0)
        #expect(sim.engine.muteRemoteAudioStreamEx(uid, mute: true, connection: Self.second) == 0)
        #expect(Self.loudness(sim, device) < 1)
        #expect(sim.engine.muteRemoteAudioStreamEx(uid, mute: false, connection: Self.second) == 0)
        #expect(Self.loudness(sim, device) > 3)
        #expect(sim.engine.muteAllRemoteAudioStreamsEx(true, connection: Self.second) == 0)
        #expect(Self.loudness(sim, device) < 1)
        #expect(sim.engine.muteAllRemoteAudioStreamsEx(false, connection: Self.second) == 0)
        #expect(Self.loudness(sim, device) > 3)
        #expect(sim.engine.leaveChannelEx(Self.second, options: nil, leaveChannelBlock: nil) == 0)
        #expect(Self.loudness(sim, device) < 1, "gone with its connection")
        #expect(sim.engine.muteRemoteAudioStreamEx(uid, mute: true, connection: Self.second) == -8)
    }

    @Test func anExConnectionThatSubscribesToNothingIsNotHeard() {
        let device = RecordingSoundDevice()
        let sim = SoundDevicePlaybackTests.sim(device, remotes: 1)
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        #expect(sim.engine.muteAllRemoteAudioStreams(true) == 0)
        var options = Self.listening
        options.autoSubscribeAudio = false
        #expect(sim.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: nil, mediaOptions: options,
                                         joinSuccess: nil) == 0)
        sim.advance(2)
        #expect(Self.loudness(sim, device) < 1)
    }

    @Test func theEnginesOwnOtherConnectionIsNotHeard() {
        let device = RecordingSoundDevice()
        let sim = SoundDevicePlaybackTests.sim(device)
        defer { sim.destroy() }
        var speaking = Self.listening
        speaking.publishMicrophoneTrack = true
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 1234, mediaOptions: speaking, joinSuccess: nil)
        let own = AgoraRtcConnection(channelId: "demo", localUid: 2345)
        let ex = EventRecorder()
        #expect(sim.engine.joinChannelEx(byToken: nil, connection: own, delegate: ex, mediaOptions: speaking, joinSuccess: nil) == 0)
        sim.advance(2)
        #expect(sim.recorder.events.contains("joined 2345") && ex.events.contains("joined 1234"), "each sees the other")
        let heard = SoundDevicePlaybackTests.heard(sim, device, seconds: 2)
        #expect(!heard.left.isEmpty, "the device is played to")
        #expect(SoundDevicePlaybackTests.loudness(heard) < 1, "neither connection hears the other speak")
    }

    @Test func anotherInstanceOnTheExChannelIsHeard() throws {
        let scratch = try ScratchDirectory(prefix: "sound")
        let (speaker, listener) = (RecordingSoundDevice(capturesMicrophone: true), RecordingSoundDevice())
        let (a, b) = (SoundDeviceMicrophoneTests.instance(scratch, speaker), SoundDeviceMicrophoneTests.instance(scratch, listener))
        defer {
            a.destroy()
            b.destroy()
            scratch.remove()
        }
        let feeder = SoundDeviceMicrophoneTests.ToneFeeder()
        speaker.feedMicrophone(feeder.next(1))
        // a speaks in "second"; b's main connection is elsewhere and its Ex connection listens in "second".
        a.joinAsBroadcaster(channel: "second", uid: 1001)
        b.joinAsBroadcaster(uid: 2002)
        let ex = EventRecorder()
        #expect(b.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex, mediaOptions: Self.listening,
                                       joinSuccess: nil) == 0)
        func pumpUntil(_ condition: () -> Bool) -> Bool {
            CloudPeerTests.pump([a, b]) {
                speaker.feedMicrophone(feeder.next(0.05))
                return condition()
            }
        }
        func quiet() -> Bool { SoundDevicePlaybackTests.loudness(ToneMeasure(stereo: Array(listener.played.suffix(24_000)))) < 1 }
        #expect(pumpUntil { SoundDeviceMicrophoneTests.hears(440, on: listener) }, "b's Ex connection plays a's microphone")
        #expect(ex.events.contains("joined 1001"))
        #expect(b.engine.muteRemoteAudioStreamEx(1001, mute: true, connection: Self.second) == 0)
        #expect(pumpUntil(quiet), "muted on the Ex connection")
        #expect(b.engine.muteRemoteAudioStreamEx(1001, mute: false, connection: Self.second) == 0)
        #expect(pumpUntil { SoundDeviceMicrophoneTests.hears(440, on: listener) })
        #expect(b.engine.leaveChannelEx(Self.second, options: nil, leaveChannelBlock: nil) == 0)
        #expect(pumpUntil(quiet), "gone once the Ex connection leaves")
    }
}
