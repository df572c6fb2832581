import AgoraRtcSim
import Foundation

/// A speaker and microphone for tests: keeps every block the engine played, and feeds the microphone from a queue the
/// test fills. The engine calls it with its lock held, so it only appends and pops under its own lock.
public final class RecordingSoundDevice: AgoraSimSoundDevice, @unchecked Sendable {
    private let lock = NSLock()
    private var playedSamples: [Float] = []
    private var microphone: [Float] = []
    private var idles = 0
    public let capturesMicrophone: Bool

    /// `capturesMicrophone`: the engine takes the local voice from `feedMicrophone` instead of simulating it.
    public init(capturesMicrophone: Bool = false) {
        self.capturesMicrophone = capturesMicrophone
    }

    public func play(_ block: [Float]) { lock.withLock { playedSamples += block } }

    public func capture() -> [Float]? {
        lock.withLock {
            let count = 480 * 2
            guard microphone.count >= count else { return nil }
            defer { microphone.removeFirst(count) }
            return Array(microphone.prefix(count))
        }
    }

    public func idle() { lock.withLock { idles += 1 } }

    /// Queues interleaved stereo 48 kHz samples (Int16 scale) for the microphone.
    public func feedMicrophone(_ samples: [Float]) { lock.withLock { microphone += samples } }

    /// Everything played so far, interleaved stereo 48 kHz.
    public var played: [Float] { lock.withLock { playedSamples } }

    /// How many times the engine said it stopped playing.
    public var idleCount: Int { lock.withLock { idles } }

    /// Forgets what was played (to measure only what comes next).
    public func clearPlayed() { lock.withLock { playedSamples = [] } }
}
