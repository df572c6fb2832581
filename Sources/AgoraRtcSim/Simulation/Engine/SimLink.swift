/// One connection of the engine (C++ `RtcConnection`): the main one that `joinChannel` uses, or one
/// `joinChannelEx` made. Each has its own session, connection state machine, token, role, remote users and
/// remote views; devices, encoder and local media are the engine's and shared by all.
struct SimLink: Sendable {
    /// Set for a joinChannelEx connection: how the app names it and where its callbacks go.
    var ex: SimExLink?
    var connection: AgoraConnectionState = .disconnected
    var session: SimSession?
    /// Cancelled when the session ends (or a new one begins); its token also tells which connection a session
    /// timer belongs to.
    var sessionScope = SimScope()
    /// Cancelled by every renewal so only the newest validation reports back.
    var renewScope = SimScope()
    /// Cancelled whenever the session's token changes, so only the current token's expiry timers act.
    var expiryScope = SimScope()
    var clientRole: AgoraClientRole = .audience
    /// Sorted by uid so every iteration (and so the trace) is deterministic.
    var remotes: [SimRemoteUser] = []
    var remoteCanvases: [UInt: AgoraRtcVideoCanvas] = [:]
    var remoteCanvasSetAt: [UInt: Double] = [:]
    /// setRemoteVideoStreamType per user; it outlives sessions, like the SDK's setting.
    var requestedStreamTypes: [UInt: AgoraVideoStreamType] = [:]
    /// `muteRemoteAudioStream(_:mute:)`: users whose sound this connection does not receive (kept across sessions).
    var mutedRemoteAudio: Set<UInt> = []
    /// `muteAllRemoteAudioStreams(_:)`: no remote user's sound is received, those who join later included.
    var mutesAllRemoteAudio = false
    /// `adjustUserPlaybackSignalVolume(_:volume:)`: each user's playback volume (0…400; absent: 100).
    var userPlaybackVolumes: [UInt: Int] = [:]
    /// `muteRemoteVideoStream(_:mute:)`: users whose video this connection does not receive (kept across sessions).
    var mutedRemoteVideo: Set<UInt> = []
    /// Users a takeSnapshot is waiting on a frame of (uid 0 = the local user).
    var pendingSnapshots: Set<UInt> = []
    /// This connection's side of the cloud: its membership of the room, what it told it, its identity there.
    var cloud = SimCloudConnection()

    /// In the channel: joined and not dropped since. `failure` is set whenever the connection is FAILED and stays
    /// set while a renewed token is still rejoining.
    var isJoined: Bool { session?.joinedAt != nil && session?.failure == nil && connection != .failed }

    /// Remote users' accounts are exchanged (`SimEngineState.exchangesUserInfo`): joined with an account.
    var exchangesUserInfo: Bool { session?.account != nil && isJoined }

    func remoteIndex(_ uid: UInt) -> Int? { remotes.firstIndex { $0.uid == uid } }

    /// Where this connection's callbacks go.
    var route: SimRoute { ex.map { .ex($0) } ?? .main }

    /// Whether the app's `connection` names this one: the channel and the local uid it joined with (a
    /// joinChannelEx connection also answers to the uid it was asked for).
    func matches(_ connection: AgoraRtcConnection) -> Bool {
        if let ex { return ex.connection == connection }
        guard let session else { return false }
        return session.channelId == connection.channelId && session.uid == connection.localUid
    }
}
