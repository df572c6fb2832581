import AgoraRtcSim
import Foundation

/// One line of the session log: an engine API call (with its return code), a callback, an error or an app note.
public struct LogEntry: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case api
        case callback
        case error
        case app
    }

    /// Milliseconds since the session started.
    public let timeMs: Int
    public let kind: Kind
    public let text: String
    /// Stats, network quality and volume reports, which repeat on a cadence.
    public let isPeriodic: Bool
    /// For the app's own notes: the localization key and arguments, so the log pane shows them in the current
    /// language; `text` holds the English for headless output.
    public let key: String?
    public let arguments: [String]
    /// For an SDK call or callback: the engine's event the line was made from (selector, arguments, code), so a
    /// reader asks which call it was without parsing the line's wording.
    public let event: AgoraSimTraceEvent?

    public init(timeMs: Int, kind: Kind, text: String, isPeriodic: Bool = false, key: String? = nil, arguments: [String] = [],
                event: AgoraSimTraceEvent? = nil) {
        self.timeMs = timeMs
        self.kind = kind
        self.text = text
        self.isPeriodic = isPeriodic
        self.key = key
        self.arguments = arguments
        self.event = event
    }

    /// The line in `localizer`'s language.
    public func text(_ localizer: Localizer) -> String {
        guard let key else { return text }
        return LogEntry.render(key, arguments, localizer)
    }

    static func render(_ key: String, _ arguments: [String], _ localizer: Localizer) -> String {
        arguments.isEmpty ? localizer(key) : String(format: localizer(key), arguments: arguments.map { localizer($0) })
    }

    /// `mm:ss.mmm`, the session-relative timestamp shown before each line.
    public var timestamp: String {
        let minutes = timeMs / 60_000
        let seconds = (timeMs / 1000) % 60
        let millis = timeMs % 1000
        return "\(pad2(minutes)):\(pad2(seconds)).\(pad3(millis))"
    }

    private func pad2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    private func pad3(_ n: Int) -> String { n < 10 ? "00\(n)" : n < 100 ? "0\(n)" : "\(n)" }
}
