import AgoraRtcSim
import APIExample
import CaseSource

/// Where the session is in a case's source: the line of its last call or callback (the mark the view follows), the
/// lines it has run, and its last call made outside the case's folder (a base class's), which the view names in a
/// note instead of moving. Periodic reports (stats every second) never move the mark, so it does not jitter; their
/// handlers still count as run.
struct SourceTrail {
    /// The running session of the document's case, else the last one of it (after Back), else none.
    let session: SessionState?
    let isLive: Bool
    let mark: SourceLine?
    /// The newest call after the mark that was made outside the case's files.
    let outside: AgoraSimTraceEvent?

    init(_ state: AppState, _ document: SourceDocument) {
        if let running = state.session, running.caseId == document.caseId {
            session = running
            isLive = true
        } else {
            session = state.endedSession.flatMap { $0.caseId == document.caseId ? $0 : nil }
            isLive = false
        }
        var mark: SourceLine?
        var outside: AgoraSimTraceEvent?
        for entry in (session?.log.entries ?? []).reversed() {
            guard let event = entry.event, !event.isPeriodic, event.kind != .simulation else { continue }
            if let line = document.line(of: event) {
                mark = line
                break
            }
            if outside == nil, event.kind == .apiCall, event.site != nil { outside = event }
        }
        self.mark = mark
        self.outside = outside
    }

    func executedLines(inTab tab: Int, _ document: SourceDocument) -> Set<Int> {
        session.map { document.executedLines(inTab: tab, $0.traced) } ?? []
    }
}
