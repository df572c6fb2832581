/// The capture state machine both cameras share (the camera, `SimCameraCapture`, and the second camera,
/// `SimSecondaryCamera`): stopped → capturing → encoding, when the capture started, and whether its first frame has
/// been shown. What differs between the two (their frame loops, the camera's stabilization) stays in each camera.
struct SimCaptureState: Sendable {
    private(set) var state: AgoraVideoLocalState = .stopped
    private(set) var startedAt: Double = 0
    private(set) var firstFrameReported = false

    /// What a move did: the states to report (in order), and whether the capture (re)started.
    struct Move {
        var reported: [AgoraVideoLocalState] = []
        var started = false
    }

    /// Moves to `target` (stopped, capturing, or encoding while a connection publishes the camera). A capture that
    /// starts begins timing its first frame, and one that goes straight to encoding reports capturing first.
    mutating func move(to target: AgoraVideoLocalState, now: Double) -> Move {
        guard target != state else { return Move() }
        var move = Move()
        if state == .stopped {
            startedAt = now
            firstFrameReported = false
            move.started = true
            if target == .encoding { move.reported.append(.capturing) }
        }
        move.reported.append(target)
        state = target
        return move
    }

    /// A picture reached the view: the seconds since the capture started when it is the first one, else nil.
    mutating func firstFrameShown(now: Double) -> Double? {
        guard !firstFrameReported else { return nil }
        firstFrameReported = true
        return now - startedAt
    }
}
