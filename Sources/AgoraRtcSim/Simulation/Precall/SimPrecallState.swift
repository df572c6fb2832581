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
    /// The echo test's sound while it runs with `enableAudio`.
    private(set) var echoAudio: SimEchoAudio?
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
        echoAudio = config.enableAudio ? SimEchoAudio(intervalSeconds: config.intervalInSeconds) : nil
        return serial
    }

    mutating func stopEcho() {
        echo = nil
        echoAudio = nil
    }

    /// 10 ms the microphone captured for the echo test; what comes back of what was captured an interval ago.
    mutating func passEchoAudio(_ captured: [Float]) -> [Float]? { echoAudio?.pass(captured) }

    mutating func destroy() {
        probe = nil
        echo = nil
        echoAudio = nil
    }

    private mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }
}
