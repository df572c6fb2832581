import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// A read-write record observer replaces what the microphone sends with what it leaves in the frames (the original's
/// ExternalAudio helper overwrites them with the app's own recording); a read-only one changes nothing, and a frame
/// it refuses is not sent.
@Suite struct RecordFrameWriteBackTests {
    /// Overwrites each record frame with the next part of a 44.1 kHz mono tone, or refuses every frame.
    final class ToneWriter: AgoraAudioFrameDelegate, @unchecked Sendable {
        let mode: AgoraAudioRawFrameOperationMode
        let refuses: Bool
        private let tone = TestAudio.tone(level: 180, seconds: 1, rate: 44_100, channels: 1)
        private let lock = NSLock()
        private var position = 0

        init(mode: AgoraAudioRawFrameOperationMode, refuses: Bool = false) {
            self.mode = mode
            self.refuses = refuses
        }

        func getObservedAudioFramePosition() -> AgoraAudioFramePosition { [.record] }
        func getRecordAudioParams() -> AgoraAudioParams {
            AgoraAudioParams(sampleRate: 44_100, channel: 1, mode: mode, samplesPerCall: 441)
        }

        func onRecordAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool {
            guard !refuses else { return false }
            lock.withLock {
                var data = Data()
                for index in 0..<frame.samplesPerChannel {
                    withUnsafeBytes(of: tone[(position + index) % tone.count].littleEndian) { data.append(contentsOf: $0) }
                }
                position = (position + frame.samplesPerChannel) % tone.count
                frame.buffer = data
            }
            return true
        }
    }

    /// The local level the volume indication reports over the last second, after `writer` ran for 3 s.
    private func localLevels(_ writer: ToneWriter) -> [Int] {
        let sim = SimHarness(remotes: 0)
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        sim.engine.setAudioFrameDelegate(writer)
        sim.joinAsBroadcaster(video: false)
        sim.advance(3)
        let levels = sim.recorder.volumeReports.filter { $0.first?.uid == 0 }.map { $0[0].volume }
        sim.destroy()
        return Array(levels.suffix(5))
    }

    @Test func whatAReadWriteObserverWritesIsWhatIsSent() {
        let written = localLevels(ToneWriter(mode: .readWrite))
        #expect(written.count == 5 && written.allSatisfy { abs($0 - 180) <= 3 }, "the written tone's level: \(written)")
        let readOnly = localLevels(ToneWriter(mode: .readOnly))
        #expect(readOnly.count == 5 && readOnly.allSatisfy { abs($0 - 180) > 10 }, "read-only: the microphone's own voice \(readOnly)")
        let refused = localLevels(ToneWriter(mode: .readWrite, refuses: true))
        #expect(refused.count == 5 && refused.allSatisfy { $0 == 0 }, "refused frames are not sent: \(refused)")
    }
}
