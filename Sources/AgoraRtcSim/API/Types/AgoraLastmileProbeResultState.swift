/// How complete a last-mile probe result is.
public enum AgoraLastmileProbeResultState: Int, Sendable, CaseIterable {
    case complete = 1
    /// No bandwidth estimate: the test could not finish it (its figures for bandwidth are 0).
    case incompleteNoBwe = 2
    /// The test could not run at all, e.g. the network is down.
    case unavailable = 3
}
