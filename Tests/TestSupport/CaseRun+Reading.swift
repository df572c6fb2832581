import AgoraRtcSim
import APIExample

/// What the case tests drive and read on a running case.
extension CaseRun {
    public func advance(_ seconds: Double) { clock.advance(by: seconds) }

    public func press(_ id: String, _ change: ControlChange = .activate) { session.perform(id, change) }

    public func control(_ id: String) -> SessionControl? { session.state.control(id) }

    /// The session log's lines, as the log pane shows them in English.
    public var texts: [String] { session.log.entries.map(\.text) }

    /// The log lines that start with `prefix` (an API's name, an arrow and a callback's).
    public func lines(_ prefix: String) -> [String] { texts.filter { $0.hasPrefix(prefix) } }

    public func count(_ prefix: String) -> Int { lines(prefix).count }

    public func called(_ prefix: String) -> Bool { texts.contains { $0.hasPrefix(prefix) } }

    /// The SDK calls the session made, in order, as the engine traced them: assert on the selector, the arguments
    /// and the code rather than on how the log words the line.
    public var calls: [AgoraSimTraceEvent] { session.log.entries.compactMap(\.event).filter { $0.kind == .apiCall } }

    /// The calls of one method (`"joinChannel"`: every `joinChannel(…)` selector), in order.
    public func calls(_ method: String) -> [AgoraSimTraceEvent] { calls.filter { $0.method == method } }

    /// The delegate callbacks the session heard, in order.
    public var callbacks: [AgoraSimTraceEvent] { session.log.entries.compactMap(\.event).filter { $0.kind == .callback } }

    /// The base names of the calls, in order (`["sharedEngine", "setClientRole", …]`).
    public var callOrder: [String] { calls.map(\.method) }

    /// The case's panel as the screen words it in English.
    public var panelText: [String] {
        let text = Localizer(.en)
        return session.panel?.lines.map { line in
            line.key.map { String(format: text($0), arguments: line.arguments.map { text($0) }) } ?? line.text
        } ?? []
    }
}
