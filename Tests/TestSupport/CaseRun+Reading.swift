import AgoraRtcSim
import APIExample

/// What the case tests drive and read on a running case; the SDK calls and callbacks are read from the log's
/// trace events (`TraceReading`), not from how the log words them.
extension CaseRun: TraceReading {
    public var logEntries: ArraySlice<LogEntry> { session.log.entries[...] }

    public func advance(_ seconds: Double) { clock.advance(by: seconds) }

    public func press(_ id: String, _ change: ControlChange = .activate) { session.perform(id, change) }

    public func control(_ id: String) -> SessionControl? { session.state.control(id) }

    /// The case's panel as the screen words it in English.
    public var panelText: [String] {
        let text = Localizer(.en)
        return session.panel?.lines.map { line in
            line.key.map { String(format: text($0), arguments: line.arguments.map { text($0) }) } ?? line.text
        } ?? []
    }
}
