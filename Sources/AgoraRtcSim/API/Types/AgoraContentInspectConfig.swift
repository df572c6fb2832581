/// What `enableContentInspect(_:config:)` takes (SDK 4.x `AgoraContentInspectConfig`). The results of the
/// moderation never come back to the app: Agora's server sends them, with `extraInfo`, to the customer's webhook.
public struct AgoraContentInspectConfig: Sendable, Equatable {
    /// At most 1024 bytes, forwarded to the webhook with each result.
    public var extraInfo: String?
    /// For Extensions Marketplace modules only.
    public var serverConfig: String?
    /// At most 32, at most one of each type.
    public var modules: [AgoraContentInspectModule]

    public init(extraInfo: String? = nil, serverConfig: String? = nil, modules: [AgoraContentInspectModule] = []) {
        self.extraInfo = extraInfo
        self.serverConfig = serverConfig
        self.modules = modules
    }
}
