/// `AgoraAudioFileRecordingType`: what `startAudioRecording(_:)` records.
public enum AgoraAudioFileRecordingType: Int, Sendable {
    /// Only the local user's audio (the microphone).
    case mic = 1
    /// Only the audio of all remote users (what plays back).
    case playback = 2
    /// The local user and all remote users, mixed.
    case mixed = 3
}
