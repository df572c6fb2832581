/// The simulated network between this client and the cloud.
public enum AgoraSimNetworkProfile: String, Sendable, CaseIterable {
    case good
    case lossy
    case poor
    /// Good, but the link drops every 40 s (first at 20 s): for 7 s (reconnecting/interrupted, then rejoin
    /// success), and every third time for 16 s, long enough for connection lost at 14 s.
    case intermittent
}
