/// `AgoraRecorderStreamType` (since 4.5): what a recorder records. `.rtc` is a user's stream in a channel (the local
/// user or a remote one); `.preview` is the local camera and microphone before (or without) joining.
public enum AgoraRecorderStreamType: Int, Sendable {
    case rtc = 0
    case preview = 1
}
