/// `AgoraMediaPlayerReason` (`MEDIA_PLAYER_REASON`, called `AgoraMediaPlayerError` before 4.x): why the player
/// changed state. The player's calls also return these negated codes' values where the simulation's choices say so.
public enum AgoraMediaPlayerReason: Int, Sendable, CaseIterable {
    case none = 0
    case invalidArguments = -1
    case `internal` = -2
    case noResource = -3
    case invalidMediaSource = -4
    case unknownStreamType = -5
    case objNotInitialized = -6
    case codecNotSupported = -7
    case videoRenderFailed = -8
    case invalidState = -9
    case urlNotFound = -10
    case invalidConnectionState = -11
    case srcBufferUnderflow = -12
    case interrupted = -13
    case notSupported = -14
    case tokenExpired = -15
    case ipExpired = -16
    case unknown = -17
}
