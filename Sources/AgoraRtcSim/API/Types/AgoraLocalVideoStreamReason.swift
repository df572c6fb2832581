public enum AgoraLocalVideoStreamReason: Int, Sendable, CaseIterable {
    case ok = 0
    case failure = 1
    case deviceNoPermission = 2
    case deviceBusy = 3
    case captureFailure = 4
    case codecNotSupport = 5
    case captureInBackground = 6
    case captureMultipleForegroundApps = 7
    case deviceNotFound = 8
    case deviceDisconnected = 9
    case deviceInvalidId = 10
    case deviceInterrupt = 14
    case deviceFatalError = 15
    case deviceSystemPressure = 101
}
