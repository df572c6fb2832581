/// The engine's pre-call tests: at most one last-mile probe and one echo test at a time. Each start takes a new
/// serial, so the timers of a stopped test find it gone and do nothing.
struct SimPrecallState: SimComponent {
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
    private(set) var probe: Probe?
    /// Running from `startEchoTest` until `stopEchoTest` (the SDK never ends it by itself).
    private(set) var echo: Echo?
    private(set) var serial = 0

    /// A probe starts: its serial.
    mutating func startProbe(_ config: AgoraLastmileProbeConfig, at now: Double) -> Int {
        probe = Probe(serial: nextSerial(), config: config, startedAt: now)
        return serial
    }

    mutating func stopProbe() {
        probe = nil
    }

    /// Whether the probe started as `serial` still runs.
    func probeRuns(_ serial: Int) -> Bool { probe?.serial == serial }

    /// The echo test starts: its serial.
    mutating func startEcho(_ config: AgoraEchoTestConfiguration, at now: Double) -> Int {
        echo = Echo(serial: nextSerial(), config: config, startedAt: now)
        return serial
    }

    mutating func stopEcho() {
        echo = nil
    }

    mutating func destroy() {
        probe = nil
        echo = nil
    }

    private mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }
}
