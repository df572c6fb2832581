import AgoraRtcSim

/// Turns the engine's trace into log lines: `name(args) → code` for calls, `← name(args)` for callbacks,
/// `[sim] name args` for what only the simulation knows.
enum TraceFormatter {
    static func entry(for event: AgoraSimTraceEvent, timeMs: Int) -> LogEntry {
        let arguments = event.detail.isEmpty ? "" : " " + event.detail
        switch event.kind {
        case .apiCall:
            let code = event.result.map { " → \($0)" } ?? ""
            let failed = (event.result ?? 0) < 0
            // Calls made at frame rate (pushed frames, raw audio pushes and pulls) come as periodic counted lines;
            // a failure is always shown.
            return LogEntry(timeMs: timeMs, kind: failed ? .error : .api, text: event.name + arguments + code,
                            isPeriodic: event.isPeriodic && !failed, event: event)
        case .callback:
            let isError = event.name.contains("didOccurError")
            return LogEntry(timeMs: timeMs, kind: isError ? .error : .callback, text: "← " + event.name + arguments,
                            isPeriodic: event.isPeriodic, event: event)
        case .simulation:
            // Not the SDK speaking: marked so that nobody takes it for an API call or a callback.
            return LogEntry(timeMs: timeMs, kind: .app, text: "[sim] " + event.name + arguments, isPeriodic: event.isPeriodic,
                            event: event)
        }
    }
}
