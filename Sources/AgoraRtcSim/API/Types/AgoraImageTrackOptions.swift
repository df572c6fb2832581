/// The still picture `enableVideoImageSource` publishes instead of the camera (SDK 4.x `AgoraImageTrackOptions`):
/// a local image path and the frame rate it is sent at, 1–30 (default 1).
public struct AgoraImageTrackOptions: Sendable, Equatable {
    public var imageUrl: String?
    public var fps: Int

    public init(imageUrl: String? = nil, fps: Int = 1) {
        self.imageUrl = imageUrl
        self.fps = fps
    }
}
