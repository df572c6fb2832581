/// `AgoraMediaPlayerEvent` (`MEDIA_PLAYER_EVENT`), reported by `AgoraRtcMediaPlayer(_:didOccur:elapsedTime:message:)`.
public enum AgoraMediaPlayerEvent: Int, Sendable, CaseIterable {
    case seekBegin = 0
    case seekComplete = 1
    case seekError = 2
    case audioTrackChanged = 5
    case bufferLow = 6
    case bufferRecover = 7
    case freezeStart = 8
    case freezeStop = 9
    case switchBegin = 10
    case switchComplete = 11
    case switchError = 12
    case firstDisplayed = 13
    case reachCacheFileMaxCount = 14
    case reachCacheFileMaxSize = 15
    case tryOpenStart = 16
    case tryOpenSucceed = 17
    case tryOpenFailed = 18
    case httpRedirect = 19
}
