import APIExample

/// Work the reducer asks the runtime to do; described as data so the reducer stays pure.
public enum Effect: Equatable, Sendable {
    case startSession(caseId: String, configs: Configs)
    case stopSession
    case performControl(id: String, change: ControlChange)
    case dismissNotice
    case answerPrompt(granted: Bool)
    /// The settings screen changed something: save it and apply it where it can be applied now.
    case settingsChanged(AppSettings)
    case quit
    /// Write these log lines to a file; the runtime answers with `Action.logSaved`.
    case saveLog(LogExport)
}
