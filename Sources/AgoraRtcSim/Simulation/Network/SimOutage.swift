/// One stretch of time during which the link to the cloud is down.
struct SimOutage: Sendable {
    /// Distinguishes this outage's timers from those of an earlier one in the same session.
    let serial: Int
    let startedAt: Double
    /// When the link comes back; a further drop during the outage can push it out.
    var endsAt: Double
}
