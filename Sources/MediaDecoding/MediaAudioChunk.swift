/// Decoded audio as interleaved signed 16-bit PCM at the rate and channel count it was asked for.
public struct MediaAudioChunk: Equatable, Sendable {
    public let sampleRate: Int
    public let channels: Int
    /// frames × channels samples, interleaved.
    public let samples: [Int16]
    /// When its first frame plays, from the start of the media.
    public let ptsMilliseconds: Int

    public var frames: Int { samples.count / max(1, channels) }
}
