import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import APIExample

/// MediaPlayer in virtual time on the bundled sample (4 s, 15 fps 160×90, AAC "eng" and MP3 "fra"): open, the
/// track pickers, play with position reports, pause, seek, publishing through the player user, stop, and files the
/// player cannot play.
@MainActor
@Suite struct MediaPlayerTests {
    private static func main(_ run: CaseRun) throws -> MediaPlayerMain {
        try #require(run.main as? MediaPlayerMain)
    }

    @Test func opensTheSampleWithBothAudioTracksInThePickers() throws {
        let run = try CaseRun("MediaPlayer", seconds: 1)
        let main = try Self.main(run)
        #expect(run.called("open", selector: "open(with:)", startingWith: "player: 1, url: \"")
                && run.calls("open", selector: "open(with:)").first?.detail.contains(SampleMovie.fileName) == true)
        #expect(run.calls("open", selector: "open(with:)").first?.detail.contains("autoPlay: false, enableMultiAudioTrack: true") == true)
        #expect(run.panelText.contains("State: Open (none, 0)"))
        #expect(main.audioTracks.map(\.codecName) == ["aac", "mp3"])
        guard case .choice(let options, let selected) = run.control("playTrack")?.kind else {
            Issue.record("playTrack is not a choice")
            return
        }
        #expect(options.map(\.labelKey) == ["1 aac eng", "2 mp3 fra"], "each track by index, codec and language")
        #expect(selected == "1")
        #expect(run.control("play")?.isEnabled == true && run.control("pause")?.isEnabled == false)
        #expect(run.control("publish")?.isEnabled == false, "publishing needs the player playing")
        // The two users: the camera user by joinChannel, the player user by joinChannelEx, muted on the first.
        let camera = main.cameraConnection.localUid, player = main.playerConnection.localUid
        #expect((1001...2000).contains(camera) && (2001...3000).contains(player))
        #expect(run.called("joinChannel", startingWith: "channelId: \"player\", uid: \(camera)"))
        #expect(run.called("muteRemoteAudioStream", with: "uid: \(player), mute: true", returned: 0))
        #expect(run.calls("joinChannelEx").first?.detail
                    .contains("enableAudioRecordingOrPlayout: false, autoSubscribeAudio: false, autoSubscribeVideo: false") == true)
        // The tile shows the first picture before play.
        let tile = try #require(run.session.state.tiles.first { $0.isLocal })
        #expect(tile.latestFrame?.width == 160 && tile.latestFrame?.height == 90)
        run.session.stop()
        #expect(run.called("destroyMediaPlayer", with: "player: 1", returned: 0))
    }

    @Test func playReportsPositionsPauseHoldsAndTheEndCompletes() throws {
        let run = try CaseRun("MediaPlayer", seconds: 1)
        let tile = try #require(run.session.state.tiles.first { $0.isLocal })
        let first = try #require(tile.latestFrame)
        run.press("play")
        run.advance(0.1)
        #expect(run.control("play")?.isEnabled == false && run.control("pause")?.isEnabled == true)
        run.advance(2)
        #expect(run.panelText.contains("State: Playing (none, 0)"))
        #expect(run.panelText.contains("Remaining: 00:02"), "\(run.panelText)")
        #expect(tile.latestFrame != first, "the tile moves with the clip")
        run.press("pause")
        run.advance(3)
        #expect(run.panelText.contains("State: Paused (none, 0)") && run.panelText.contains("Remaining: 00:02"))
        #expect(run.control("play")?.isEnabled == true && run.control("pause")?.isEnabled == false)
        run.press("play")
        run.advance(2.5)
        #expect(run.panelText.contains("State: All loops completed (none, 0)"))
        #expect(run.panelText.contains("Remaining: 00:00"))
        run.session.stop()
    }

    @Test func seekingTenSecondsClampsToTheStartAndTheEnd() throws {
        let run = try CaseRun("MediaPlayer", seconds: 1)
        let main = try Self.main(run)
        run.press("play")
        run.advance(1)
        run.press("seekForward")
        #expect(run.called("seek", with: "player: 1, position: \(main.durationMs)", returned: 0), "\(run.calls("seek"))")
        run.press("seekBackward")
        #expect(run.called("seek", with: "player: 1, position: 0", returned: 0))
        run.advance(0.2)
        #expect(main.positionMs == 0)
        run.session.stop()
    }

    @Test func theTrackPickersSelectThePlayedAndPublishedTracks() throws {
        let run = try CaseRun("MediaPlayer", seconds: 1)
        run.press("playTrack")
        #expect(run.called("selectMultiAudioTrack", with: "player: 1, playoutTrackIndex: 2, publishTrackIndex: 1", returned: 0))
        run.press("publishTrack")
        #expect(run.called("selectMultiAudioTrack", with: "player: 1, playoutTrackIndex: 2, publishTrackIndex: 2", returned: 0))
        #expect(run.panelText.contains("Tracks: play 2, publish 2"))
        run.session.stop()
    }

    @Test func publishingSendsTheStreamAndStopUnpublishes() throws {
        let run = try CaseRun("MediaPlayer", seconds: 1)
        let main = try Self.main(run)
        run.press("play")
        run.advance(0.1)
        run.press("publish")
        #expect(run.called("updateChannelEx", startingWith: "{publishCameraTrack: false, publishMediaPlayerVideoTrack: true, "
                           + "publishMediaPlayerAudioTrack: true, publishMediaPlayerId: 1}"))
        #expect(run.panelText.contains("Publish (uid \(main.playerConnection.localUid)): on"))
        #expect(run.control("publish")?.isEnabled == false && run.control("stopPublish")?.isEnabled == true)
        // Past a stats period spent wholly playing (the clip lasts until 5 s).
        run.advance(3.4)
        // The player user sends the clip's size and rate, as the SDK reports it for the player's source.
        let sent = try #require(run.callbacks("localVideoStats", endingWith: "sourceType: .mediaPlayer").last).detail
        #expect(sent.hasPrefix("connection: {channelId: \"player\", localUid: \(main.playerConnection.localUid)}, 160x90@1")
                && (sent.contains("@14fps") || sent.contains("@15fps")), "\(sent)")
        #expect(!sent.contains("sentBitrate: 0,"), "\(sent)")
        run.press("stop")
        run.advance(0.1)
        #expect(run.called("updateChannelEx", startingWith: "{publishCameraTrack: false, publishMediaPlayerVideoTrack: false"))
        #expect(run.panelText.contains("Publish (uid \(main.playerConnection.localUid)): off"))
        #expect(run.panelText.contains("State: Stopped (none, 0)"))
        #expect(run.control("stopPublish")?.isEnabled == false && run.control("play")?.isEnabled == false)
        run.session.stop()
    }

    /// Issue 34: the top tile is the original's plain VideoView: "No Player Loaded" until a picture, then the picture
    /// with no stats overlay (the camera user's empty figures read as a broken player).
    @Test func theTopTileShowsThePlayerAsTheOriginalsViewDoes() throws {
        let run = try CaseRun("MediaPlayer")
        for language in Language.allCases {
            let screen = SessionScreen.render(run.session.state, language, width: 100, height: 30)
            let placeholder = L10n.shared.string("mediaPlayer.tile.noPlayer", language)
            #expect(ScreenText.find(placeholder, in: screen) != nil, "\(language): the placeholder before any picture")
        }
        run.advance(1)
        run.press("play")
        run.advance(2.5)
        let local = try #require(run.session.state.tiles.first { $0.isLocal })
        #expect(local.latestFrame != nil && !local.showsStats)
        for language in Language.allCases {
            let screen = SessionScreen.render(run.session.state, language, width: 100, height: 30)
            #expect(ScreenText.find("0x0,0fps", in: screen) == nil && ScreenText.find("VSend:", in: screen) == nil,
                    "\(language): no empty local figures over the playing picture")
            #expect(ScreenText.find(L10n.shared.string("mediaPlayer.tile.noPlayer", language), in: screen) == nil)
        }
        run.session.stop()
    }

    /// Issue 34: the original's URL field is on the session's screen and Open opens what it holds; it starts with the
    /// form's choice.
    @Test func openOpensWhatTheUrlFieldHolds() throws {
        let scratch = try ScratchDirectory(prefix: "MediaPlayerTests")
        defer { scratch.remove() }
        let run = try CaseRun("MediaPlayer", seconds: 1)
        #expect(run.control("url")?.kind == .text(SampleMovie.fileName) && run.control("url")?.isEnabled == true,
                "the form's default")
        let missing = scratch.file("nothing.mp4")
        run.session.set("url", .text(missing))
        #expect(run.calls("open", selector: "open(with:)").count == 1, "typing opens nothing")
        run.press("open")
        #expect(run.calls("open", selector: "open(with:)").last?.detail.contains("url: \"\(missing)\"") == true)
        run.advance(1)
        #expect(run.session.notice?.arguments == [missing, "mediaPlayer.reason.urlNotFound", "urlNotFound", "-10"])
        // Back to the sample by its name.
        run.session.set("url", .text(SampleMovie.fileName))
        run.press("open")
        run.advance(1)
        #expect(run.panelText.contains("State: Open (none, 0)") && run.panelText.first == SampleMovie.fileName)
        // Nothing typed: said at once, nothing opened.
        run.session.set("url", .text("  "))
        run.press("open")
        #expect(run.session.notice == SessionNotice("mediaPlayer.notice.noUrl", severity: .error))
        #expect(run.calls("open", selector: "open(with:)").count == 3)
        #expect(run.panelText.contains("State: Open (none, 0)"), "what was open stays open")
        run.session.stop()
    }

    @Test func openAgainStopsFirst() throws {
        let run = try CaseRun("MediaPlayer", seconds: 1)
        run.press("play")
        run.advance(0.5)
        run.press("open")
        #expect(run.called("stop", selector: "stop()", with: "player: 1", returned: 0))
        #expect(run.calls("open", selector: "open(with:)").count == 2 && run.calls("open", selector: "open(with:)").allSatisfy { $0.result == 0 })
        run.advance(0.5)
        #expect(run.panelText.contains("State: Open (none, 0)"))
        run.session.stop()
    }

    @Test(arguments: [("missing", "urlNotFound", -10), ("directory", "invalidMediaSource", -4), ("text", "invalidMediaSource", -4)])
    func aFileThePlayerCannotPlayFailsWithItsReason(_ kind: String, _ reason: String, _ code: Int) throws {
        let scratch = try ScratchDirectory(prefix: "MediaPlayerTests")
        defer { scratch.remove() }
        let path: String
        switch kind {
        case "missing": path = scratch.file("nothing.mp4")
        case "directory": path = scratch.path
        default:
            path = scratch.file("notes.mp4")
            try "not a movie\n".write(toFile: path, atomically: true, encoding: .utf8)
        }
        let run = try CaseRun("MediaPlayer", form: ["url": path], seconds: 1)
        let notice = try #require(run.session.notice)
        #expect(notice.key == "mediaPlayer.notice.failed")
        #expect(notice.arguments == [path, "mediaPlayer.reason.\(reason)", reason, String(code)])
        #expect(run.panelText.contains("State: Failed (\(reason), \(code))"))
        #expect(run.logLines.contains { $0.hasPrefix("Media player error: \(path) cannot be played:") && $0.contains("(reason \(reason), \(code))") })
        #expect(run.control("play")?.isEnabled == false && run.control("open")?.isEnabled == true)
        run.session.stop()
    }

    /// Issue 30: a video whose pictures are too large fails with the SDK's reason, and the notice says which
    /// problem it was rather than only "not a media file the player can open".
    @Test func aVideoWithHugePicturesIsExplained() throws {
        let scratch = try ScratchDirectory(prefix: "MediaPlayerTests")
        defer { scratch.remove() }
        let path = scratch.file("huge.y4m")
        try "YUV4MPEG2 W10000 H10000 F15:1 Ip A1:1 C420jpeg\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try CaseRun("MediaPlayer", form: ["url": path], seconds: 1)
        let notice = try #require(run.session.notice)
        #expect(notice.arguments == [path, "mediaPlayer.reason.pictureTooLarge", "invalidMediaSource", "-4"])
        #expect(run.panelText.contains("State: Failed (invalidMediaSource, -4)"))
        #expect(run.logLines.contains { $0.contains("larger than the player decodes") })
        run.session.stop()
    }

    @Test func theOriginalsNetworkSampleIsOneChoiceAway() throws {
        let configs = try CaseRun.configs("MediaPlayer", form: ["mediaSource": "originalSample"])
        let main = MediaPlayerMain(configs: configs, context: .virtual(settings: GlobalSettings(), keyCenter: KeyCenter(),
                                                                         clock: AgoraSimVirtualClock()))
        // Tests never open the network: only what would be opened is checked.
        #expect(main.url == MediaPlayerEntry.originalSampleUrl)
    }
}
