/// Video metadata (SEI) and audio metadata: the data source and delegate an app registered, held weakly as the SDK
/// does, and the simulated remote users' loops that send it.
struct SimMetadata: SimComponent {
    private(set) weak var dataSource: (any AgoraMediaMetadataDataSource)?
    private(set) weak var delegate: (any AgoraMediaMetadataDelegate)?
    /// The size the data source declared last, so the trace shows it only when it changes.
    private var declaredMaxSize: Int?
    /// Cancelled whenever the remote senders' loop must restart (delegate set, channel joined).
    private var remoteLoopScope = SimScope()
    /// Payloads the simulated remote users have sent so far.
    private var remoteSent = 0
    /// Cancelled to restart the simulated peers' audio metadata.
    private var peerAudioScope = SimScope()

    mutating func setDataSource(_ source: (any AgoraMediaMetadataDataSource)?) {
        dataSource = source
        declaredMaxSize = nil
    }

    mutating func setDelegate(_ delegate: (any AgoraMediaMetadataDelegate)?) {
        self.delegate = delegate
    }

    /// Notes the data source's declared maximum; true when it differs from the one noted before.
    mutating func noteDeclaredMaxSize(_ declared: Int) -> Bool {
        defer { declaredMaxSize = declared }
        return declaredMaxSize != declared
    }

    // MARK: - the simulated remote users

    /// Restarts the remote hosts' video metadata loop: its token while a delegate is set and `mainJoined`, else nil.
    mutating func restartRemoteLoop(mainJoined: Bool) -> SimScope.Token? {
        remoteLoopScope.cancel()
        guard delegate != nil, mainJoined else { return nil }
        return remoteLoopScope.token
    }

    func remoteLoopRuns(_ loop: SimScope.Token) -> Bool { remoteLoopScope.isCurrent(loop) && delegate != nil }

    /// Numbers the next payload a remote host sends.
    mutating func nextRemotePayload() -> Int {
        remoteSent += 1
        return remoteSent
    }

    /// Restarts the peers' audio metadata loop: its token and round while `runs`, else nil.
    mutating func restartPeerAudioLoop(runs: Bool) -> (loop: SimScope.Token, round: Int)? {
        peerAudioScope.cancel()
        guard runs else { return nil }
        return (peerAudioScope.token, peerAudioScope.generation)
    }

    func peerAudioLoopRuns(_ loop: SimScope.Token) -> Bool { peerAudioScope.isCurrent(loop) }

    mutating func destroy() {
        dataSource = nil
        delegate = nil
        remoteLoopScope.cancel()
        peerAudioScope.cancel()
    }
}
