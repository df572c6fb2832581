/// `AgoraRhythmPlayerReason` (C++ `RHYTHM_PLAYER_REASON`): why the virtual metronome's state changed.
public enum AgoraRhythmPlayerReason: Int, Sendable, CaseIterable {
    case ok = 0
    case failed = 1
    /// A sound file could be found but not opened as audio.
    case canNotOpen = 801
    case canNotPlay = 802
    /// A sound file is longer than the SDK allows.
    case fileOverDurationLimit = 803
}
