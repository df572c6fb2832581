/// One input of the local audio mixer (`startLocalAudioMixer(_:)`): the microphone, a custom track, a remote user
/// or everyone heard in a channel the engine is in.
public struct AgoraMixedAudioStream: Sendable, Equatable {
    public var sourceType: AgoraAudioSourceType
    /// For `.remoteUser`.
    public var remoteUserUid: UInt = 0
    /// For `.remoteUser` and `.remoteChannel`: the channel they are heard in.
    public var channelId: String?
    /// For `.custom`: the custom audio track.
    public var trackId: Int = 0

    public init(sourceType: AgoraAudioSourceType) {
        self.sourceType = sourceType
    }
}
