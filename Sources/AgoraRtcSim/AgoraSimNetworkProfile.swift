/// The simulated network between this client and the cloud.
public enum AgoraSimNetworkProfile: String, Sendable, CaseIterable {
    case good
    case lossy
    case poor
    /// Good, but with a 7 s outage every 40 s (reconnecting → interrupted, then rejoin success).
    case intermittent
}
