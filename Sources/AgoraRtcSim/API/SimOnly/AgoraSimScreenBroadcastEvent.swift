/// What the user does to a running screen broadcast from the system rather than the app (iOS's Control Center or
/// status bar; the system pausing it), which the real SDK learns from its broadcast extension.
public enum AgoraSimScreenBroadcastEvent: String, Sendable, CaseIterable {
    /// The user stops the broadcast: the capture ends, `(.stopped, .screenCaptureStoppedByUser)` (31).
    case stoppedByUser
    /// The broadcast pauses: no frames until it resumes, `(.capturing, .screenCapturePaused)` (28).
    case paused
    /// The broadcast goes on: `(.capturing, .screenCaptureResumed)` (29).
    case resumed
}
