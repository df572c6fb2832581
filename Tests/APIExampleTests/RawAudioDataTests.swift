import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// RawAudioData in virtual time: the raw frame observer feeding meters and counted log lines, and audio metadata.
@MainActor
@Suite struct RawAudioDataTests {
    @Test func rawFramesFeedTheMetersAndCountedLines() throws {
        let session = try CaseRun("RawAudioData", seconds: 7).session
        #expect(session.tiles.first?.meterLabelKey == "tile.meter.record")
        #expect(session.tiles.dropFirst().allSatisfy { $0.meterLabelKey == "tile.meter.beforeMixing" })
        #expect((session.tiles.first?.volume ?? 0) > 0)
        #expect(session.tiles.dropFirst().contains { $0.volume > 0 })
        let lines = session.log.entries.filter { $0.key == "raw.log.frames" }
        #expect(lines.allSatisfy { $0.isPeriodic })
        // 44.1 kHz mono, 10 ms: 441 samples a frame, about 200 frames every 2 s.
        let record = try #require(lines.last { $0.arguments.first == "onRecordAudioFrame" })
        #expect(record.arguments.dropFirst(2).prefix(3) == ["44100", "1", "441"])
        #expect((195...205).contains(Int(record.arguments[1]) ?? 0))
        for name in ["onPlaybackAudioFrame", "onMixedAudioFrame"] {
            #expect(lines.contains { $0.arguments.first == name })
        }
        #expect(lines.contains { $0.arguments.first?.hasPrefix("onPlaybackAudioFrame(beforeMixing) uid ") == true })
        #expect(session.log.callbacks("onRecordAudioFrame").count <= 8, "the trace is throttled")
        session.stop()
    }

    @Test func audioMetadataGoesBothWays() throws {
        let session = try CaseRun("RawAudioData", ["metadata": .string("你好 metadata")], seconds: 8).session
        session.perform("sendMetadata", .activate)
        #expect(session.log.entries.contains { $0.key == "raw.log.metadataSent" && $0.arguments == ["你好 metadata"] })
        #expect(session.log.entries.contains { $0.key == "raw.log.metadataReceived" })
        session.stop()
    }

    /// The text is typed in the session (the original's text field); Send sends it and clears the field.
    @Test func theMetadataIsEditedInSessionAndClearedBySend() throws {
        let run = try CaseRun("RawAudioData", seconds: 3)
        #expect(run.control("metadata")?.kind == .text("hello"), "the form's text to start with")
        run.session.set("metadata", .text("edited 你好"))
        run.press("sendMetadata")
        #expect(run.called("sendAudioMetadata", with: "<13 bytes>", returned: 0))
        #expect(run.session.log.entries.contains { $0.key == "raw.log.metadataSent" && $0.arguments == ["edited 你好"] })
        #expect(run.control("metadata")?.kind == .text(""))
        run.press("sendMetadata")
        #expect(run.called("sendAudioMetadata", with: "<0 bytes>", returned: 0), "an empty field is still sent, as the original")
        run.session.stop()
    }

    /// Metadata from a remote user shows as the original's toast, which goes away by itself.
    @Test func receivedMetadataIsAToast() throws {
        let run = try CaseRun("RawAudioData", seconds: 1)
        var toast: SessionNotice?
        for _ in 0..<100 where toast == nil {
            run.advance(0.1)
            toast = run.session.notice
        }
        let shown = try #require(toast)
        #expect(shown.key == "raw.toast.metadataReceived" && shown.severity == .info)
        #expect(shown.arguments.last?.hasPrefix("hello #") == true, "\(shown.arguments)")
        run.advance(RawAudioDataMain.toastSeconds + 0.05)
        #expect(run.session.notice != shown, "the toast is gone")
        run.session.stop()
    }

    /// The original's audio tiles have their stats disabled; here too, the meters being all they show.
    @Test func theAudioTilesHaveNoStatsOverlay() throws {
        let run = try CaseRun("RawAudioData", seconds: 4)
        defer { run.session.stop() }
        let tiles = run.session.tiles
        #expect(tiles.count >= 2 && tiles.allSatisfy(\.audioOnly))
        #expect(tiles.allSatisfy { !$0.showsStats })
    }
}
