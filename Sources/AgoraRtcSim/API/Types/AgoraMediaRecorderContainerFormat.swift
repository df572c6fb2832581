/// `AgoraMediaRecorderContainerFormat`: the SDK writes MP4 only (the Swift spelling `.MP4` is the SDK's own): one
/// file at `storagePath`, H.264 video and AAC audio (either left out per `AgoraMediaRecorderStreamType`).
public enum AgoraMediaRecorderContainerFormat: Int, Sendable {
    case MP4 = 1
}
