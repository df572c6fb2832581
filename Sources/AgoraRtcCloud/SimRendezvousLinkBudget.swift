import AgoraRtcSim
#if canImport(Glibc)
import Glibc
#endif

/// What the relay takes from one link (issue 30), counted on the raw frames before anything is decoded: a link
/// flooding it costs the host no more than this. Token buckets, so a flood is passed on evenly (a picture now and
/// then, never a second's worth at once and then nothing). Generous for one real user (a 60 fps picture stream, sound
/// every 40 ms, five data streams at the SDK's 60 packets a second, presences), and for the tests, whose virtual
/// clocks run a few times faster than real time.
struct SimRendezvousLinkBudget {
    static let messagesPerSecond = 1000.0
    static let picturesPerSecond = 300.0
    static let bytesPerSecond = 16.0 * 1024 * 1024

    private var last: Double?
    private var messages = messagesPerSecond
    private var pictures = picturesPerSecond
    private var bytes = bytesPerSecond

    /// Whether `payload` (one frame's) fits what the buckets hold at `now` (seconds); taken from them only if it does.
    mutating func admit(_ payload: [UInt8], now: Double) -> Bool {
        let elapsed = max(0, now - (last ?? now))
        last = now
        messages = min(Self.messagesPerSecond, messages + elapsed * Self.messagesPerSecond)
        pictures = min(Self.picturesPerSecond, pictures + elapsed * Self.picturesPerSecond)
        bytes = min(Self.bytesPerSecond, bytes + elapsed * Self.bytesPerSecond)
        let picture = Self.isPicture(payload)
        guard messages >= 1, bytes >= Double(payload.count), !picture || pictures >= 1 else { return false }
        messages -= 1
        bytes -= Double(payload.count)
        if picture { pictures -= 1 }
        return true
    }

    /// An envelope declaring a picture (its content byte, at a fixed place).
    private static func isPicture(_ payload: [UInt8]) -> Bool {
        payload.count > AgoraSimPeerCodec.envelopeContentOffset
            && payload[0] == AgoraSimPeerCodec.Kind.envelope.rawValue
            && payload[AgoraSimPeerCodec.envelopeContentOffset] == AgoraSimPeerCodec.Kind.videoFrame.rawValue
    }

    static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
