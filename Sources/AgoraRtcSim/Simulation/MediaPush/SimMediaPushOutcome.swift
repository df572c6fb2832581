/// What a Media Push method decided: the callbacks to deliver, the steps to schedule (in this order), and, for an
/// API call, its return code.
struct SimMediaPushOutcome: Sendable {
    var code: Int32 = 0
    var callbacks: [SimCallback] = []
    var timers: [SimMediaPushTimer] = []

    static func code(_ code: Int32) -> SimMediaPushOutcome { SimMediaPushOutcome(code: code) }
}
