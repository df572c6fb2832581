/// A step of Media Push that waits: the engine runs it after `delay` while the session of `session` lasts, and hands
/// it back to `SimMediaPush.fire`.
struct SimMediaPushTimer: Sendable {
    enum Step: Sendable {
        /// The CDN answers a connecting push.
        case serverAnswers
        /// A `dropRecover` / `dropFail` CDN drops a running push.
        case serverDrops
        /// A `dropRecover` CDN takes a dropped push back.
        case serverRecovers
        /// A push still recovering gives up.
        case recoveryTimeout
        /// A stopped push finishes disconnecting.
        case disconnected
        /// The new layout of every transcoded push is in effect (not tied to one push).
        case transcodingUpdated
    }

    let session: SimScope.Token
    let delay: Double
    let step: Step
    /// The push the step belongs to and its serial when the step was scheduled: the step does nothing once that
    /// push is gone or has changed state (a URL, since other pushes may be removed meanwhile).
    let url: String
    let serial: Int
}
