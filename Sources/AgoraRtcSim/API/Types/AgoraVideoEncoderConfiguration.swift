import Foundation

public struct AgoraVideoEncoderConfiguration: Sendable, Equatable {
    /// Nominal encoding size in landscape or portrait as given; `orientationMode` decides what is sent.
    public var dimensions: CGSize
    public var frameRate: AgoraVideoFrameRate
    /// Kbps; `AgoraVideoBitrateStandard` (0) or `AgoraVideoBitrateCompatible` (-1) let the SDK choose.
    public var bitrate: Int
    public var minBitrate: Int
    public var orientationMode: AgoraVideoOutputOrientationMode
    public var mirrorMode: AgoraVideoMirrorMode
    public var advancedVideoOptions = AgoraAdvancedVideoOptions()

    public init() {
        self.init(size: CGSize(width: 960, height: 540), frameRate: .fps15, bitrate: AgoraVideoBitrateStandard,
                  orientationMode: .adaptative, mirrorMode: .disabled)
    }

    public init(size: CGSize, frameRate: AgoraVideoFrameRate, bitrate: Int,
                orientationMode: AgoraVideoOutputOrientationMode, mirrorMode: AgoraVideoMirrorMode) {
        self.dimensions = size
        self.frameRate = frameRate
        self.bitrate = bitrate
        self.minBitrate = AgoraVideoDefaultMinBitrate
        self.orientationMode = orientationMode
        self.mirrorMode = mirrorMode
    }

    /// The size actually encoded: fixed modes force landscape or portrait; adaptive keeps the configured shape
    /// (the simulated camera is held still, so it never rotates).
    public var encodedSize: (width: Int, height: Int) {
        let w = max(0, Int(dimensions.width.rounded()))
        let h = max(0, Int(dimensions.height.rounded()))
        switch orientationMode {
        case .adaptative: return (w, h)
        case .fixedLandscape: return (max(w, h), min(w, h))
        case .fixedPortrait: return (min(w, h), max(w, h))
        }
    }
}
