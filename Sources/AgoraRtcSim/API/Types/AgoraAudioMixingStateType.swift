/// `AgoraAudioMixingStateType`: where the music file mixed into the microphone stands.
public enum AgoraAudioMixingStateType: Int, Sendable, CaseIterable {
    case playing = 710
    case paused = 711
    case stopped = 713
    case failed = 714
}
