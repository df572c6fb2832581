/// Where in the pipeline a raw video frame observer sees frames (a bit mask).
public struct AgoraVideoFramePosition: OptionSet, Sendable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Local frames right after capture (`onCapture(_:sourceType:)`).
    public static let postCapture = AgoraVideoFramePosition(rawValue: 1 << 0)
    /// Remote frames before they are rendered (`onRenderVideoFrame(_:uid:channelId:)`).
    public static let preRenderer = AgoraVideoFramePosition(rawValue: 1 << 1)
    /// Local frames right before encoding (`onPreEncode(_:sourceType:)`).
    public static let preEncoder = AgoraVideoFramePosition(rawValue: 1 << 2)

    public var description: String {
        let names = [(Self.postCapture, ".postCapture"), (Self.preRenderer, ".preRenderer"), (Self.preEncoder, ".preEncoder")]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
