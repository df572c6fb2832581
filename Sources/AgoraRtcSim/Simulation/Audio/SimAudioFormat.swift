/// The format frames are delivered in at one observer position: rate, channels and samples (all channels)
/// per callback.
struct SimAudioFormat: Sendable, Equatable {
    let sampleRate: Int
    let channels: Int
    let samplesPerCall: Int

    /// 10 ms frames.
    init(sampleRate: Int, channels: Int) {
        self.init(sampleRate: sampleRate, channels: channels, samplesPerCall: sampleRate / 100 * channels)
    }

    init(sampleRate: Int, channels: Int, samplesPerCall: Int) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.samplesPerCall = samplesPerCall
    }

    /// The SDK's rules for raw audio parameters: a supported rate, mono or stereo, whole frames, and a callback
    /// interval samplesPerCall / (sampleRate × channels) of at least 10 ms. nil when they are broken.
    init?(params: AgoraAudioParams) {
        guard SimPCM.sampleRates.contains(params.sampleRate), (1...2).contains(params.channel) else { return nil }
        let perCall = params.samplesPerCall == 0 ? params.sampleRate / 100 * params.channel : params.samplesPerCall
        guard perCall > 0, perCall % params.channel == 0,
              perCall * 100 >= params.sampleRate * params.channel else { return nil }
        self.init(sampleRate: params.sampleRate, channels: params.channel, samplesPerCall: perCall)
    }

    var samplesPerChannel: Int { samplesPerCall / channels }
}
