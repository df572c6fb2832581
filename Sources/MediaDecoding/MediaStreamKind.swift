/// A stream's kind, with the raw values of the SDK's `AgoraMediaStreamType`.
public enum MediaStreamKind: Int, Sendable {
    case unknown = 0
    case video = 1
    case audio = 2
    case subtitle = 3
}
