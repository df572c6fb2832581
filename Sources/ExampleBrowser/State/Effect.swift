import APIExample

/// Work the reducer asks the runtime to do; described as data so the reducer stays pure.
public enum Effect: Equatable, Sendable {
    /// Start the case's Main; its events come back as `Action.session(serial:_:)`.
    case startSession(caseId: String, serial: Int, configs: Configs)
    case stopSession
    /// The user changed control `id`: the case applies `value` to the SDK.
    case performControl(id: String, value: ControlValue)
    case dismissNotice
    case answerPrompt(granted: Bool)
    /// The settings screen changed something: save it and apply it where it can be applied now.
    case settingsChanged(AppSettings)
    case quit
    /// Write these log lines to a file; the runtime answers with `Action.logSaved`.
    case saveLog(LogExport)
}
