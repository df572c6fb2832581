/// One line of the engine's trace: an API call with its return code, a delivered callback, or what the simulated
/// service side did that the SDK tells the app nothing about (e.g. a content inspection upload).
public struct AgoraSimTraceEvent: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        case apiCall
        case callback
        case simulation
    }

    /// Milliseconds since the engine was created.
    public var timeMs: Int
    public var kind: Kind
    /// Swift selector, e.g. "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)".
    public var name: String
    /// Readable arguments; tokens and certificates are never included (a token shows as `<token>`).
    public var detail: String
    /// The API's return code (nil for callbacks and for calls that return no code).
    public var result: Int32?
    /// Stats, volume indication and network quality reports.
    public var isPeriodic: Bool
    /// For an API call: the line of the app that made it (nil for callbacks, simulation lines, and calls the engine
    /// makes of itself).
    public var site: AgoraSimCallSite?

    public init(timeMs: Int, kind: Kind, name: String, detail: String, result: Int32?, isPeriodic: Bool,
                site: AgoraSimCallSite? = nil) {
        self.timeMs = timeMs
        self.kind = kind
        self.name = name
        self.detail = detail
        self.result = result
        self.isPeriodic = isPeriodic
        self.site = site
    }

    public var description: String {
        let arrow = switch kind {
        case .apiCall: "→"
        case .callback: "←"
        case .simulation: "[sim]"
        }
        let code = result.map { " = \($0)" } ?? ""
        return "[\(timeMs)ms] \(arrow) \(name) \(detail)\(code)"
    }
}

extension AgoraSimTraceEvent {
    /// The selector's base name: "joinChannel" for "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)".
    public var method: String { String(name.prefix { $0 != "(" }) }
}
