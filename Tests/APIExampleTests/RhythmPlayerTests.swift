import Foundation
import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// RhythmPlayer in virtual time: hidden from the menu, the original's order of calls, the metronome's states and a
/// light that follows its beats (120 BPM: one every 500 ms, the downbeat every N), the sliders and buttons as the
/// SwiftUI original enables them, a sound that is not there (-22) or not audio (canNotOpen), publishing by role, and
/// the original's teardown.
@MainActor
@Suite struct RhythmPlayerTests {
    static let stateCallback = "← rtcEngine(_:didRhythmPlayerStateChanged:reason:) "

    private func enabled(_ run: CaseRun) -> [String] {
        ["beatsPerMinute", "beatsPerMeasure", "play", "stop"].filter { run.control($0)?.isEnabled == true }
    }

    @Test func hiddenFromTheMenuButRegistered() throws {
        let item = try CaseRun.item("RhythmPlayer")
        #expect(item.hidden)
        #expect(item.fields.map(\.id) == ["channelName", "sound1", "sound2"])
        #expect(RhythmSounds.path(RhythmSounds.originalDownbeat).hasSuffix("/sample-rhythm-ding-48k-mono.wav"))
        #expect(RhythmSounds.path(RhythmSounds.originalBeat).hasSuffix("/sample-rhythm-dang-48k-mono.wav"))
        #expect(FileManager.default.fileExists(atPath: RhythmSounds.path(RhythmSounds.originalDownbeat)))
    }

    @Test func theOriginalsCallsInOrderPublishingTheBeatsAsABroadcaster() throws {
        let run = try CaseRun("RhythmPlayer", seconds: 5)
        let order = ["disableVideo()", "enableAudio()", "setClientRole(_:) .broadcaster", "setAudioProfile(_:)",
                     "setDefaultAudioRouteToSpeakerphone(_:) true", "joinChannel("]
        let indices = order.map { prefix in run.texts.firstIndex { $0.hasPrefix(prefix) } }
        #expect(indices.allSatisfy { $0 != nil } && indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
        let join = try #require(run.lines("joinChannel(").first)
        #expect(join.contains("publishCameraTrack: false") && join.contains("publishMicrophoneTrack: true")
                && join.contains("publishRhythmPlayerTrack: true"), "\(join)")
        #expect(!join.contains("publishCustomAudioTrack"), "no custom track exists")
        #expect(run.session.tiles.count == 2 && run.session.tiles.allSatisfy(\.audioOnly), "local and one remote, audio only: \(run.session.tiles.map { ($0.uid, $0.isLocal) })")
        #expect(enabled(run) == ["beatsPerMinute", "beatsPerMeasure", "play"])
        #expect(run.panelText.contains("State: idle (ok)") && run.panelText.contains("60 beats a minute, 4 to a measure"))
        run.session.stop()
    }

    @Test func anAudienceDoesNotPublishTheBeats() throws {
        var settings = GlobalSettings()
        settings.role = "audience"
        let run = try CaseRun("RhythmPlayer", settings: settings, seconds: 2)
        let join = try #require(run.lines("joinChannel(").first)
        #expect(join.contains("publishRhythmPlayerTrack: false") && join.contains("publishMicrophoneTrack: false"), "\(join)")
        run.session.stop()
    }

    @Test func playAt120FollowsTheBeatsAndStopGoesIdle() throws {
        let run = try CaseRun("RhythmPlayer", seconds: 1)
        for _ in 0..<6 { run.press("beatsPerMinute", .increment) }
        run.press("beatsPerMeasure", .decrement)
        #expect(run.panelText.contains("120 beats a minute, 3 to a measure"))
        run.press("play")
        #expect(run.called("startRhythmPlayer(_:sound2:config:) \""))
        #expect(run.lines("startRhythmPlayer(").first?.contains("config: {beatsPerMeasure: 3, beatsPerMinute: 120}") == true)
        #expect(run.lines("startRhythmPlayer(").first?.hasSuffix("→ 0") == true)
        #expect(enabled(run) == ["stop"], "sliders and Play off while it runs")
        run.advance(0.03)
        #expect(run.panelText.contains("State: decoding (ok)"))
        // The first beat comes 60 ms after Play, then one every 500 ms; the light follows, the downbeat every three.
        let expected: [(cells: String, line: String)] = [
            ("[#] ( ) ( )", "Downbeat (sound 1)"), ("( ) (*) ( )", "Beat 2 of 3 (sound 2)"), ("( ) ( ) (*)", "Beat 3 of 3 (sound 2)"),
            ("[#] ( ) ( )", "Downbeat (sound 1)"), ("( ) (*) ( )", "Beat 2 of 3 (sound 2)"),
        ]
        run.advance(0.04)
        for (index, beat) in expected.enumerated() {
            #expect(run.panelText.contains(beat.cells) && run.panelText.contains(beat.line), "beat \(index + 1): \(run.panelText)")
            #expect(run.panelText.contains("Beats heard: \(index + 1)"))
            run.advance(0.48)
            #expect(run.panelText.contains("Beats heard: \(index + 1)"), "no beat before 500 ms")
            run.advance(0.02)
        }
        let states = run.lines(Self.stateCallback)
        #expect(states == [Self.stateCallback + "state: .opening, reason: .ok", Self.stateCallback + "state: .decoding, reason: .ok",
                           Self.stateCallback + "state: .playing, reason: .ok"])
        run.press("stop")
        run.advance(0.1)
        #expect(run.lines(Self.stateCallback).last == Self.stateCallback + "state: .idle, reason: .ok")
        #expect(run.panelText.contains("State: idle (ok)") && run.panelText.contains("Not playing"))
        #expect(run.panelText.contains("( ) ( ) ( )"))
        #expect(enabled(run) == ["beatsPerMinute", "beatsPerMeasure", "play"])
        run.advance(2)
        #expect(run.panelText.contains("Beats heard: 6"), "none after Stop: \(run.panelText)")
        run.session.stop()
        #expect(!run.session.log.entries.contains { $0.kind == .error })
    }

    @Test func aSoundThatIsNotThereIsTheEnginesMinus22() throws {
        let run = try CaseRun("RhythmPlayer", form: ["sound2": "/nonexistent/dang.mp3"], seconds: 1)
        run.press("play")
        #expect(run.lines("startRhythmPlayer(").first?.hasSuffix("→ -22") == true)
        #expect(run.session.notice?.key == "rhythm.notice.notFound")
        #expect(run.session.notice?.arguments.dropFirst().first == "/nonexistent/dang.mp3")
        #expect(enabled(run) == ["beatsPerMinute", "beatsPerMeasure", "play"], "nothing started")
        run.advance(1)
        #expect(run.lines(Self.stateCallback).isEmpty)
        run.session.stop()
    }

    @Test func aSoundThatIsNotAudioFailsAndIsSaid() throws {
        let scratch = try ScratchDirectory(prefix: "RhythmPlayerTests")
        defer { scratch.remove() }
        let fake = scratch.file("ding.mp3")
        try Data(repeating: 0xFF, count: 4096).write(to: URL(fileURLWithPath: fake))
        let run = try CaseRun("RhythmPlayer", form: ["sound1": fake], seconds: 1)
        run.press("play")
        run.advance(0.5)
        #expect(run.lines(Self.stateCallback).last == Self.stateCallback + "state: .failed, reason: .canNotOpen")
        #expect(run.session.notice?.key == "rhythm.notice.failed")
        #expect(run.panelText.contains("State: failed (canNotOpen)"))
        #expect(enabled(run) == ["beatsPerMinute", "beatsPerMeasure", "play", "stop"], "Stop resets a failed metronome")
        run.press("stop")
        run.advance(0.1)
        #expect(run.lines(Self.stateCallback).last == Self.stateCallback + "state: .idle, reason: .ok")
        #expect(enabled(run) == ["beatsPerMinute", "beatsPerMeasure", "play"])
        run.session.stop()
    }

    @Test func teardownDisablesAudioStopsTheMetronomeLeavesAndDestroys() throws {
        let run = try CaseRun("RhythmPlayer", seconds: 1)
        run.press("play")
        run.advance(1)
        run.session.stop()
        // The base class asks the connection state before leaving; the rest is the case's.
        let calls = run.session.log.entries.filter { $0.kind == .api && !$0.text.hasPrefix("getConnectionState") }.map(\.text).suffix(4)
        #expect(calls.map { String($0.prefix { $0 != " " && $0 != "(" }) } == ["disableAudio", "stopRhythmPlayer", "leaveChannel", "destroy"],
                "\(calls)")
    }
}
