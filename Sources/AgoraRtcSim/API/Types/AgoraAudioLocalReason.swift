public enum AgoraAudioLocalReason: Int, Sendable, CaseIterable {
    case ok = 0
    case failure = 1
    case deviceNoPermission = 2
    case deviceBusy = 3
    case recordFailure = 4
    case encodeFailure = 5
    case noRecordingDevice = 6
    case noPlayoutDevice = 7
    case interrupted = 8
    case recordInvalidId = 9
    case playoutInvalidId = 10
}
