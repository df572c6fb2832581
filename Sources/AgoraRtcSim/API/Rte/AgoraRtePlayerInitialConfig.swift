/// What `AgoraRtePlayer(rte:initialConfig:)` takes; nothing to set yet, as in the SDK.
public final class AgoraRtePlayerInitialConfig: Sendable {
    public init() {}
}
