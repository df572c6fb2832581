/// A view's settings for `AgoraRteCanvas.addView(_:config:error:)`; the SDK asks for nil for now.
public final class AgoraRteViewConfig: Sendable {
    public init() {}
}
