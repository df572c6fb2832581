/// Where a session's events go (the app's reducer, or a `SessionHost`). Held apart from the session object so the
/// lines logged while it ends (leave, destroy) still arrive after the app has let go of it.
@MainActor
final class SessionOutlet {
    var sink: ((SessionEvent) -> Void)?

    func send(_ event: SessionEvent) {
        sink?(event)
    }
}
