import AgoraRtcSim

/// What the status line shows: channel, uid, role and connection state.
public struct SessionStatus: Equatable, Sendable {
    public var channel = ""
    public var localUid: UInt = 0
    public var role: AgoraClientRole = .broadcaster
    public var connectionState: AgoraConnectionState = .disconnected
    public var connectionReason: AgoraConnectionChangedReason = .leaveChannel
    public var isJoined = false
    /// Seconds in the channel: counted from the join until the first rtcStats, then its `duration`.
    public var duration = 0
    public var userCount = 0
    /// Where the channel's token stands (none in App-ID-only mode).
    public var tokenState: TokenState = .none

    public init() {}
}
