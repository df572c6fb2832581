/// Sound on the wire: one short frame of the PCM a user sends, interleaved signed 16-bit samples, numbered so the
/// receiver can count what was lost and stamped so it can measure how long the frame took to arrive.
public struct AgoraSimPeerAudio: Sendable, Equatable {
    /// What an instance sends: 16 kHz mono, 40 ms a frame. The simulated voices sit well inside the 8 kHz a
    /// 16 kHz stream carries, and 256 kbit/s of raw PCM stays cheap on a socket or a NATS subject where 48 kHz
    /// stereo would be six times that; the receiver mixes it up to its own 48 kHz stereo like any remote voice.
    /// 40 ms rather than the 20 ms of a VoIP packet (issue 34 item 16): each frame is a wake-up on both sides (the
    /// sender's audio loop, the receiver's socket), and wake-ups, not bytes, were most of what a real peer cost; the
    /// jitter buffer's 40 ms priming still holds a frame, and the sound comes about 20 ms later.
    public static let sentRate = 16_000
    public static let sentChannels = 1
    public static let sentFrameMs = 40

    public var uid: UInt32
    /// Counts the sender's frames from 0; a gap is frames lost.
    public var sequence: UInt32
    /// The sender's Unix time when the frame left, ms.
    public var timestampMs: UInt64
    public var sampleRate: Int
    public var channels: Int
    /// Interleaved, `channels` to a frame.
    public var samples: [Int16]

    public init(uid: UInt32, sequence: UInt32, timestampMs: UInt64, sampleRate: Int, channels: Int, samples: [Int16]) {
        self.uid = uid
        self.sequence = sequence
        self.timestampMs = timestampMs
        self.sampleRate = sampleRate
        self.channels = channels
        self.samples = samples
    }

    /// The frame's size on the wire (without the length prefix).
    public var payloadBytes: Int { AgoraSimPeerCodec.audioHeaderBytes + 2 * samples.count }

    /// Milliseconds of sound the frame holds.
    public var durationMs: Double {
        Double(samples.count / max(1, channels)) * 1000 / Double(max(1, sampleRate))
    }
}
