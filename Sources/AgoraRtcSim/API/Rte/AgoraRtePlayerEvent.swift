/// Player events (`AgoraRtePlayerObserver.onEvent(_:)`).
public enum AgoraRtePlayerEvent: UInt, Sendable, CaseIterable {
    case seekBegin = 0
    case seekComplete = 1
    case seekError = 2
    case bufferLow = 3
    case bufferRecover = 4
    case freezeStart = 5
    case freezeStop = 6
    case oneLoopPlaybackCompleted = 7
    case authenticationWillExpire = 8
    case abrFallbackToAudioOnlyLayer = 9
    case abrRecoverFromAudioOnlyLayer = 10
    case switchBegin = 11
    case switchComplete = 12
    case switchError = 13
    /// The first picture is on the canvas.
    case firstDisplayed = 14
    case reachCacheFileMaxCount = 15
    case reachCacheFileMaxSize = 16
    case tryOpenStart = 17
    case tryOpenSucceed = 18
    case tryOpenFailed = 19
    case audioTrackChanged = 20
}
