import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// Publishing a media player's tracks on a connection (`publishMediaPlayerVideoTrack` / `AudioTrack` /
/// `publishMediaPlayerId`), as the MediaPlayer case does on its second connection, in virtual time.
@Suite struct MediaPlayerPublishTests {
    static let playerConnection = AgoraRtcConnection(channelId: "demo", localUid: 2345)

    struct Setup {
        let sim: SimHarness
        let ex: EventRecorder
        let player: any AgoraRtcMediaPlayerProtocol
        var id: Int { Int(player.getMediaPlayerId()) }
    }

    /// The case's shape: the camera user on the main connection, the player user joined with joinChannelEx (publishing
    /// nothing of the player yet), the sample opened without autoPlay.
    static func setup() throws -> Setup {
        let sim = SimHarness(remotes: 0)
        let ex = EventRecorder()
        let player = try #require(sim.engine.createMediaPlayer(with: MediaPlayerEvents(clock: sim.clock)))
        sim.engine.enableVideo()
        sim.engine.enableAudio()
        var camera = AgoraRtcChannelMediaOptions()
        camera.publishCameraTrack = true
        camera.publishMicrophoneTrack = true
        camera.clientRoleType = .broadcaster
        #expect(sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 1234, mediaOptions: camera, joinSuccess: nil) == 0)
        var playerUser = AgoraRtcChannelMediaOptions()
        playerUser.autoSubscribeAudio = false
        playerUser.autoSubscribeVideo = false
        playerUser.enableAudioRecordingOrPlayout = false
        playerUser.clientRoleType = .broadcaster
        playerUser.publishCameraTrack = false
        playerUser.publishMicrophoneTrack = false
        #expect(sim.engine.joinChannelEx(byToken: nil, connection: playerConnection, delegate: ex,
                                         mediaOptions: playerUser, joinSuccess: nil) == 0)
        player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: false, enableMultiAudioTrack: true))
        sim.advance(0.5)
        #expect(player.getPlayerState() == .openCompleted)
        return Setup(sim: sim, ex: ex, player: player)
    }

    static func publish(_ on: Bool, id: Int?) -> AgoraRtcChannelMediaOptions {
        var options = AgoraRtcChannelMediaOptions()
        options.publishMediaPlayerVideoTrack = on
        options.publishMediaPlayerAudioTrack = on
        options.publishMediaPlayerId = id
        if on { options.publishCameraTrack = false }
        return options
    }

    @Test func aPlayingPublishedPlayerSendsItsVideoAtTheStreamsRateAndSize() throws {
        let t = try Self.setup()
        #expect(t.sim.engine.updateChannelEx(with: Self.publish(true, id: t.id), connection: Self.playerConnection) == 0)
        t.sim.advance(0.1)
        #expect(t.ex.events.filter { $0.hasPrefix("videoPublish") }
            == ["videoPublish demo mediaPlayer noPublished publishing", "videoPublish demo mediaPlayer publishing published"])
        t.player.play()
        t.sim.advance(4.2)
        let stats = t.ex.localVideoStats(of: .mediaPlayer)
        let playing = try #require(stats.last)
        #expect(playing.encodedFrameWidth == 160 && playing.encodedFrameHeight == 90)
        #expect((14...15).contains(playing.sentFrameRate), "\(playing.sentFrameRate) fps")
        #expect(playing.sentBitrate > 0 && playing.encodedFrameCount >= 25, "\(playing.encodedFrameCount) frames")
        #expect(t.ex.localAudioStats.last.map { $0.sentBitrate > 0 } == true, "the player's sound goes out too")
        #expect(t.ex.rtcStats.last.map { $0.txVideoKBitrate > 0 && $0.txBytes > 0 } == true)
        // The camera user's own connection does not carry the player.
        #expect(t.sim.recorder.localVideoStats(of: .mediaPlayer).isEmpty)
        // The trace shows what goes out, as the SDK's log would.
        #expect(t.sim.trace.events.contains {
            $0.name == "rtcEngine(_:localVideoStats:sourceType:)" && $0.detail.contains("160x90@") && $0.detail.contains(".mediaPlayer")
        })
        t.sim.destroy()
    }

    @Test func nothingGoesOutWhilePausedOrStopped() throws {
        let t = try Self.setup()
        t.sim.engine.updateChannelEx(with: Self.publish(true, id: t.id), connection: Self.playerConnection)
        t.player.play()
        t.sim.advance(2.5)
        t.player.pause()
        t.sim.advance(4.2)
        let reports = t.ex.localVideoStats(of: .mediaPlayer).suffix(2)
        let paused = try #require(reports.last)
        #expect(paused.sentFrameRate == 0 && paused.sentBitrate == 0)
        #expect(reports.count == 2 && reports.first?.encodedFrameCount == paused.encodedFrameCount,
                "no picture goes out while paused")
        #expect(t.ex.localAudioStats.last?.sentBitrate == 0)
        t.player.stop()
        t.sim.advance(4)
        #expect(t.ex.localVideoStats(of: .mediaPlayer).last?.sentFrameRate == 0)
        t.sim.destroy()
    }

    @Test func stoppingPublishingEndsTheTrack() throws {
        let t = try Self.setup()
        t.sim.engine.updateChannelEx(with: Self.publish(true, id: t.id), connection: Self.playerConnection)
        t.player.play()
        t.sim.advance(2.2)
        #expect(t.sim.engine.updateChannelEx(with: Self.publish(false, id: nil), connection: Self.playerConnection) == 0)
        t.sim.advance(0.1)
        #expect(t.ex.events.last { $0.hasPrefix("videoPublish") } == "videoPublish demo mediaPlayer published noPublished")
        let reports = t.ex.count("localVideoStats")
        t.sim.advance(4)
        #expect(t.ex.count("localVideoStats") == reports, "no video stats once nothing is published")
        #expect(t.ex.localAudioStats.last?.sentBitrate == 0)
        t.sim.destroy()
    }

    @Test func anIdThatNamesNoPlayerIsRefused() throws {
        let t = try Self.setup()
        #expect(t.sim.engine.updateChannelEx(with: Self.publish(true, id: 99), connection: Self.playerConnection) == -2)
        #expect(t.sim.engine.updateChannelEx(with: Self.publish(true, id: nil), connection: Self.playerConnection) == -2,
                "no id given: the default 0 names no player")
        #expect(t.sim.engine.updateChannel(with: Self.publish(true, id: 99)) == -2)
        var join = Self.publish(true, id: 42)
        join.clientRoleType = .broadcaster
        #expect(t.sim.engine.joinChannelEx(byToken: nil, connection: AgoraRtcConnection(channelId: "demo", localUid: 3456),
                                           delegate: nil, mediaOptions: join, joinSuccess: nil) == -2)
        // Publishing nothing of a player never looks at the id.
        #expect(t.sim.engine.updateChannelEx(with: Self.publish(false, id: 99), connection: Self.playerConnection) == 0)
        t.sim.destroy()
    }

    @Test func destroyingThePlayerUnpublishesIt() throws {
        let t = try Self.setup()
        t.sim.engine.updateChannelEx(with: Self.publish(true, id: t.id), connection: Self.playerConnection)
        t.player.play()
        t.sim.advance(1)
        #expect(t.sim.engine.destroyMediaPlayer(t.player) == 0)
        t.sim.advance(0.1)
        #expect(t.ex.events.last { $0.hasPrefix("videoPublish") } == "videoPublish demo mediaPlayer published noPublished")
        let reports = t.ex.localVideoStats(of: .mediaPlayer).count
        t.sim.advance(4)
        #expect(t.ex.localVideoStats(of: .mediaPlayer).count == reports)
        t.sim.destroy()
    }

    @Test func joiningWithThePlayersVideoLeavesTheCameraOut() throws {
        let sim = SimHarness(remotes: 0)
        let player = try #require(sim.engine.createMediaPlayer(with: nil))
        sim.engine.enableVideo()
        var options = Self.publish(true, id: Int(player.getMediaPlayerId()))
        options.publishCameraTrack = nil
        options.clientRoleType = .broadcaster
        #expect(sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 1234, mediaOptions: options, joinSuccess: nil) == 0)
        player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: true))
        sim.advance(4.5)
        #expect(!sim.recorder.events.contains("localVideo encoding"), "one video track per connection: the player's")
        #expect(sim.recorder.localVideoStats(of: .camera).isEmpty)
        #expect(!sim.recorder.localVideoStats(of: .mediaPlayer).isEmpty)
        sim.destroy()
    }

    /// The case's camera user mutes the player user's sound (here any remote user's): its audio stats stop.
    @Test func muteRemoteAudioStreamStopsThatUsersSound() throws {
        let sim = SimHarness(remotes: 2)
        sim.joinAsBroadcaster()
        sim.advance(5)
        let uids = sim.recorder.events.filter { $0.hasPrefix("joined ") }.compactMap { UInt($0.dropFirst(7)) }
        let muted = try #require(uids.first)
        #expect(sim.engine.muteRemoteAudioStream(muted, mute: true) == 0)
        #expect(sim.engine.muteRemoteAudioStream(0, mute: true) == -2)
        let before = sim.recorder.remoteAudioStats.count
        sim.advance(4.1)
        let after = sim.recorder.remoteAudioStats.dropFirst(before).map(\.uid)
        #expect(!after.isEmpty && !after.contains(muted), "\(after)")
        sim.engine.muteRemoteAudioStream(muted, mute: false)
        let resumed = sim.recorder.remoteAudioStats.count
        sim.advance(4.1)
        #expect(sim.recorder.remoteAudioStats.dropFirst(resumed).contains { $0.uid == muted })
        sim.destroy()
    }
}
