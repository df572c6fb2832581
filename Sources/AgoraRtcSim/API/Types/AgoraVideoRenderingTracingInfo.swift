/// Milliseconds between the milestones that lead to a remote user's first rendered frame.
public struct AgoraVideoRenderingTracingInfo: Sendable, Equatable {
    public var elapsedTime: Int = 0
    public var start2JoinChannel: Int = 0
    public var join2JoinSuccess: Int = 0
    public var joinSuccess2RemoteJoined: Int = 0
    public var remoteJoined2SetView: Int = 0
    public var remoteJoined2UnmuteVideo: Int = 0
    public var remoteJoined2PacketReceived: Int = 0

    public init() {}
}
