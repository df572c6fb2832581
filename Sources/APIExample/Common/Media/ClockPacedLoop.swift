import AgoraRtcSim
import Dispatch

/// Ticks at a fixed rate on the session's clock, for the app's own media sources (a clip's frames, its packets).
/// Tick n is due at start + n / rate, so the rate does not drift however late a tick runs; a test in virtual time
/// sees the same cadence as a live run.
@MainActor
final class ClockPacedLoop {
    let framesPerSecond: Double
    /// Called with the tick's number (0, 1, …) and its time in milliseconds since `start()`.
    var onTick: ((_ index: Int, _ timeMs: Int) -> Void)?
    private let clock: any AgoraSimClock
    private var generation = 0
    private var startedAt = 0.0
    private var sent = 0

    init(framesPerSecond: Double, clock: any AgoraSimClock) {
        self.framesPerSecond = framesPerSecond
        self.clock = clock
    }

    func start() {
        generation += 1
        startedAt = clock.now
        sent = 0
        scheduleNext(generation)
    }

    func stop() {
        generation += 1
    }

    private func scheduleNext(_ current: Int) {
        let due = startedAt + Double(sent) / framesPerSecond
        clock.schedule(after: max(0, due - clock.now), on: .main) { [weak self] in
            MainActor.assumeIsolated { self?.tick(current) }
        }
    }

    private func tick(_ current: Int) {
        guard current == generation else { return }
        let timeMs = Int((Double(sent) * 1000 / framesPerSecond).rounded())
        onTick?(sent, timeMs)
        sent += 1
        scheduleNext(current)
    }
}
