import AgoraRtcSim

/// What each asynchronous step of a join (permission, token) snapshots and re-checks on the main actor before it
/// goes on: the connection, the engine, and that connection's generation, which every new join, leave and the
/// end of the session bump.
struct JoinTicket: Equatable {
    let connection: AgoraRtcConnection
    let engine: ObjectIdentifier
    let generation: Int
}
