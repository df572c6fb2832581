/// What a channel media relay method decided: the callbacks to deliver and the steps to schedule, in this order.
struct SimMediaRelayOutcome: Sendable {
    var callbacks: [SimCallback] = []
    var timers: [SimMediaRelayTimer] = []
}
