public enum AgoraVideoSourceType: Int, Sendable, CaseIterable {
    case camera = 0
    case cameraSecondary = 1
    case screen = 2
    case screenSecondary = 3
    case custom = 4
    case mediaPlayer = 5
    case rtcImagePng = 6
    case rtcImageJpeg = 7
    case rtcImageGif = 8
    case remote = 9
    case transCoded = 10
    case unknown = 100
}
