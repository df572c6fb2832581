import AgoraRtcSim

/// The session's joins, keyed by connection: a generation per connection (so a permission answer or a token still
/// on its way for a connection left since is dropped), the joins waiting, what each joined connection's token was
/// requested for (so renewal asks for the same), and the simulated OS's one answer about camera and microphone.
struct JoinBook {
    private(set) var generations: [AgoraRtcConnection: Int] = [:]
    var pending: [AgoraRtcConnection: PendingJoin] = [:]
    var tokenRequests: [AgoraRtcConnection: TokenRequest] = [:]
    /// The main connection, once `joinChannel` was asked for.
    var mainConnection: AgoraRtcConnection?
    /// The main connection joins with `joinChannelEx`, so its token is renewed with `updateChannelEx`.
    var mainConnectionIsEx = false
    /// Asked once per session; the answer holds for every connection.
    var permission: Bool?
    /// Whether the permission dialog is up.
    var isAsking = false
    /// The joins waiting on the dialog, in the order they were asked for, which is the order they go on in.
    var permissionQueue: [AgoraRtcConnection] = []

    /// A new join or a leave of `connection`: whatever was under way for it is stale from now on.
    mutating func bump(_ connection: AgoraRtcConnection) -> Int {
        let next = (generations[connection] ?? 0) + 1
        generations[connection] = next
        pending[connection] = nil
        return next
    }

    func isCurrent(_ ticket: JoinTicket, engine: AgoraRtcEngineKit?) -> Bool {
        guard let engine, ObjectIdentifier(engine) == ticket.engine else { return false }
        return generations[ticket.connection] == ticket.generation
    }

    /// The session ends: nothing pending survives, and no token is renewed.
    mutating func cancelAll() {
        for connection in generations.keys { _ = bump(connection) }
        tokenRequests = [:]
        isAsking = false
        permissionQueue = []
    }
}
