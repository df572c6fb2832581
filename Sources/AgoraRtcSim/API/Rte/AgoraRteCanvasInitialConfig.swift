/// What `AgoraRteCanvas(rte:initialConfig:)` takes; nothing to set yet, as in the SDK.
public final class AgoraRteCanvasInitialConfig: Sendable {
    public init() {}
}
