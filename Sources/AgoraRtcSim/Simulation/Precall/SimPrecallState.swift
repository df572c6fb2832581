/// The engine's pre-call tests: at most one last-mile probe and one echo test at a time. Each start takes a new
/// serial, so the timers of a stopped test find it gone and do nothing.
struct SimPrecallState: Sendable {
    struct Probe: Sendable {
        let serial: Int
        let config: AgoraLastmileProbeConfig
        let startedAt: Double
    }

    struct Echo: Sendable {
        let serial: Int
        let config: AgoraEchoTestConfiguration
        let startedAt: Double
    }

    /// Running from `startLastmileProbeTest` until its result is delivered or `stopLastmileProbeTest`.
    var probe: Probe?
    /// Running from `startEchoTest` until `stopEchoTest` (the SDK never ends it by itself).
    var echo: Echo?
    private(set) var serial = 0

    mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }
}
