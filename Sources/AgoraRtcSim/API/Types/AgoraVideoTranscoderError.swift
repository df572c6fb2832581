/// Why the local transcoder cannot compose a source (`rtcEngine(_:didLocalVideoTranscoderErrorWithStream:errorCode:)`).
public enum AgoraVideoTranscoderError: Int, Sendable, CaseIterable {
    /// The source does not capture (or play): start it first.
    case videoSourceNotReady = 1
    case invalidVideoSourceType = 2
    case invalidImagePath = 3
    /// Not a PNG, JPEG or GIF the SDK can read.
    case unsupportImageFormat = 4
    /// The output size is not one the transcoder can make.
    case invalidLayout = 5
    case `internal` = 20
}
