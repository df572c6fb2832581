import Foundation

/// One video source in the local transcoder's picture (`AgoraLocalTranscoderConfiguration.videoInputStreams`). A
/// class in the SDK; a value here, so a case can hand it to the engine from the main actor without sharing mutable
/// state. The defaults are the SDK's: the primary camera, at the origin with no size, bottom layer, opaque.
public struct AgoraTranscodingVideoStream: Sendable, Equatable {
    public var sourceType: AgoraVideoSourceType
    /// Only for `.remote`.
    public var remoteUserUid: UInt
    /// A local image file, only for `.rtcImagePng` / `.rtcImageJpeg` / `.rtcImageGif`.
    public var imageUrl: String?
    /// Only for `.mediaPlayer`: the id `getMediaPlayerId()` returns.
    public var mediaPlayerId: UInt
    /// Where the source goes, in the output picture's pixels, from its top-left corner.
    public var rect: CGRect
    /// The layer, 0 (bottom) … 100 (top); sources on the same layer are drawn in list order.
    public var zOrder: Int
    /// 0 (transparent) … 1 (opaque).
    public var alpha: Double
    /// Flips the source left to right; the SDK applies it to camera sources only.
    public var mirror: Bool

    public init(sourceType: AgoraVideoSourceType = .camera, remoteUserUid: UInt = 0, imageUrl: String? = nil,
                mediaPlayerId: UInt = 0, rect: CGRect = .zero, zOrder: Int = 0, alpha: Double = 1, mirror: Bool = false) {
        self.sourceType = sourceType
        self.remoteUserUid = remoteUserUid
        self.imageUrl = imageUrl
        self.mediaPlayerId = mediaPlayerId
        self.rect = rect
        self.zOrder = zOrder
        self.alpha = alpha
        self.mirror = mirror
    }
}
