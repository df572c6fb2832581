import AgoraRtcSim

/// A join waiting on permission or a token: the main connection's `joinChannel` (no delegate) or a
/// `joinChannelEx` with the delegate its callbacks go to.
struct PendingJoin {
    let ticket: JoinTicket
    let userAccount: String?
    /// The case's own token (JoinChannelVideoToken), used instead of asking the token service.
    let token: String?
    let options: AgoraRtcChannelMediaOptions
    /// Whether this is a `joinChannelEx`.
    let isEx: Bool
    /// Where a `joinChannelEx` connection's callbacks go (nil: nowhere, as the original's audio forwarding).
    let exDelegate: (any AgoraRtcEngineDelegate)?
    /// The `joinChannelEx` success block.
    let exJoinSuccess: (@Sendable (String, UInt, Int) -> Void)?
    /// The case's SDK calls that need the join's token, made just before joining (e.g. preloadChannel).
    var beforeJoin: (@MainActor (AgoraRtcEngineKit, String?) -> Void)?
    /// The case's SDK calls right after a `joinChannel` the SDK took (the original's next calls in its token callback).
    var afterJoin: (@MainActor (AgoraRtcEngineKit) -> Void)?
    var awaitingPermission = false
    /// The case's line that asked for the join: the trace names it for the join this pipeline makes later.
    var site: (file: StaticString, line: UInt) = (#filePath, #line)
    /// A `joinChannelEx` that is the session's main connection (a case that never calls `joinChannel`).
    var playsMain = false

    var isMain: Bool { !isEx || playsMain }
}
