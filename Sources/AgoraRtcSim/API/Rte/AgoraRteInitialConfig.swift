/// What `AgoraRte(initialConfig:)` takes; nothing to set yet, as in the SDK.
public final class AgoraRteInitialConfig: Sendable {
    public init() {}
}
