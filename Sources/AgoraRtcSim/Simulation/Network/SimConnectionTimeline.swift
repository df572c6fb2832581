/// How long the SDK waits at each step of losing the server (facts: "4 s", "10 s further", "20 min").
enum SimConnectionTimeline {
    /// No data from the server for 4 s → (reconnecting, interrupted).
    static let interruptedAfter = 4.0
    /// 10 s more without getting back → connection lost (reconnecting, lost); retries continue.
    static let lostAfter = interruptedAfter + 10
    /// Retries give up after 20 minutes → (failed, joinFailed). Counted from the start of the retries
    /// (the interruption), since the SDK describes it as 20 minutes of failed reconnection attempts.
    static let giveUpAfter = interruptedAfter + 20 * 60
    /// Time for the cloud to take the user back once the link (or a valid token) is there again.
    static let rejoinLatency = 0.2...0.5
}
