import AgoraRtcSim
import Foundation
import MediaFormats

/// Pushes a WAV file's PCM into a custom audio track in 100 ms chunks at real-time pace, from its own queue
/// (the original's PCM source pusher): chunk n goes out at start + n × 100 ms of clock time, so it never drifts.
/// At the end of the file it starts again (`loops`) or stops and calls `onEndOfFile`.
final class PCMFilePusher: @unchecked Sendable {
    static let chunkSeconds = 0.1

    let audio: WAVAudio
    let trackId: Int
    let loops: Bool
    private let clock: any AgoraSimClock
    private let queue = DispatchQueue(label: "PCMFilePusher", qos: .userInitiated)
    private let lock = NSLock()
    /// Guarded by `lock`: bumped by start and stop, so a chunk scheduled before either does nothing.
    private var generation = 0
    private var position = 0
    private weak var engine: AgoraRtcEngineKit?
    private let onEndOfFile: @Sendable () -> Void

    init(audio: WAVAudio, trackId: Int, loops: Bool, clock: any AgoraSimClock, onEndOfFile: @escaping @Sendable () -> Void) {
        self.audio = audio
        self.trackId = trackId
        self.loops = loops
        self.clock = clock
        self.onEndOfFile = onEndOfFile
    }

    var chunkFrames: Int { max(1, Int(Double(audio.sampleRate) * Self.chunkSeconds)) }

    /// Where in the file the next chunk starts, in seconds.
    var positionSeconds: Double { lock.withLock { Double(position) / Double(audio.sampleRate) } }

    func start(_ engine: AgoraRtcEngineKit) {
        let started = lock.withLock { () -> Int in
            generation += 1
            self.engine = engine
            if position >= audio.frameCount { position = 0 }
            return generation
        }
        schedule(started, chunk: 0, origin: clock.now)
    }

    /// After stop returns, no push is in flight and none will start (so none can follow a destroy).
    func stop() {
        lock.withLock {
            generation += 1
            engine = nil
        }
    }

    private func schedule(_ generation: Int, chunk: Int, origin: Double) {
        let due = origin + Double(chunk) * Self.chunkSeconds
        clock.schedule(after: max(0, due - clock.now), on: queue) { [weak self] in
            self?.push(generation, chunk: chunk, origin: origin)
        }
    }

    private func push(_ generation: Int, chunk: Int, origin: Double) {
        let outcome = lock.withLock { () -> (more: Bool, ended: Bool) in
            guard generation == self.generation, let engine else { return (false, false) }
            if position >= audio.frameCount {
                guard loops, audio.frameCount > 0 else { return (false, true) }
                position = 0
            }
            let end = min(audio.frameCount, position + chunkFrames)
            var samples = Array(audio.samples[position * audio.channels..<end * audio.channels])
            position = end
            let count = samples.count
            samples.withUnsafeMutableBytes {
                _ = engine.pushExternalAudioFrameRawData($0.baseAddress!, samples: count, sampleRate: audio.sampleRate,
                                                         channels: audio.channels, trackId: trackId, timestamp: 0)
            }
            return (true, false)
        }
        if outcome.more { schedule(generation, chunk: chunk + 1, origin: origin) }
        if outcome.ended { onEndOfFile() }
    }
}
