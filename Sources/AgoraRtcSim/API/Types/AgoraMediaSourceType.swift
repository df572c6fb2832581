/// Which media source an extension attaches to (`MEDIA_SOURCE_TYPE`).
public enum AgoraMediaSourceType: Int, Sendable, CaseIterable {
    case audioPlayout = 0
    /// The microphone.
    case recording = 1
    case primaryCamera = 2
    case secondaryCamera = 3
    case primaryScreen = 4
    case secondaryScreen = 5
    case customVideo = 6
    case mediaPlayer = 7
    case rtcImagePng = 8
    case rtcImageJpeg = 9
    case rtcImageGif = 10
    case remoteVideo = 11
    case transcodedVideo = 12
    /// Video driven by speech (the lip_sync extension's source).
    case speechDriven = 13
    /// Let the SDK pick the extension's own track (the C++ default).
    case unknown = 100

    var isAudio: Bool { self == .audioPlayout || self == .recording }
}
