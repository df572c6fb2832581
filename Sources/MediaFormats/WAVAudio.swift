/// 16-bit PCM audio as a WAV file holds it: sample rate, channel count and interleaved samples
/// (left, right, left, right… for stereo).
public struct WAVAudio: Equatable, Sendable {
    public var sampleRate: Int
    public var channels: Int
    /// Interleaved 16-bit samples, `frameCount * channels` of them.
    public var samples: [Int16]

    public init(sampleRate: Int, channels: Int, samples: [Int16]) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.samples = samples
    }

    /// Samples per channel.
    public var frameCount: Int { channels > 0 ? samples.count / channels : 0 }

    /// Length in seconds.
    public var duration: Double { sampleRate > 0 ? Double(frameCount) / Double(sampleRate) : 0 }

    /// Bytes per frame (all channels of one sample instant).
    public var blockAlign: Int { channels * 2 }
}
