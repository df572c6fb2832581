/// Congestion control for a custom encoded track (TCcMode): the SDK's on by default.
public enum AgoraTCcMode: Int, Sendable {
    case enabled = 0
    case disabled = 1
}
