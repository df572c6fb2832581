/// The local audio mixer (`startLocalAudioMixer`): what it mixes while it runs. A connection publishes the mix with
/// `publishMixedAudioTrack`; nothing of it is rendered, so only whether it runs matters to the engine.
struct SimLocalAudioMixer: SimComponent {
    private(set) var configuration: AgoraLocalAudioMixerConfiguration?

    var isRunning: Bool { configuration != nil }

    /// Starts mixing `configuration`'s inputs, or replaces what was mixed.
    mutating func start(_ configuration: AgoraLocalAudioMixerConfiguration) {
        self.configuration = configuration
    }

    mutating func stop() {
        configuration = nil
    }

    mutating func destroy() {
        configuration = nil
    }
}
