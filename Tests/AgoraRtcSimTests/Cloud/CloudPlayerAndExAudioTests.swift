import Foundation
import Testing
import MediaFormats
import TestSupport
@testable import AgoraRtcSim

/// Sound that crosses to another instance besides the main connection's microphone (issue 33): a media player's
/// published audio track, and what a joinChannelEx connection publishes, under that connection's uid. The pair of
/// `CloudPeerTests` (a = 1001, b = 2002); b measures what it plays of each uid (its before-mixing frames).
@Suite struct CloudPlayerAndExAudioTests {
    /// a plays a looping 440 Hz tone in a player; its main connection stops sending its microphone.
    static func playTone(_ a: SimHarness, in scratch: ScratchDirectory) throws -> Int {
        let path = try TestAudio.writeWAV(TestAudio.tone(level: 200, seconds: 2, rate: 48_000, channels: 1),
                                          rate: 48_000, to: scratch.file("tone.wav"))
        let player = try #require(a.engine.createMediaPlayer(with: nil))
        #expect(player.setLoopCount(-1) == 0)
        #expect(player.open(with: AgoraMediaSource(url: path, autoPlay: true)) == 0)
        var options = AgoraRtcChannelMediaOptions()
        options.publishMicrophoneTrack = false
        #expect(a.engine.updateChannel(with: options) == 0)
        return Int(player.getMediaPlayerId())
    }

    /// The pitch of what b played of `uid` lately and its frames' median level (nil until it has heard it). (Frames
    /// late on a loaded machine leave gaps, so the level is read per frame, not across the joins.)
    static func heard(_ observer: AudioFrameRecorder, uid: UInt) -> (frequency: Double, level: Int)? {
        let frames = observer.frames("beforeMixing").filter { $0.uid == uid }.suffix(30).filter { $0.level > 0 }
        guard frames.count >= 20, let first = frames.first else { return nil }
        let channels = first.frame.channels
        let mono = frames.flatMap(\.samples).enumerated().filter { $0.offset % channels == 0 }.map { Float($0.element) }
        let measure = ToneMeasure(stereo: mono.flatMap { [$0, $0] }, sampleRate: Double(first.frame.samplesPerSec))
        let levels = frames.map(\.level).sorted()
        return (measure.dominantFrequency(from: 100, to: 2000, step: 5), levels[levels.count / 2])
    }

    @Test func aPlayerPublishedOnTheMainConnectionIsHeardByTheOtherInstance() throws {
        let pair = try CloudPeerTests.Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        let id = try Self.playTone(a, in: pair.scratch)
        var options = AgoraRtcChannelMediaOptions()
        options.publishMediaPlayerAudioTrack = true
        options.publishMediaPlayerId = id
        #expect(a.engine.updateChannel(with: options) == 0)
        let observer = AudioFrameRecorder(positions: [.beforeMixing])
        #expect(b.engine.setAudioFrameDelegate(observer))
        #expect(CloudPeerTests.pump([a, b]) { Self.heard(observer, uid: 1001).map { abs($0.frequency - 440) <= 5 } == true },
                "\(String(describing: Self.heard(observer, uid: 1001)))")
        let tone = try #require(Self.heard(observer, uid: 1001))
        #expect(abs(tone.level - 200) <= 8, "\(tone)")
    }

    @Test func aJoinChannelExConnectionsSoundIsHeardUnderItsUid() throws {
        let pair = try CloudPeerTests.Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        let id = try Self.playTone(a, in: pair.scratch)
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        options.publishMicrophoneTrack = false
        options.publishCameraTrack = false
        options.publishMediaPlayerAudioTrack = true
        options.publishMediaPlayerId = id
        let connection = AgoraRtcConnection(channelId: "demo", localUid: 3003)
        #expect(a.engine.joinChannelEx(byToken: nil, connection: connection, delegate: nil, mediaOptions: options, joinSuccess: nil) == 0)
        let observer = AudioFrameRecorder(positions: [.beforeMixing])
        #expect(b.engine.setAudioFrameDelegate(observer))
        #expect(CloudPeerTests.pump([a, b]) { Self.heard(observer, uid: 3003).map { abs($0.frequency - 440) <= 5 } == true },
                "\(String(describing: Self.heard(observer, uid: 3003))) \(b.recorder.events.suffix(8))")
        // The main connection publishes neither the player nor its microphone: nothing of the tone comes from 1001.
        let main = observer.frames("beforeMixing").filter { $0.uid == 1001 }.suffix(20)
        #expect(main.allSatisfy { $0.level == 0 }, "\(main.map(\.level))")
    }

    /// selectMultiAudioTrack: the local user hears the played track, the channel the published one.
    @Test func selectMultiAudioTrackPlaysOneTrackAndPublishesTheOther() throws {
        let pair = try CloudPeerTests.Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        #expect(a.engine.enableExternalAudioSink(true, sampleRate: 48_000, channels: 2) == 0)
        let player = try #require(a.engine.createMediaPlayer(with: nil))
        #expect(player.setLoopCount(-1) == 0)
        let path = try MediaPlayerSoundTests.twoTracks(in: pair.scratch)
        #expect(player.open(with: AgoraMediaSource(url: path, autoPlay: true, enableMultiAudioTrack: true)) == 0)
        CloudPeerTests.pump([a, b], limit: 4) { false }
        #expect(player.selectMultiAudioTrack(0, publishTrackIndex: 1) == 0)
        var options = AgoraRtcChannelMediaOptions()
        options.publishMicrophoneTrack = false
        options.publishMediaPlayerAudioTrack = true
        options.publishMediaPlayerId = Int(player.getMediaPlayerId())
        #expect(a.engine.updateChannel(with: options) == 0)
        let observer = AudioFrameRecorder(positions: [.beforeMixing])
        #expect(b.engine.setAudioFrameDelegate(observer))
        #expect(CloudPeerTests.pump([a, b]) { Self.heard(observer, uid: 1001).map { abs($0.frequency - 660) <= 5 } == true },
                "\(String(describing: Self.heard(observer, uid: 1001)))")
        _ = a.pull(48_000 * 4)
        CloudPeerTests.pump([a, b], limit: 6) { false }
        let played = ToneMeasure(stereo: a.pull(48_000 * 4 / 4).samples)
        #expect(abs(played.dominantFrequency(from: 300, to: 800, step: 5) - 440) <= 5, "a hears the played track")
    }
}
