/// What the local audio mixer mixes; the mix is published by a connection whose options set
/// `publishMixedAudioTrack`.
public struct AgoraLocalAudioMixerConfiguration: Sendable, Equatable {
    public var audioInputStreams: [AgoraMixedAudioStream] = []
    /// Whether the mix waits for the local microphone's timing.
    public var syncWithLocalMic = true

    public init() {}
}
