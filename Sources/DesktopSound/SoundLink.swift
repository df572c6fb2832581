/// One client of the desktop's sound server (PulseAudio, or PipeWire through its PulseAudio interface): a playback
/// stream to the default output and, when asked, a record stream from the default input, both 48 kHz stereo s16.
/// libpulse is opened with dlopen on first use. Nothing here blocks its caller: connecting, writing and reading run
/// on the link's own thread.
///
/// CONTRACT (issue 33): the public surface below is fixed; the sound helper implements it.
public final class SoundLink: @unchecked Sendable {
    /// Starts connecting at once on a background thread. `server`: a libpulse server string (nil: libpulse's default,
    /// PULSE_SERVER and the user's runtime directory). `capture`: also open a record stream. `latencyMs`: the playback
    /// buffer asked of the server (≤ 100). A server that does not answer within `connectTimeout` seconds is given up
    /// on (`.unavailable`) and retried every `retryInterval` seconds.
    public init(server: String? = nil, capture: Bool = false, latencyMs: Int = 40, connectTimeout: Double = 2,
                retryInterval: Double = 3, onState: @escaping @Sendable (SoundLinkState) -> Void) {
        onState(.unavailable("not built yet"))
    }

    /// Queues interleaved stereo 48 kHz samples for playback; dropped while not connected or when more than the
    /// buffer holds is waiting. Never blocks.
    public func play(_ samples: [Int16]) {}

    /// Exactly `frames` captured stereo frames (2 × `frames` samples) when that many are buffered, else nil. Never
    /// blocks.
    public func captured(frames: Int) -> [Int16]? { nil }

    /// Closes the streams and the connection; the link says nothing more after this returns.
    public func close() {}

    /// Whether libpulse is mapped into this process (the menu's process must not map it).
    public static var isLibraryLoaded: Bool { false }

    /// Whether a sound server answers within `timeout` seconds, told on a background queue: `.connected` or
    /// `.unavailable(why)`.
    public static func probe(server: String? = nil, timeout: Double = 2,
                             completion: @escaping @Sendable (SoundLinkState) -> Void) {
        completion(.unavailable("not built yet"))
    }
}
