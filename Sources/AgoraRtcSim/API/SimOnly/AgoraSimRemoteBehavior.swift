/// How the simulated remote users of a channel come and go.
public enum AgoraSimRemoteBehavior: String, Sendable, CaseIterable {
    /// Each joins 1–3 s after the local join and stays.
    case steady
    /// Each joins, stays 8–20 s, leaves (quit) and rejoins a few seconds later.
    case churn
    /// A mix: steady video hosts, audio-only hosts, churning hosts, a host who steps down to audience,
    /// and (in live broadcasting) invisible audience members.
    case mixed
}
