/// Which delegate a callback goes to: the engine's (main connection and engine-wide events), or the one a
/// joinChannelEx connection was given, which gets everything about that connection.
enum SimRoute: Sendable {
    case main
    case ex(SimExLink)

    /// The connection the app's observer is asked about (nil: the main connection and engine-wide events).
    var connection: AgoraRtcConnection? {
        switch self {
        case .main: nil
        case .ex(let link): link.connection
        }
    }
}
