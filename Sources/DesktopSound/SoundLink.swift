import CPulse
import Foundation

/// One client of the desktop's sound server (PulseAudio, or PipeWire through its PulseAudio interface): a playback
/// stream to the default output and, when asked, a record stream from the default input, both 48 kHz stereo s16.
/// libpulse is opened with dlopen on first use. Nothing here blocks its caller: connecting, waiting and reconnecting
/// run on the link's own thread, and `play` and `captured` only touch a ring under a lock the server never holds.
public final class SoundLink: @unchecked Sendable {
    private let server: String?
    private let capture: Bool
    private let latencyMs: Int
    private let connectTimeout: Double
    private let retryInterval: Double
    private let onState: @Sendable (SoundLinkState) -> Void
    private let onRequest: (@Sendable () -> Void)?

    // Held while a state is told, so none is told once close() has returned. Recursive: a handler may call close().
    private let stateLock = NSRecursiveLock()
    private var closed = false
    private var told: SoundLinkState?

    // The attempt the worker holds (so close() can abort it) and whether its streams are open (so play() feeds it).
    // The worker takes it away under this lock before closing it.
    private let connectionLock = NSLock()
    private var connection: PulseConnection?
    private var streaming = false

    // What the worker sleeps on between attempts; close() wakes it.
    private let pause = NSCondition()

    /// Starts connecting at once on a background thread. `server`: a libpulse server string (nil: libpulse's default,
    /// PULSE_SERVER and the user's runtime directory). `capture`: also open a record stream. `latencyMs`: the playback
    /// buffer asked of the server (≤ 100). A server that does not answer within `connectTimeout` seconds is given up
    /// on (`.unavailable`) and retried every `retryInterval` seconds. States come on the link's thread, which runs
    /// (and keeps the link) until `close()`. `onRequest` is called on the server's thread each time the server asks
    /// for more sound, just before what `play` queued is handed over: a caller that plays from it is paced by the
    /// sound card with no timer of its own. It may call `play` and nothing else of the link.
    public init(server: String? = nil, capture: Bool = false, latencyMs: Int = 40, connectTimeout: Double = 2,
                retryInterval: Double = 3, onRequest: (@Sendable () -> Void)? = nil,
                onState: @escaping @Sendable (SoundLinkState) -> Void) {
        self.server = server
        self.capture = capture
        self.latencyMs = min(max(latencyMs, 5), 100)
        self.connectTimeout = min(max(connectTimeout, 0.05), 2)
        self.retryInterval = max(retryInterval, 0.05)
        self.onState = onState
        self.onRequest = onRequest
        let worker = Thread { [self] in run() }
        worker.name = "SoundLink"
        worker.start()
    }

    /// Queues interleaved stereo 48 kHz samples for playback; dropped while not connected, and the oldest dropped when
    /// more than 200 ms waits. Never blocks.
    public func play(_ samples: [Int16]) {
        connectionLock.withLock {
            if streaming { connection?.play(samples) }
        }
    }

    /// Exactly `frames` captured stereo frames (2 × `frames` samples) when that many are buffered, else nil. Never
    /// blocks.
    public func captured(frames: Int) -> [Int16]? {
        connectionLock.withLock { streaming ? connection?.captured(frames: frames) : nil }
    }

    /// The playback latency the server reports for the stream (its buffer and the output's), in seconds; nil while
    /// not connected or not yet reported.
    public var playbackLatency: Double? {
        connectionLock.withLock { streaming ? connection?.playbackLatency : nil }
    }

    /// The playback buffer the server granted for `latencyMs`, in seconds; nil while not connected.
    public var grantedBuffer: Double? {
        connectionLock.withLock { streaming ? connection?.grantedBuffer : nil }
    }

    /// The sound played that still waits in the link for the server's next request, in seconds (latency on top of
    /// the server's); nil while not connected.
    public var queuedPlayback: Double? {
        connectionLock.withLock { streaming ? connection?.queuedPlayback : nil }
    }

    /// Closes the streams and the connection; the link says nothing more after this returns. Does not wait for the
    /// server: the link's thread lets go of it on its own, at once.
    public func close() {
        stateLock.withLock { closed = true }
        connectionLock.withLock {
            streaming = false
            connection?.abort()
        }
        pause.withLock { pause.broadcast() }
    }

    /// Whether libpulse is mapped into this process (the menu's process must not map it).
    public static var isLibraryLoaded: Bool { cpulse_loaded() != 0 }

    /// Whether a sound server answers within `timeout` seconds, told on a background thread: `.connected` or
    /// `.unavailable(why)`.
    public static func probe(server: String? = nil, timeout: Double = 2,
                             completion: @escaping @Sendable (SoundLinkState) -> Void) {
        let timeout = min(max(timeout, 0.05), 2)
        let prober = Thread {
            switch PulseConnection.open(server: server, playback: false, capture: false, latencyMs: 40) {
            case .failure(let problem):
                completion(.unavailable(problem.why))
            case .success(let connection):
                let outcome = connection.waitReady(timeout: timeout)
                connection.close()
                completion(outcome == .ready ? .connected : .unavailable(Self.why(outcome, timeout: timeout)))
            }
        }
        prober.name = "SoundLink probe"
        prober.start()
    }

    private var isClosed: Bool { stateLock.withLock { closed } }

    private func tell(_ state: SoundLinkState) {
        stateLock.withLock {
            guard !closed, state != told else { return }
            told = state
            onState(state)
        }
    }

    // The worker: attempt, stream until the server goes away, attempt again. While the link is `.lost`, attempts
    // that fail say nothing more: the next thing told is `.connected`.
    private func run() {
        tell(.connecting)
        var lost = false
        var attemptAtOnce = true
        while !isClosed {
            if !attemptAtOnce { sleep(retryInterval) }
            attemptAtOnce = false
            guard !isClosed else { break }
            switch PulseConnection.open(server: server, playback: true, capture: capture, latencyMs: latencyMs,
                                        onRequest: onRequest) {
            case .failure(let problem):
                if !lost { tell(.unavailable(problem.why)) }
            case .success(let attempt):
                connectionLock.withLock { connection = attempt }
                if isClosed { attempt.abort() }
                let outcome = attempt.waitReady(timeout: connectTimeout)
                var ended = SoundLinkState.unavailable(Self.why(outcome, timeout: connectTimeout))
                if outcome == .ready {
                    connectionLock.withLock { streaming = true }
                    lost = false
                    tell(.connected)
                    if case .failed(let why) = attempt.waitEnd() { ended = .lost(why) }
                }
                connectionLock.withLock {
                    connection = nil
                    streaming = false
                }
                attempt.close()
                if case .lost = ended {
                    lost = true
                    // The server may be back already (restarted, or a PipeWire that reloaded): try once at once.
                    attemptAtOnce = true
                    tell(ended)
                } else if outcome != .ready, !lost {
                    tell(ended)
                }
            }
        }
    }

    private func sleep(_ seconds: Double) {
        let until = Date(timeIntervalSinceNow: seconds)
        pause.withLock {
            while !isClosed, pause.wait(until: until) {}
        }
    }

    private static func why(_ outcome: PulseConnection.Outcome, timeout: Double) -> String {
        switch outcome {
        case .failed(let why): why
        case .timedOut: "the sound server did not answer within \(String(format: "%g", timeout)) s"
        case .aborted, .ready: "closed"
        }
    }
}
