/// The engine's video frame loops (each remote user's decoder, the camera, the pictures sent to other instances),
/// all driven by one clock timer.
///
/// A timer per frame per user costs a timer, a worker wake-up and its context switches each: in a many-user
/// session that was most of the engine's cost. Here every loop keeps its own due time and the one timer is armed
/// at the earliest of them, rounded up to `grid`, so loops due close together share a wake-up. A loop's next due
/// time is its last one plus a frame interval (not the time the timer really fired), so each rate stays exact on
/// average and a frame's timestamp stays the time it was due. A loop's first frame is not rounded: it comes when
/// it is due, as it would on a timer of its own, so first-frame times do not move.
///
/// Pure bookkeeping: the engine arms the clock timer `arm(now:)` asks for and runs the loops `beginTick` hands out.
struct SimFramePacer: Sendable {
    enum Subject: Hashable, Sendable {
        /// A remote user's video, on the connection whose session handed out `session`.
        case remote(session: SimScope.Token, uid: UInt)
        /// The camera.
        case camera
        /// The second camera (multi-camera capture).
        case secondaryCamera
        /// The local video transcoder's composed picture.
        case transcoder
        /// The screen being captured.
        case screen
        /// The pictures a connection sends to other instances, while the session that handed out `session` lasts.
        case cloudPictures(session: SimScope.Token)
    }

    struct Loop: Sendable {
        let subject: Subject
        /// The render scope token the loop was started under: once it is stale the loop ends.
        let render: SimScope.Token
        /// Engine time the next frame is due: also that frame's timestamp.
        var due: Double
        /// Breaks ties between loops due at the same time: the one started first goes first.
        let order: Int
        /// Whether the frame may wait for the next grid step; a first frame, and a loop faster than the grid, may not.
        var onGrid: Bool
    }

    /// 15 and 30 fps (the common rates) land on every second or every step of it, so their frames are not late.
    static let grid = 1.0 / 30
    /// Float slack when comparing times that were computed along different paths.
    private static let slack = 1e-6

    private(set) var loops: [Loop] = []
    private var started = 0
    /// Names the one clock timer meant to act; one armed before the last re-arm finds it changed and does nothing.
    private(set) var generation = 0
    /// When the acting timer fires; nil when none is pending.
    private(set) var armedAt: Double?
    /// Between `beginTick` and `endTick` the loops being run re-join one by one: arming waits for the end.
    private var ticking = false

    /// Starts (or restarts) `subject`'s loop, replacing any older one, with its first frame due at `due`.
    mutating func start(_ subject: Subject, render: SimScope.Token, due: Double) {
        loops.removeAll { $0.subject == subject }
        loops.append(Loop(subject: subject, render: render, due: due, order: started, onGrid: false))
        started += 1
    }

    /// The loop's frame ran: its next one is due a frame interval after the last, or, if that left it more than a
    /// frame behind (a stalled queue), a frame interval from now.
    mutating func resume(_ loop: Loop, interval: Double, now: Double) {
        // A restart while the frame ran already put a newer loop in its place.
        guard !loops.contains(where: { $0.subject == loop.subject }) else { return }
        var next = loop
        next.due = now - loop.due > interval ? now + interval : loop.due + interval
        next.onGrid = interval >= Self.grid - Self.slack
        loops.append(next)
    }

    /// When `subject`'s next frame is due, if its loop runs and is not being ticked.
    func due(of subject: Subject) -> Double? {
        loops.first { $0.subject == subject }?.due
    }

    /// The time the clock timer should fire at: the soonest loop, on the grid if it may wait, not before `now`.
    func wakeTime(now: Double) -> Double? {
        loops.lazy.map { $0.onGrid ? Self.onGrid($0.due) : $0.due }.min().map { max(now, $0) }
    }

    /// A clock timer to arm (its delay and generation), unless one pending fires early enough already or no loop
    /// is left.
    mutating func arm(now: Double) -> (delay: Double, generation: Int)? {
        guard !ticking, let wake = wakeTime(now: now) else { return nil }
        if let armedAt, armedAt <= wake { return nil }
        generation += 1
        armedAt = wake
        return (wake - now, generation)
    }

    /// The timer of `generation` fired: the loops due by `now`, in due-time order (ties in start order), taken out
    /// until each resumes. Nil for a timer that a later arm replaced.
    mutating func beginTick(generation: Int, now: Double) -> [Loop]? {
        guard generation == self.generation, !ticking else { return nil }
        armedAt = nil
        ticking = true
        let due = loops.filter { $0.due <= now + Self.slack }.sorted { ($0.due, $0.order) < ($1.due, $1.order) }
        loops.removeAll { $0.due <= now + Self.slack }
        return due
    }

    /// The tick's loops have run; the caller arms the next timer.
    mutating func endTick() {
        ticking = false
    }

    /// The first grid step at or after `time` (a time just past a step, by float error, counts as on it).
    static func onGrid(_ time: Double) -> Double {
        (time / grid - slack).rounded(.up) * grid
    }
}
