import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// Two connections of one engine in one channel see each other as remote users, publishing what each connection
/// sends: the MediaPlayer case's camera user and player user, in virtual time.
@Suite struct OwnConnectionsTests {
    static let playerUser = AgoraRtcConnection(channelId: "demo", localUid: 2345)

    static var cameraOptions: AgoraRtcChannelMediaOptions {
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = true
        options.publishMicrophoneTrack = true
        options.clientRoleType = .broadcaster
        return options
    }

    static var playerOptions: AgoraRtcChannelMediaOptions {
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        options.clientRoleType = .broadcaster
        return options
    }

    @Test func eachConnectionSeesTheOtherAndItsCamera() {
        let sim = SimHarness(remotes: 0)
        let ex = EventRecorder()
        sim.engine.enableVideo()
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 1234, mediaOptions: Self.cameraOptions, joinSuccess: nil)
        sim.engine.joinChannelEx(byToken: nil, connection: Self.playerUser, delegate: ex, mediaOptions: Self.playerOptions,
                                 joinSuccess: nil)
        sim.advance(2)
        #expect(sim.recorder.events.contains("joined 2345"))
        #expect(ex.events.contains("joined 1234"))
        // The camera user publishes its camera: the player user receives it; the player user publishes nothing.
        #expect(ex.events.contains { $0.hasPrefix("remoteVideo 1234 decoding") })
        #expect(!sim.recorder.events.contains { $0.hasPrefix("remoteVideo 2345") })
        #expect(sim.engine.leaveChannelEx(Self.playerUser, options: nil, leaveChannelBlock: nil) == 0)
        sim.advance(0.1)
        #expect(sim.recorder.events.contains("offline 2345 quit"))
        sim.destroy()
    }

    @Test func thePlayerUsersPicturesAreThePlayers() throws {
        let sim = SimHarness(remotes: 0)
        let ex = EventRecorder()
        let player = try #require(sim.engine.createMediaPlayer(with: nil))
        sim.engine.enableVideo()
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 1234, mediaOptions: Self.cameraOptions, joinSuccess: nil)
        sim.engine.joinChannelEx(byToken: nil, connection: Self.playerUser, delegate: ex, mediaOptions: Self.playerOptions,
                                 joinSuccess: nil)
        let view = AgoraVideoView()
        #expect(sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: 2345, view: view)) == 0)
        player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: true))
        sim.advance(1)
        var publish = AgoraRtcChannelMediaOptions()
        publish.publishMediaPlayerVideoTrack = true
        publish.publishMediaPlayerAudioTrack = true
        publish.publishMediaPlayerId = Int(player.getMediaPlayerId())
        #expect(sim.engine.updateChannelEx(with: publish, connection: Self.playerUser) == 0)
        sim.advance(1)
        #expect(sim.recorder.events.contains { $0.hasPrefix("remoteVideo 2345 decoding") })
        let early = try #require(view.latestFrame)
        #expect(early.lumaWidth == 160 && early.lumaHeight == 90, "the clip's own picture, not a painted one")
        sim.advance(1.5)
        let late = try #require(view.latestFrame)
        #expect(PlayerSample.progressBar(early) < PlayerSample.progressBar(late), "the picture moves with the clip")
        let stats = try #require(sim.recorder.remoteVideoStats.last { $0.uid == 2345 })
        #expect(stats.width == 160 && stats.height == 90)
        #expect(sim.recorder.remoteAudioStats.contains { $0.uid == 2345 }, "its sound is heard unless muted")
        publish.publishMediaPlayerVideoTrack = false
        sim.engine.updateChannelEx(with: publish, connection: Self.playerUser)
        sim.advance(0.1)
        #expect(sim.recorder.events.contains("remoteVideo 2345 stopped remoteMuted"))
        sim.destroy()
    }

    @Test func theCameraUserMutesThePlayerUsersSound() throws {
        let sim = SimHarness(remotes: 0)
        let player = try #require(sim.engine.createMediaPlayer(with: nil))
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 1234, mediaOptions: Self.cameraOptions, joinSuccess: nil)
        sim.engine.muteRemoteAudioStream(2345, mute: true)
        var options = Self.playerOptions
        options.publishMediaPlayerAudioTrack = true
        options.publishMediaPlayerId = Int(player.getMediaPlayerId())
        sim.engine.joinChannelEx(byToken: nil, connection: Self.playerUser, delegate: nil, mediaOptions: options, joinSuccess: nil)
        player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: true))
        sim.advance(4)
        #expect(sim.recorder.events.contains("joined 2345"))
        #expect(!sim.recorder.remoteAudioStats.contains { $0.uid == 2345 })
        sim.destroy()
    }
}
