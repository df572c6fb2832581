/// What a content inspection module does (SDK 4.x `AgoraContentInspectType`, C++ `CONTENT_INSPECT_TYPE`).
public enum AgoraContentInspectType: Int, Sendable, CaseIterable {
    /// The default: the module does nothing.
    case invalid = 0
    /// Deprecated: the SDK's own porn detection (3.x); uploads like the others here.
    case moderation = 1
    /// Screenshots uploaded through Agora's own extension.
    case supervise = 2
    /// Screenshots uploaded through an Extensions Marketplace moderation extension.
    case imageModeration = 3
}
