/// `AgoraAudioMixingReasonCode` (SDK 4.6 values). The ObjC names are `AgoraAudioMixingReasonType…`; the Swift
/// spellings here are shortened, a best guess.
public enum AgoraAudioMixingReasonCode: Int, Sendable, CaseIterable {
    /// The file opened (and playback started or paused normally).
    case ok = 0
    /// The file is missing, unreadable, or in a format the SDK cannot play.
    case canNotOpen = 701
    /// startAudioMixing again less than 500 ms after the previous call.
    case tooFrequentCall = 702
    /// Playback was cut off (the file went away mid-play).
    case interruptedEOF = 703
    case oneLoopCompleted = 721
    case allLoopsCompleted = 723
    case stoppedByUser = 724
    case resumedByUser = 726
}
