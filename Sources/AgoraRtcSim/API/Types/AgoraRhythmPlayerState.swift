/// `AgoraRhythmPlayerState` (C++ `RHYTHM_PLAYER_STATE_TYPE`): where the virtual metronome stands.
public enum AgoraRhythmPlayerState: Int, Sendable, CaseIterable {
    case idle = 810
    case opening = 811
    case decoding = 812
    case playing = 813
    case failed = 814
}
