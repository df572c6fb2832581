/// `AgoraMediaRecorderContainerFormat`: the SDK writes MP4 only (the Swift spelling `.MP4` is the SDK's own).
/// The simulation has no H.264/AAC encoder, so an `.MP4` recording is written as its two tracks in formats a
/// standard player opens without one: the video as YUV4MPEG2 (`.y4m`) and the audio as 16-bit PCM WAV (`.wav`),
/// next to `storagePath` (see `AgoraMediaRecorder.trackPaths(forStoragePath:streamType:)`).
public enum AgoraMediaRecorderContainerFormat: Int, Sendable {
    case MP4 = 1
}
