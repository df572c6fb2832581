import APIExample
import ExampleBrowser

extension AppState {
    /// This state with `session` as the running session and `log` as what the log viewer reads (a live log becomes
    /// the running session's, an ended one the last session's), as the runtime would have them by now.
    public func installing(session: SessionState? = nil, log: LogSnapshot? = nil) -> AppState {
        var state = self
        if let session { state.session = session }
        if let log {
            var holder = log.isLive ? (state.session ?? SessionState(caseId: log.caseId)) : SessionState(caseId: log.caseId)
            holder.log = LogBook(entries: log.entries, dropped: log.dropped)
            if log.isLive {
                state.session = holder
            } else {
                state.session = nil
                state.endedSession = holder
            }
        }
        return state
    }
}
