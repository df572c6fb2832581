/// AI noise suppression modes for `setAINSMode(_:mode:)`. The iOS SDK exposes the C enum under its C name, so the
/// sample code writes `.AINS_MODE_BALANCED`.
public enum AUDIO_AINS_MODE: Int, Sendable, CaseIterable {
    case AINS_MODE_BALANCED = 0
    case AINS_MODE_AGGRESSIVE = 1
    case AINS_MODE_ULTRALOWLATENCY = 2
}
