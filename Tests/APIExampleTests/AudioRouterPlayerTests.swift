import AgoraRtcSim
import Foundation
import MediaDecoding
import Testing
import TestSupport
@testable import APIExample

/// AudioRouterPlayer in virtual time: the app's own player plays and loops the bundled clip on the session's clock
/// at volume 30, pauses and resumes, and stops with the session; the Loudspeaker switch and the route the engine
/// reports; remote users subscribed.
@MainActor
@Suite struct AudioRouterPlayerTests {
    /// The player's position and duration in milliseconds, read from its panel ("00:01.3 / 00:04.0").
    static func position(_ run: CaseRun) throws -> (ms: Int, duration: Int) {
        let line = try #require(run.panelText.first { $0.contains(" / ") }, "\(run.panelText)")
        let parts = line.components(separatedBy: " / ").map { text -> Int in
            let fields = text.split(separator: ":")
            return (Int(fields[0]) ?? 0) * 60_000 + Int(((Double(fields[1]) ?? 0) * 1000).rounded())
        }
        return (parts[0], parts[1])
    }

    static func playerTile(_ run: CaseRun) throws -> VideoTile {
        try #require(run.session.tiles.first { $0.titleKey == "router.tile.player" })
    }

    @Test func thePlayerPlaysOnTheClockAndNotOtherwise() throws {
        let run = try CaseRun("AudioRouterPlayer", seconds: 1)
        #expect(run.panelText.contains("State: playing"), "\(run.panelText)")
        let (start, duration) = try Self.position(run)
        #expect(abs(start - 1000) <= 100, "\(start)")
        #expect(abs(duration - 4000) <= 100, "the clip's 4 s: \(duration)")
        // Real time passing moves nothing: the player is paced by the session's (virtual) clock.
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try Self.position(run).ms == start)
        run.advance(1.5)
        #expect(try Self.position(run).ms == start + 1500)
        // Its pictures reach its own tile: 15 a second of the clip, decoded at 160×90.
        let tile = try Self.playerTile(run)
        let view = try #require(tile.appView)
        let frame = try #require(view.latestFrame)
        #expect(frame.width == 160 && frame.height == 90)
        #expect(tile.uid == 0 && !tile.isLocal && !tile.showsStats)
        let shown = view.displayedFrames
        run.advance(2)
        #expect(abs(view.displayedFrames - shown - 30) <= 3, "\(view.displayedFrames - shown)")
        run.session.stop()
    }

    @Test func itLoopsAtTheEndOfTheClip() throws {
        let run = try CaseRun("AudioRouterPlayer", seconds: 9)
        #expect(run.panelText.contains("Passes completed: 2"), "\(run.panelText)")
        #expect(!run.logLines(startingWith: "Third-party player: pass 1 done, playing from the start").isEmpty)
        #expect(!run.logLines(startingWith: "Third-party player: pass 2 done, playing from the start").isEmpty)
        let (position, _) = try Self.position(run)
        #expect(abs(position - 1000) <= 200, "two 4 s passes in 9 s: \(position)")
        #expect(run.panelText.contains("State: playing"))
        run.session.stop()
    }

    @Test func pauseStopsItAndResumeGoesOnFromThere() throws {
        let run = try CaseRun("AudioRouterPlayer", seconds: 1.5)
        #expect(run.control("playerPause")?.isEnabled == true && run.control("playerResume")?.isEnabled == false)
        run.press("playerPause")
        let paused = try Self.position(run).ms
        let view = try #require(try Self.playerTile(run).appView)
        let shown = view.displayedFrames
        run.advance(3)
        #expect(run.panelText.contains("State: paused"), "\(run.panelText)")
        #expect(try Self.position(run).ms == paused)
        #expect(view.displayedFrames == shown, "no pictures while paused")
        #expect(run.control("playerPause")?.isEnabled == false && run.control("playerResume")?.isEnabled == true)
        run.press("playerResume")
        run.advance(1)
        #expect(run.panelText.contains("State: playing"))
        #expect(abs(try Self.position(run).ms - paused - 1000) <= 100)
        #expect(view.displayedFrames > shown)
        run.session.stop()
    }

    @Test func theVolumeOf30ShowsInItsLevel() throws {
        let run = try CaseRun("AudioRouterPlayer", seconds: 1)
        let line = try #require(run.panelText.first { $0.hasPrefix("Volume: ") })
        let level = try #require(Int(line.components(separatedBy: "level ").last ?? ""))
        #expect(line.hasPrefix("Volume: 30 · level ") && level > 0, "\(line)")
        run.session.stop()

        // The same 100 ms at volume 100 and at 30: 30 % is 10.5 dB quieter, 38 steps of the 70 dB meter.
        let path = CaseMedia.resolve(AudioRouterPlayerMain.clipName)
        var levels: [Int: [Int]] = [:]
        for volume in [100, 30] {
            let clock = AgoraSimVirtualClock()
            let heard = Locked<[Int]>([])
            let player = ThirdPartyPlayer(path: path, volume: volume, view: AppVideoView(), clock: clock) { state in
                heard.withLock { $0.append(state.level) }
            }
            player.play()
            clock.advance(by: 2)
            player.stop()
            levels[volume] = heard.withLock { $0 }
        }
        let loud = try #require(levels[100]), quiet = try #require(levels[30])
        #expect(loud.count == quiet.count && loud.count >= 20)
        let pairs = zip(loud, quiet).filter { $0.0 > 60 }
        #expect(pairs.count >= 10, "\(loud)")
        for (full, reduced) in pairs { #expect(abs(full - reduced - 38) <= 1, "\(full) → \(reduced)") }
    }

    @Test func aFileItCannotOpenFailsWithTheMediaLayersReason() throws {
        let clock = AgoraSimVirtualClock()
        let last = Locked<ThirdPartyPlayerState?>(nil)
        let player = ThirdPartyPlayer(path: "/nonexistent/clip.mp4", volume: 30, view: AppVideoView(), clock: clock) { state in
            last.withLock { $0 = state }
        }
        player.play()
        clock.advance(by: 0.5)
        #expect(last.withLock { $0 }?.phase == .failed(.open(.urlNotFound)))
        player.stop()
    }

    @Test func theLoudspeakerSwitchMovesTheRouteTheEngineReports() throws {
        let run = try CaseRun("AudioRouterPlayer", seconds: 2)
        // The original's order: speakerphone on and the audio-session parameter, both before joining.
        let order = [TraceMatch.call("setEnableSpeakerphone", with: "true", returned: 0),
                     .call("setParameters", with: "\"{\"che.audio.keep.audiosession\": true}\"", returned: 0),
                     .call("joinChannel")].map { run.firstIndex(of: $0) }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { ($0 ?? 0) < ($1 ?? 0) }, "\(order)")
        #expect(run.heard("didAudioRouteChanged", startingWith: ".speakerphone"))
        #expect(run.control("loudspeaker")?.kind == .toggle(true), "the switch shows the route the engine reported")
        func routeNote() -> [String] {
            run.session.tiles.first { $0.isLocal }?.notes.map { $0.text(Localizer(.en)) } ?? []
        }
        #expect(routeNote().contains("Route: Speakerphone"), "\(routeNote())")
        run.press("loudspeaker")
        run.advance(0.5)
        #expect(run.called("setEnableSpeakerphone", with: "false", returned: 0))
        #expect(run.heard("didAudioRouteChanged", startingWith: ".earpiece"))
        #expect(!run.logLines(startingWith: "Audio route: Earpiece (1)").isEmpty)
        #expect(routeNote().contains("Route: Earpiece"))
        #expect(run.control("loudspeaker")?.kind == .toggle(false))
        run.press("loudspeaker")
        run.advance(0.5)
        #expect(routeNote().contains("Route: Speakerphone"))
        #expect(run.control("loudspeaker")?.kind == .toggle(true))
        run.session.stop()
    }

    @Test func remoteUsersAreSubscribedSeenAndHeard() throws {
        let run = try CaseRun("AudioRouterPlayer", seconds: 4)
        let join = try #require(run.calls("joinChannel").first)
        #expect(join.detail.contains("autoSubscribeAudio: true, autoSubscribeVideo: true"), "\(join)")
        let remotes = run.session.tiles.filter { !$0.isLocal && $0.titleKey == nil }
        #expect(remotes.count == GlobalSettings().remoteUserCount)
        #expect(remotes.allSatisfy { $0.latestFrame != nil }, "their video is decoded")
        #expect(run.heard("remoteAudioStats"), "their audio is received")
        #expect(!run.logLines(startingWith: "Remote user ").isEmpty)
        run.session.stop()
    }

    @Test func teardownIsTheOriginalsAndStopsThePlayer() throws {
        let run = try CaseRun("AudioRouterPlayer", seconds: 2)
        let view = try #require(try Self.playerTile(run).appView)
        run.session.stop()
        let teardown: [TraceMatch] = [.call("disableAudio"), .call("disableVideo"), .call("stopPreview"),
                                      .call("leaveChannel"), .call("destroy", selector: "destroy()")]
        let order = teardown.map { run.lastIndex(of: $0) }
        #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(order)")
        let shown = view.displayedFrames
        run.advance(3)
        #expect(view.displayedFrames == shown, "the player stopped with the session")
    }
}
