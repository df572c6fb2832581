import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// AudioWaveform: the waveform's arithmetic, and the session in virtual time — the form's scenario and profile,
/// the 200 ms volume reports, the bars moving at 6 frames a second, audio tiles ordered by uid, teardown.
@MainActor
@Suite struct AudioWaveformTests {
    @Test func theOriginalsWaveformArithmetic() {
        #expect(AudioWaveform.scaled(0) == 60)
        #expect(AudioWaveform.scaled(255) == 468)
        var waveform = AudioWaveform()
        #expect(waveform.bars == Array(repeating: 0, count: 20), "nothing before the first frame")
        waveform.level = 255
        waveform.advance()
        waveform.level = 0
        waveform.advance()
        // The newest next to the centre, mirrored; ten slots, the oldest dropped.
        let bars = waveform.bars
        #expect(bars.count == 20 && bars[9] == 60.0 / 468 && bars[10] == 60.0 / 468 && bars[8] == 1 && bars[11] == 1)
        #expect(bars[0] == 0 && bars[19] == 0)
        for _ in 0..<9 { waveform.advance() }
        #expect(!waveform.bars.contains(1), "the loud frame left the ten-slot history")
    }

    @Test func theFormsScenarioAndProfileAndTheVolumeReports() throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 2
        let run = try CaseRun("AudioWaveform", form: ["audioScenario": "gameStreaming", "audioProfile": "musicHighQuality"],
                              settings: settings, seconds: 4)
        #expect(run.called("sharedEngine") && run.calls("sharedEngine").first?.detail.contains("audioScenario: .gameStreaming") == true)
        #expect(run.called("setAudioProfile", startingWith: ".musicHighQuality"))
        #expect(run.called("enableAudioVolumeIndication", startingWith: "200, smooth: 3, reportVad: true"))
        #expect(run.calls("joinChannel").first?.detail.contains("publishCameraTrack: false, publishMicrophoneTrack: true") == true)
        #expect(run.session.tiles.allSatisfy(\.audioOnly) && run.session.tiles.count == 3)
        let remote = run.session.tiles.filter { !$0.isLocal }.map(\.uid)
        #expect(remote == remote.sorted())
        run.session.stop()
    }

    @Test func theBarsMoveSixTimesASecond() throws {
        let run = try CaseRun("AudioWaveform", seconds: 3)
        let before = try #require(run.session.state.panel?.bars)
        #expect(before.count == 20 && before.contains { $0 > 0 }, "\(before)")
        run.advance(1.0 / 6 + 0.01)
        let after = try #require(run.session.state.panel?.bars)
        #expect(Array(after[11...]) == Array(before[10..<19]), "one frame shifts the history outwards by one bar")
        run.session.stop()
    }

    @Test func teardownTurnsInEarMonitoringOffFirst() throws {
        let run = try CaseRun("AudioWaveform", seconds: 2)
        run.session.stop()
        let order: [TraceMatch] = [.call("enable", startingWith: "false"), .call("disableAudio"),
                                   .call("disableVideo"), .call("leaveChannel"),
                                   .call("destroy", selector: "destroy()")]
        let indices = order.map { run.lastIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil } && indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
    }
}
