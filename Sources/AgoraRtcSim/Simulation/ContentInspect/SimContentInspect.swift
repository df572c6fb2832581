/// Content inspection while it is enabled: the modules that take screenshots and how many each has uploaded.
struct SimContentInspect: Sendable {
    static let maxModules = 32
    static let maxExtraInfoBytes = 1024

    let config: AgoraContentInspectConfig
    /// Cancelled when inspection is disabled or enabled again, so only the current modules' timers upload.
    var scope = SimScope()
    var uploads: [AgoraContentInspectType: Int] = [:]

    /// -2 for what the SDK refuses: more than 32 modules, two of one type, extraInfo over 1024 bytes, a negative
    /// interval. nil when the config is accepted.
    static func refusal(_ config: AgoraContentInspectConfig) -> AgoraErrorCode? {
        let types = config.modules.map(\.type)
        guard config.modules.count <= maxModules, Set(types).count == types.count,
              (config.extraInfo?.utf8.count ?? 0) <= maxExtraInfoBytes,
              config.modules.allSatisfy({ $0.interval >= 0 }) else { return .invalidArgument }
        return nil
    }

    /// The modules that upload: a real type and an interval.
    var uploadingModules: [AgoraContentInspectModule] {
        config.modules.filter { $0.type != .invalid && $0.interval > 0 }
    }
}
