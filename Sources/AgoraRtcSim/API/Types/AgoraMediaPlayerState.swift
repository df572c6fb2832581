/// `AgoraMediaPlayerState` (`MEDIA_PLAYER_STATE`). The 50–56 states are the SDK's internal ones: declared for
/// completeness, never reported.
public enum AgoraMediaPlayerState: Int, Sendable, CaseIterable {
    case idle = 0
    case opening = 1
    case openCompleted = 2
    case playing = 3
    case paused = 4
    case playBackCompleted = 5
    case playBackAllLoopsCompleted = 6
    case stopped = 7
    case pausingInternal = 50
    case stoppingInternal = 51
    case seekingInternal = 52
    case gettingInternal = 53
    case noneInternal = 54
    case doNothingInternal = 55
    case setTrackInternal = 56
    case failed = 100
}
