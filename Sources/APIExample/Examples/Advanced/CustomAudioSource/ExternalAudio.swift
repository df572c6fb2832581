import AgoraRtcSim
import Foundation
import MediaFormats

/// The original's `ExternalAudio` helper in its external-capture, external-render mode (its mode 4), as the case
/// uses it: the app's own audio unit records and plays, and the SDK's audio frame observer is the bridge. What the
/// app records waits in a capture ring, and each recorded frame of the microphone track is overwritten from it
/// (read-write record position; a frame is refused while the ring holds less than 10 ms); each playback frame is
/// copied into a play ring, which the app's renderer pulls from to play itself. Nothing is pushed to a custom track.
///
/// The app's audio unit is a 10 ms tick on the session's clock: it records the next 10 ms of the bundled tune (a
/// terminal has no microphone of its own to open) and pulls 10 ms to play. Each ring holds one second and starts
/// over when it would overflow, as the helper's do.
final class ExternalAudio: AgoraAudioFrameDelegate, @unchecked Sendable {
    static let tickSeconds = 0.01

    let sampleRate: Int
    let channels: Int
    private let recording: WAVAudio
    private let clock: any AgoraSimClock
    private let queue = DispatchQueue(label: "ExternalAudio", qos: .userInitiated)
    private let lock = NSLock()
    // Guarded by `lock`.
    private var captureRing: [Int16] = []
    private var playRing: [Int16] = []
    private var recordPosition = 0
    private var generation = 0
    private var tally = Tally()

    /// What the bridge moved since the last look: frames overwritten and refused, samples pulled and their loudness.
    struct Tally: Sendable, Equatable {
        var framesWritten = 0
        var framesRefused = 0
        var samplesPulled = 0
        var squares = 0.0

        /// RMS of what the renderer pulled (16-bit scale).
        var pulledLevel: Int { samplesPulled > 0 ? Int((squares / Double(samplesPulled)).squareRoot().rounded()) : 0 }
    }

    init(recording: WAVAudio, clock: any AgoraSimClock) {
        self.recording = recording
        self.sampleRate = recording.sampleRate
        self.channels = recording.channels
        self.clock = clock
    }

    private var samplesPerTick: Int { sampleRate / 100 * channels }
    private var ringCapacity: Int { sampleRate * channels }

    /// The helper's setup: the observer registered with the SDK.
    func setup(_ engine: AgoraRtcEngineKit) {
        engine.setAudioFrameDelegate(self)
    }

    /// `startWork`: the app's audio unit starts recording and playing.
    func startWork() {
        let started = lock.withLock { () -> Int in
            generation += 1
            return generation
        }
        schedule(started, tick: 0, origin: clock.now)
    }

    /// `stopWork`: the unit stops and the observer is unregistered.
    func stopWork(_ engine: AgoraRtcEngineKit?) {
        lock.withLock { generation += 1 }
        engine?.setAudioFrameDelegate(nil)
    }

    /// The counts since the last call; counting starts over.
    func takeTally() -> Tally {
        lock.withLock {
            defer { tally = Tally() }
            return tally
        }
    }

    private func schedule(_ generation: Int, tick: Int, origin: Double) {
        let due = origin + Double(tick) * Self.tickSeconds
        clock.schedule(after: max(0, due - clock.now), on: queue) { [weak self] in
            guard let self, self.audioUnitTick(generation) else { return }
            self.schedule(generation, tick: tick + 1, origin: origin)
        }
    }

    /// One period of the app's audio unit: 10 ms recorded into the capture ring, 10 ms pulled from the play ring.
    private func audioUnitTick(_ generation: Int) -> Bool {
        lock.withLock {
            guard generation == self.generation, recording.frameCount > 0 else { return false }
            var recorded: [Int16] = []
            while recorded.count < samplesPerTick {
                if recordPosition >= recording.samples.count { recordPosition = 0 }
                let end = min(recording.samples.count, recordPosition + samplesPerTick - recorded.count)
                recorded += recording.samples[recordPosition..<end]
                recordPosition = end
            }
            Self.write(recorded, into: &captureRing, capacity: ringCapacity)
            if playRing.count >= samplesPerTick {
                let pulled = playRing.prefix(samplesPerTick)
                tally.samplesPulled += pulled.count
                tally.squares += pulled.reduce(0.0) { $0 + Double($1) * Double($1) }
                playRing.removeFirst(samplesPerTick)
            }
            return true
        }
    }

    /// As the helper's rings: one that would overflow starts over.
    private static func write(_ samples: [Int16], into ring: inout [Int16], capacity: Int) {
        if ring.count + samples.count > capacity { ring.removeAll(keepingCapacity: true) }
        ring += samples
    }

    // MARK: - AgoraAudioFrameDelegate (the engine's queue)

    func getObservedAudioFramePosition() -> AgoraAudioFramePosition { [.record, .playback] }

    /// The record frames in the app's format, 10 ms each, writable.
    func getRecordAudioParams() -> AgoraAudioParams {
        AgoraAudioParams(sampleRate: sampleRate, channel: channels, mode: .readWrite, samplesPerCall: sampleRate / 100 * channels)
    }

    func getPlaybackAudioParams() -> AgoraAudioParams {
        AgoraAudioParams(sampleRate: sampleRate, channel: channels, mode: .readOnly, samplesPerCall: sampleRate / 100 * channels)
    }

    /// The microphone's frame, overwritten with what the app recorded; refused while less than a frame waits.
    func onRecordAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool {
        lock.withLock {
            let count = frame.samplesPerChannel * frame.channels
            guard frame.channels == channels, captureRing.count >= count else {
                tally.framesRefused += 1
                return false
            }
            frame.buffer = Self.bytes(captureRing.prefix(count))
            captureRing.removeFirst(count)
            tally.framesWritten += 1
            return true
        }
    }

    /// The channel's sound, kept for the app's renderer.
    func onPlaybackAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool {
        let samples = frame.buffer.withUnsafeBytes { raw in
            (0..<raw.count / 2).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
        }
        lock.withLock { Self.write(samples, into: &playRing, capacity: ringCapacity) }
        return true
    }

    private static func bytes(_ samples: ArraySlice<Int16>) -> Data {
        var data = Data(capacity: samples.count * 2)
        for sample in samples { withUnsafeBytes(of: sample.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }
}
