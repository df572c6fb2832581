import AgoraRtcSim

/// What a session keeps about its joinChannelEx connections: a generation per connection (bumped by every join
/// and leave, so a permission answer or a token still on its way for a connection the user has left since is
/// dropped), the joins waiting on permission or a token, and what each joined connection's token was requested
/// for, so renewal asks for the same.
struct ExJoinBook {
    /// The permission dialog's ticket when it was raised for a joinChannelEx connection alone.
    static let promptTicket = -2

    private(set) var generations: [AgoraRtcConnection: Int] = [:]
    var pending: [AgoraRtcConnection: PendingExJoin] = [:]
    var tokenRequests: [AgoraRtcConnection: TokenRequest] = [:]

    /// A new join or a leave of `connection`: whatever was under way for it is stale from now on.
    mutating func bump(_ connection: AgoraRtcConnection) -> Int {
        let next = (generations[connection] ?? 0) + 1
        generations[connection] = next
        pending[connection] = nil
        return next
    }

    func generation(of connection: AgoraRtcConnection) -> Int { generations[connection] ?? 0 }

    /// The session ends: nothing pending survives (the engine check would drop it anyway).
    mutating func dropAll() {
        for connection in generations.keys { _ = bump(connection) }
        tokenRequests = [:]
    }
}
