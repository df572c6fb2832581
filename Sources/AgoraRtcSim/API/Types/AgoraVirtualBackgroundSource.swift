/// `enableVirtualBackground(_:backData:segData:)`'s background (SDK 4.x `AgoraVirtualBackgroundSource`): a colour
/// (0xRRGGBB, default white), an image or a video file at `source` (PNG/JPG; MP4/MOV… — the simulation reads PNG
/// images and Y4M videos), or the camera's own background blurred by `blurDegree` (default high).
public struct AgoraVirtualBackgroundSource: Sendable, Equatable {
    public var backgroundSourceType: AgoraVirtualBackgroundSourceType
    public var color: UInt
    public var source: String?
    public var blurDegree: AgoraBlurDegree

    public init(backgroundSourceType: AgoraVirtualBackgroundSourceType = .color, color: UInt = 0xFFFFFF,
                source: String? = nil, blurDegree: AgoraBlurDegree = .high) {
        self.backgroundSourceType = backgroundSourceType
        self.color = color
        self.source = source
        self.blurDegree = blurDegree
    }
}
