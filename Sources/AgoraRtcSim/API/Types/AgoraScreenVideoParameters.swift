import Foundation

/// The pictures of a screen capture (`AgoraScreenCaptureParameters2.videoParams`), used only with `captureVideo`.
public struct AgoraScreenVideoParameters: Sendable, Equatable {
    /// The encoded size (what the stream is billed at); the screen is scaled into it.
    public var dimensions = CGSize(width: 1280, height: 720)
    /// Frames per second, at most 60.
    public var frameRate = 15
    /// Kbps; 0 is the standard bitrate for the size and rate.
    public var bitrate = 0

    public init(dimensions: CGSize = CGSize(width: 1280, height: 720), frameRate: Int = 15, bitrate: Int = 0) {
        self.dimensions = dimensions
        self.frameRate = frameRate
        self.bitrate = bitrate
    }
}
