import AgoraRtcSim
import Foundation

/// A speaker and microphone for tests: keeps every block the engine played, and feeds the microphone from a queue the
/// test fills. The engine calls it with its lock held, so it only appends and pops under its own lock.
public final class RecordingSoundDevice: AgoraSimSoundDevice, @unchecked Sendable {
    private let lock = NSLock()
    private var playedSamples: [Float] = []
    private var microphone: [Float] = []
    private var idles = 0
    private var wantsSound: (@Sendable () -> Void)?
    public let capturesMicrophone: Bool
    private let asksForSound: Bool

    /// `capturesMicrophone`: the engine takes the local voice from `feedMicrophone` instead of simulating it.
    /// `asksForSound`: the device paces the engine as a sound server does, when the test calls `ask()`.
    public init(capturesMicrophone: Bool = false, asksForSound: Bool = false) {
        self.capturesMicrophone = capturesMicrophone
        self.asksForSound = asksForSound
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

    public func requestSound(_ wantsSound: (@Sendable () -> Void)?) -> Bool {
        guard asksForSound else { return false }
        lock.withLock { self.wantsSound = wantsSound }
        return wantsSound != nil
    }

    /// Asks the engine for its due blocks, as a sound server's request would (no lock held while it plays).
    public func ask() {
        let wanted = lock.withLock { wantsSound }
        wanted?()
    }

    /// Whether the engine gave the device a call to make (it withdraws it when it stops playing).
    public var isAsked: Bool { lock.withLock { wantsSound != nil } }

    /// Queues interleaved stereo 48 kHz samples (Int16 scale) for the microphone.
    public func feedMicrophone(_ samples: [Float]) { lock.withLock { microphone += samples } }

    /// Everything played so far, interleaved stereo 48 kHz.
    public var played: [Float] { lock.withLock { playedSamples } }

    /// How many times the engine said it stopped playing.
    public var idleCount: Int { lock.withLock { idles } }

    /// Forgets what was played (to measure only what comes next).
    public func clearPlayed() { lock.withLock { playedSamples = [] } }
}
