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
        #expect(session.log.entries.filter { $0.text.hasPrefix("← onRecordAudioFrame") }.count <= 8, "the trace is throttled")
        session.stop()
    }

    @Test func audioMetadataGoesBothWays() throws {
        let session = try CaseRun("RawAudioData", ["metadata": .string("你好 metadata")], seconds: 8).session
        session.perform("sendMetadata", .activate)
        #expect(session.log.entries.contains { $0.key == "raw.log.metadataSent" && $0.arguments == ["你好 metadata"] })
        #expect(session.log.entries.contains { $0.key == "raw.log.metadataReceived" })
        session.stop()
    }
}
