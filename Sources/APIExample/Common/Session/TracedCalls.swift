import AgoraRtcSim

/// What the session's engine has traced so far, kept for the whole session (the log lets old lines go): the call
/// sites that ran, the callbacks delivered and the SDK methods called. The source view marks the executed lines from
/// it and emphasises the methods; a set insertion per traced line is all it costs while nobody looks.
public struct TracedCalls: Equatable, Sendable {
    public private(set) var sites: Set<AgoraSimCallSite> = []
    /// Callback selectors, e.g. "rtcEngine(_:didJoinedOfUid:elapsed:)".
    public private(set) var callbacks: Set<String> = []
    /// Base names of the API methods called, e.g. "joinChannel".
    public private(set) var methods: Set<String> = []

    public init() {}

    public mutating func record(_ event: AgoraSimTraceEvent) {
        switch event.kind {
        case .apiCall:
            methods.insert(event.method)
            if let site = event.site { sites.insert(site) }
        case .callback:
            callbacks.insert(event.name)
        case .simulation:
            break
        }
    }
}
