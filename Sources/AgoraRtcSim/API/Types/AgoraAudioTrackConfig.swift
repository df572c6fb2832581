/// `AudioTrackConfig`: options for `createCustomAudioTrack(_:config:)`.
public struct AgoraAudioTrackConfig: Sendable, Equatable {
    /// Play the pushed audio on the local device too (SDK default true).
    public var enableLocalPlayback: Bool
    /// Run the SDK's 3A processing on the pushed audio (SDK default false; no effect in the simulation).
    public var enableAudioProcessing: Bool

    public init(enableLocalPlayback: Bool = true, enableAudioProcessing: Bool = false) {
        self.enableLocalPlayback = enableLocalPlayback
        self.enableAudioProcessing = enableAudioProcessing
    }
}
