import Foundation

/// A raw video frame the app pushes to the SDK with `pushExternalVideoFrame(_:)` (custom video source).
/// Raw pixel data only: `textureBuf` (a CVPixelBuffer) does not exist on Linux, so format 12 is refused; for
/// format 15 (a P010 CVPixelBuffer in the SDK) `dataBuf` carries the P010 planes instead.
public struct AgoraVideoFrame: Sendable, Equatable {
    /// Pixel format, with the SDK's values: 1 I420, 2 BGRA, 3 NV21, 4 RGBA, 5 IMC2, 7 ARGB, 8 NV12,
    /// 12 iOS texture (CVPixelBuffer), 15 P010 (10-bit, for HDR), 16 I422. The simulation reads 1, 2, 3, 4, 8, 15
    /// and 16. P010: a plane of 16-bit little-endian luma words, then one of interleaved U/V words at half width
    /// and height, each sample in the word's top 10 bits.
    public var format: Int = 1
    /// When the frame was captured; an invalid time means "now".
    public var time: CMTime = .invalid
    /// Pixels (not bytes) from one row to the next; for raw data this is also the frame's width.
    public var strideInPixels: Int32 = 0
    /// Rows of pixels.
    public var height: Int32 = 0
    /// The planes, packed one after the other, rows `strideInPixels` apart.
    public var dataBuf: Data?
    /// Pixels trimmed from each edge before the frame is used.
    public var cropLeft: Int32 = 0
    public var cropTop: Int32 = 0
    public var cropRight: Int32 = 0
    public var cropBottom: Int32 = 0
    /// Clockwise rotation to apply: 0, 90, 180 or 270.
    public var rotation: Int32 = 0
    /// The frame's colour space; HDR (P010) frames need BT.2020 with an HLG or PQ transfer. nil: unspecified.
    public var colorSpace: AgoraColorSpace?
    /// Where the frame carries its alpha: the SDK splits the frame into the picture and its alpha (see
    /// `AgoraAlphaStitchMode`); the split side (width or height) must be even.
    public var alphaStitchMode: AgoraAlphaStitchMode = .noAlphaStitch

    public init() {}
}
