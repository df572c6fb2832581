import AgoraRtcSim
import Testing

/// What a test looks for in the engine's trace: an SDK call or a delegate callback, by name, with what its
/// arguments and code must be. It matches the trace event's fields (selector, arguments, code), never the log
/// line's wording, so the log can word a line differently without breaking the tests that read it.
public struct TraceMatch: Sendable, CustomStringConvertible {
    public enum Side: Sendable {
        case call
        case callback
    }

    public let side: Side
    /// A call's base method (`"setClientRole"`) or a callback's name (`"didJoinChannel"`, see `callbackName`).
    public let name: String
    /// The exact selector, only where one method has overloads a test tells apart (`"setClientRole(_:options:)"`).
    public var selector: String?
    /// The readable arguments exactly, or how they start, what they hold and how they end.
    public var with: String?
    public var startingWith: String?
    public var containing: [String]
    public var endingWith: String?
    /// The call's return code.
    public var returned: Int32?

    public init(_ side: Side, _ name: String, selector: String? = nil, with: String? = nil, startingWith: String? = nil,
                containing: [String] = [], endingWith: String? = nil, returned: Int32? = nil) {
        Self.guardName(name)
        self.side = side
        self.name = name
        self.selector = selector
        self.with = with
        self.startingWith = startingWith
        self.containing = containing
        self.endingWith = endingWith
        self.returned = returned
    }

    public static func call(_ method: String, selector: String? = nil, with: String? = nil, startingWith: String? = nil,
                            containing: String..., endingWith: String? = nil, returned: Int32? = nil) -> TraceMatch {
        TraceMatch(.call, method, selector: selector, with: with, startingWith: startingWith, containing: containing,
                   endingWith: endingWith, returned: returned)
    }

    public static func callback(_ name: String, selector: String? = nil, with: String? = nil, startingWith: String? = nil,
                                containing: String..., endingWith: String? = nil) -> TraceMatch {
        TraceMatch(.callback, name, selector: selector, with: with, startingWith: startingWith, containing: containing,
                   endingWith: endingWith)
    }

    public func matches(_ event: AgoraSimTraceEvent) -> Bool {
        switch side {
        case .call: guard event.kind == .apiCall, event.method == name else { return false }
        case .callback: guard event.kind == .callback, event.callbackName == name else { return false }
        }
        if let selector, event.name != selector { return false }
        if let with, event.detail != with { return false }
        if let startingWith, !event.detail.hasPrefix(startingWith) { return false }
        if let endingWith, !event.detail.hasSuffix(endingWith) { return false }
        if let returned, event.result != returned { return false }
        return containing.allSatisfy { event.detail.contains($0) }
    }

    public var description: String {
        var parts = [side == .call ? "call \(name)" : "callback \(name)"]
        if let selector { parts.append("selector \(selector)") }
        if let with { parts.append("with \"\(with)\"") }
        if let startingWith { parts.append("starting with \"\(startingWith)\"") }
        parts += containing.map { "containing \"\($0)\"" }
        if let endingWith { parts.append("ending with \"\(endingWith)\"") }
        if let returned { parts.append("returning \(returned)") }
        return parts.joined(separator: ", ")
    }

    /// A name that looks like a formatted log line (`"muteLocalAudioStream(true)"`, `"startPreview() → 0"`) is an
    /// old-style read that would now never match, and so would pass every negative check silently: it is an issue.
    static func guardName(_ name: String) {
        if name.isEmpty || name.contains(where: { "(→← ".contains($0) }) {
            Issue.record("\"\(name)\" is not an SDK method or callback name: pass the base name and match the arguments and code with with:/startingWith:/containing:/returned:")
        }
    }
}

extension AgoraSimTraceEvent {
    /// A delegate callback's name as tests say it: the label after the sender for the SDK's delegate protocols
    /// (`"didJoinChannel"` for `rtcEngine(_:didJoinChannel:withUid:elapsed:)`), otherwise the base name
    /// (`"onStateChanged"`, `"joinSuccess"`).
    public var callbackName: String {
        let base = method
        guard Self.senderFirstDelegates.contains(base), name.hasPrefix(base + "(_:") else { return base }
        let label = name.dropFirst(base.count + 3).prefix { $0 != ":" && $0 != ")" }
        return label.isEmpty ? base : String(label)
    }

    /// Delegates whose callbacks all start with the sender (`rtcEngine(_:…)`), so the base names nothing.
    static let senderFirstDelegates: Set<String> = ["rtcEngine", "AgoraRtcMediaPlayer", "mediaRecorder"]
}

extension AgoraSimTraceEvent {
    /// Whether this call or callback has these arguments and code (a test that already picked the event by name,
    /// e.g. the last `setVideoEffectFloatParam`).
    public func matches(with: String? = nil, startingWith: String? = nil, containing: String..., endingWith: String? = nil,
                        returned: Int32? = nil) -> Bool {
        TraceMatch(kind == .callback ? .callback : .call, kind == .callback ? callbackName : method, with: with,
                   startingWith: startingWith, containing: containing, endingWith: endingWith, returned: returned)
            .matches(self)
    }
}
