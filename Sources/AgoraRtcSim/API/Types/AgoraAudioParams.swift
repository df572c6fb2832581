/// `AudioParams`: the format an audio frame observer wants at one position. The default (all zero) leaves the
/// format to the SDK (its own pipeline rate and channels, 10 ms frames).
public struct AgoraAudioParams: Sendable, Equatable {
    /// 8000, 16000, 32000, 44100 or 48000 Hz; 0 = the SDK's choice.
    public var sampleRate: Int
    /// 1 or 2; 0 = the SDK's choice.
    public var channel: Int
    public var mode: AgoraAudioRawFrameOperationMode
    /// Samples (all channels together) per callback; the interval samplesPerCall / (sampleRate × channel)
    /// must be at least 10 ms. 0 = 10 ms frames.
    public var samplesPerCall: Int

    public init(sampleRate: Int = 0, channel: Int = 0, mode: AgoraAudioRawFrameOperationMode = .readOnly,
                samplesPerCall: Int = 0) {
        self.sampleRate = sampleRate
        self.channel = channel
        self.mode = mode
        self.samplesPerCall = samplesPerCall
    }
}
