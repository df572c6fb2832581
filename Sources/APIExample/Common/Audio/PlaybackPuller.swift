import AgoraRtcSim
import Foundation
import MediaFormats

/// The original's pull thread for an external audio sink: every 100 ms of clock time it pulls 100 ms of playback
/// audio in the sink's format, measures its level and, while recording, appends it to a WAV file. Runs on its own
/// queue; chunk n is due at start + n × 100 ms, so it never drifts.
final class PlaybackPuller: @unchecked Sendable {
    static let intervalSeconds = 0.1

    let sampleRate: Int
    let channels: Int
    private let clock: any AgoraSimClock
    private let queue = DispatchQueue(label: "PlaybackPuller", qos: .userInitiated)
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var generation = 0
    private weak var engine: AgoraRtcEngineKit?
    private var recorder: WAVStreamWriter?
    private var pulls = 0
    private let onPull: @Sendable (_ level: Int) -> Void
    private let onRecordingFailed: @Sendable (_ path: String, _ error: any Error) -> Void

    init(sampleRate: Int, channels: Int, clock: any AgoraSimClock, onPull: @escaping @Sendable (Int) -> Void,
         onRecordingFailed: @escaping @Sendable (String, any Error) -> Void) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.clock = clock
        self.onPull = onPull
        self.onRecordingFailed = onRecordingFailed
    }

    /// 100 ms of 16-bit PCM in the sink's format.
    var bytesPerPull: Int { sampleRate / 10 * channels * 2 }

    var pullCount: Int { lock.withLock { pulls } }

    var recordingPath: String? { lock.withLock { recorder?.path } }

    func start(_ engine: AgoraRtcEngineKit) {
        let started = lock.withLock { () -> Int in
            generation += 1
            self.engine = engine
            return generation
        }
        schedule(started, pull: 1, origin: clock.now)
    }

    /// After stop returns no pull is in flight and none will start.
    func stop() {
        lock.withLock {
            generation += 1
            engine = nil
        }
    }

    /// Starts writing what is pulled to a new WAV file at `path` (replacing any recording in progress).
    func startRecording(to path: String) throws {
        let writer = try WAVStreamWriter(path: path, sampleRate: sampleRate, channels: channels)
        let previous = lock.withLock { () -> WAVStreamWriter? in
            defer { recorder = writer }
            return recorder
        }
        try? previous?.close()
    }

    /// Finishes the recording: its path, length in seconds and whether it went into a stream (a FIFO, whose WAV
    /// header gives no length), or nil when none was running.
    func stopRecording() throws -> (path: String, seconds: Double, isStream: Bool)? {
        guard let writer = lock.withLock({ () -> WAVStreamWriter? in
            defer { recorder = nil }
            return recorder
        }) else { return nil }
        try writer.close()
        return (writer.path, writer.duration, writer.isStream)
    }

    private func schedule(_ generation: Int, pull: Int, origin: Double) {
        let due = origin + Double(pull) * Self.intervalSeconds
        clock.schedule(after: max(0, due - clock.now), on: queue) { [weak self] in
            self?.pull(generation, pull: pull, origin: origin)
        }
    }

    private func pull(_ generation: Int, pull: Int, origin: Double) {
        var failure: (String, any Error)?
        let level = lock.withLock { () -> Int? in
            guard generation == self.generation, let engine else { return nil }
            var buffer = [UInt8](repeating: 0, count: bytesPerPull)
            let length = UInt(buffer.count)
            let pulled = buffer.withUnsafeMutableBytes { engine.pullPlaybackAudioFrameRawData($0.baseAddress!, lengthInByte: length) }
            guard pulled else { return nil }
            pulls += 1
            if let recorder {
                do {
                    try recorder.append(bytes: buffer)
                } catch {
                    failure = (recorder.path, error)
                    try? recorder.close()
                    self.recorder = nil
                }
            }
            return buffer.withUnsafeBytes { PCMLevel.level(rms: PCMLevel.rms(bytes: $0)) }
        }
        guard let level else { return }
        schedule(generation, pull: pull + 1, origin: origin)
        onPull(level)
        if let failure { onRecordingFailed(failure.0, failure.1) }
    }
}
