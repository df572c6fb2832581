/// A raw video frame handed to an `AgoraVideoFrameDelegate`, in the format the delegate prefers:
/// - I420: `yBuffer`, `uBuffer`, `vBuffer` (chroma at half resolution, rounded up);
/// - NV12: `yBuffer`, then interleaved U/V pairs in `uBuffer` (`vBuffer` empty);
/// - BGRA / RGBA: every pixel's 4 bytes in `yBuffer` (`yStride` = 4 × width).
/// The SDK exposes raw pointers; here the planes are arrays the delegate may change in place. In read-write
/// mode the SDK takes the changed bytes back. The object is only valid during the callback (copy what you keep).
public final class AgoraOutputVideoFrame: @unchecked Sendable {
    /// The pixel format (an `AgoraVideoFormat` raw value).
    public var type: Int
    public var width: Int32
    public var height: Int32
    /// Bytes from one row to the next in each buffer.
    public var yStride: Int32
    public var uStride: Int32
    public var vStride: Int32
    public var yBuffer: [UInt8]
    public var uBuffer: [UInt8]
    public var vBuffer: [UInt8]
    /// Clockwise rotation the frame still needs: 0, 90, 180 or 270 (the simulation delivers upright frames: 0).
    public var rotation: Int32
    /// Render (or capture) time in milliseconds since the engine was created.
    public var renderTimeMs: Int64
    /// What extensions attached to the frame, e.g. the face capture extension's JSON under `KEY_FACE_CAPTURE`.
    public var metaInfo: [String: String] = [:]

    public init(type: Int, width: Int32, height: Int32, yStride: Int32, uStride: Int32, vStride: Int32,
                yBuffer: [UInt8], uBuffer: [UInt8], vBuffer: [UInt8], rotation: Int32 = 0, renderTimeMs: Int64 = 0) {
        self.type = type
        self.width = width
        self.height = height
        self.yStride = yStride
        self.uStride = uStride
        self.vStride = vStride
        self.yBuffer = yBuffer
        self.uBuffer = uBuffer
        self.vBuffer = vBuffer
        self.rotation = rotation
        self.renderTimeMs = renderTimeMs
    }

    /// The format as an enum (nil for a value the SDK does not define).
    public var format: AgoraVideoFormat? { AgoraVideoFormat(rawValue: type) }
}
