/// One content inspection module (SDK 4.x `AgoraContentInspectModule`): what it does, how often, and where in the
/// video pipeline its screenshot is taken.
public struct AgoraContentInspectModule: Sendable, Equatable {
    public var type: AgoraContentInspectType
    /// Seconds between screenshots; 0 (the default) takes none. Agora recommends 10.
    public var interval: Int
    public var position: AgoraVideoModulePosition

    public init(type: AgoraContentInspectType = .invalid, interval: Int = 0, position: AgoraVideoModulePosition = .preEncoder) {
        self.type = type
        self.interval = interval
        self.position = position
    }
}
