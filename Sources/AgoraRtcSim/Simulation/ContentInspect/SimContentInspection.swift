/// Content inspection (`enableContentInspect`): the configuration in force and its screenshots' count, from the
/// call that enables it until one that disables or replaces it. Not tied to a channel.
struct SimContentInspection: SimComponent {
    private(set) var current: SimContentInspect?

    /// enableContentInspect: replaces (or with `enabled` false, ends) what was in force; a refused config turns
    /// inspection off and returns the code.
    mutating func enable(_ enabled: Bool, config: AgoraContentInspectConfig) -> AgoraErrorCode? {
        current?.scope.cancel()
        guard enabled else {
            current = nil
            return nil
        }
        if let refusal = SimContentInspect.refusal(config) {
            current = nil
            return refusal
        }
        current = SimContentInspect(config: config)
        return nil
    }

    /// The uploads of `scope` still run.
    func runs(_ scope: SimScope.Token) -> Bool { current?.scope.isCurrent(scope) == true }

    /// A screenshot of `type` was uploaded: how many so far.
    mutating func countUpload(_ type: AgoraContentInspectType) -> Int {
        current?.uploads[type, default: 0] += 1
        return current?.uploads[type] ?? 0
    }

    mutating func destroy() {
        current?.scope.cancel()
        current = nil
    }
}
