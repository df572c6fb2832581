import Foundation
@testable import AgoraRtcSim
import MediaFormats

/// An audio frame observer that records every frame it gets, with the positions and formats it asks for.
final class AudioFrameRecorder: AgoraAudioFrameDelegate, @unchecked Sendable {
    struct Received {
        let position: String
        let frame: AgoraAudioFrame
        let uid: UInt?
        let channelId: String

        var samples: [Int16] {
            frame.buffer.withUnsafeBytes { raw in
                (0..<raw.count / 2).map { Int16(bitPattern: UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: UInt16.self))) }
            }
        }

        var level: Int { PCMLevel.level(samples) }
    }

    private let lock = NSLock()
    private var stored: [Received] = []
    let positions: AgoraAudioFramePosition
    let recordParams: AgoraAudioParams

    init(positions: AgoraAudioFramePosition = [.record, .playback, .mixed, .beforeMixing],
         recordParams: AgoraAudioParams = AgoraAudioParams()) {
        self.positions = positions
        self.recordParams = recordParams
    }

    var frames: [Received] { lock.withLock { stored } }

    func frames(_ position: String) -> [Received] { frames.filter { $0.position == position } }

    private func record(_ position: String, _ frame: AgoraAudioFrame, _ channelId: String, uid: UInt? = nil) -> Bool {
        lock.withLock { stored.append(Received(position: position, frame: frame, uid: uid, channelId: channelId)) }
        return true
    }

    func onRecordAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool { record("record", frame, channelId) }
    func onPlaybackAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool { record("playback", frame, channelId) }
    func onMixedAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool { record("mixed", frame, channelId) }
    func onEarMonitoringAudioFrame(_ frame: AgoraAudioFrame) -> Bool { record("ear", frame, "") }
    func onPlaybackAudioFrame(beforeMixing frame: AgoraAudioFrame, channelId: String, uid: UInt) -> Bool {
        record("beforeMixing", frame, channelId, uid: uid)
    }
    func getObservedAudioFramePosition() -> AgoraAudioFramePosition { positions }
    func getRecordAudioParams() -> AgoraAudioParams { recordParams }
}
