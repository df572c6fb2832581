import AgoraRtcSim
import APIExample
import CaseSource

/// The line of the app behind a log line: where an SDK call was made (the engine's trace says), or the case's
/// method that handled a callback (found in the case's bundled source). Other lines have none.
public struct LogSourceLocator: Sendable {
    private let handlers: CallbackHandlerLocator

    public init(item: MenuItem) {
        handlers = CallbackHandlerLocator(files: CaseSourceLibrary.files(inCaseFolder: item.path))
    }

    /// "<path relative to the package>:<line>", or nil.
    public func source(of entry: LogEntry) -> String? {
        guard let event = entry.event else { return nil }
        switch event.kind {
        case .apiCall: return event.site?.description
        case .callback: return handlers.handler(of: event.name)?.description
        case .simulation: return nil
        }
    }
}
