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
    /// The metronome's states as the SDK reported them, in order (`"state: .playing, reason: .ok"`).
    static func states(_ run: CaseRun) -> [String] { run.callbacks("didRhythmPlayerStateChanged").map(\.detail) }

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
        let order: [TraceMatch] = [.call("disableVideo"), .call("enableAudio"),
                                   .call("setClientRole", selector: "setClientRole(_:)", startingWith: ".broadcaster"),
                                   .call("setAudioProfile"), .call("setDefaultAudioRouteToSpeakerphone", startingWith: "true"),
                                   .call("joinChannel")]
        let indices = order.map { run.firstIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil } && indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
        let join = try #require(run.calls("joinChannel").first)
        #expect(join.matches(containing: "publishCameraTrack: false", "publishMicrophoneTrack: true",
                             "publishRhythmPlayerTrack: true"), "\(join)")
        #expect(!join.detail.contains("publishCustomAudioTrack"), "no custom track exists")
        #expect(run.session.tiles.count == 2 && run.session.tiles.allSatisfy(\.audioOnly), "local and one remote, audio only: \(run.session.tiles.map { ($0.uid, $0.isLocal) })")
        #expect(enabled(run) == ["beatsPerMinute", "beatsPerMeasure", "play"])
        #expect(run.panelText.contains("State: idle (ok)") && run.panelText.contains("60 beats a minute, 4 to a measure"))
        run.session.stop()
    }

    @Test func anAudienceDoesNotPublishTheBeats() throws {
        var settings = GlobalSettings()
        settings.role = "audience"
        let run = try CaseRun("RhythmPlayer", settings: settings, seconds: 2)
        let join = try #require(run.calls("joinChannel").first)
        #expect(join.detail.contains("publishRhythmPlayerTrack: false") && join.detail.contains("publishMicrophoneTrack: false"), "\(join)")
        run.session.stop()
    }

    @Test func playAt120FollowsTheBeatsAndStopGoesIdle() throws {
        let run = try CaseRun("RhythmPlayer", seconds: 1)
        for _ in 0..<6 { run.press("beatsPerMinute", .increment) }
        run.press("beatsPerMeasure", .decrement)
        #expect(run.panelText.contains("120 beats a minute, 3 to a measure"))
        run.press("play")
        #expect(run.called("startRhythmPlayer", startingWith: "\""))
        #expect(run.calls("startRhythmPlayer").first?.detail.contains("config: {beatsPerMeasure: 3, beatsPerMinute: 120}") == true)
        #expect(run.calls("startRhythmPlayer").first?.result == 0)
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
        #expect(Self.states(run) == ["state: .opening, reason: .ok", "state: .decoding, reason: .ok", "state: .playing, reason: .ok"])
        run.press("stop")
        run.advance(0.1)
        #expect(Self.states(run).last == "state: .idle, reason: .ok")
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
        #expect(run.calls("startRhythmPlayer").first?.result == -22)
        #expect(run.session.notice?.key == "rhythm.notice.notFound")
        #expect(run.session.notice?.arguments.dropFirst().first == "/nonexistent/dang.mp3")
        #expect(enabled(run) == ["beatsPerMinute", "beatsPerMeasure", "play"], "nothing started")
        run.advance(1)
        #expect(Self.states(run).isEmpty)
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
        #expect(Self.states(run).last == "state: .failed, reason: .canNotOpen")
        #expect(run.session.notice?.key == "rhythm.notice.failed")
        #expect(run.panelText.contains("State: failed (canNotOpen)"))
        #expect(enabled(run) == ["beatsPerMinute", "beatsPerMeasure", "play", "stop"], "Stop resets a failed metronome")
        run.press("stop")
        run.advance(0.1)
        #expect(Self.states(run).last == "state: .idle, reason: .ok")
        #expect(enabled(run) == ["beatsPerMinute", "beatsPerMeasure", "play"])
        run.session.stop()
    }

    @Test func teardownDisablesAudioStopsTheMetronomeLeavesAndDestroys() throws {
        let run = try CaseRun("RhythmPlayer", seconds: 1)
        run.press("play")
        run.advance(1)
        run.session.stop()
        // The base class asks the connection state before leaving; the rest is the case's.
        let calls = run.callOrder.filter { $0 != "getConnectionState" }.suffix(4)
        #expect(Array(calls) == ["disableAudio", "stopRhythmPlayer", "leaveChannel", "destroy"], "\(calls)")
    }
}
