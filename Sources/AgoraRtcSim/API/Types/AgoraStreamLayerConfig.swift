import Foundation

/// One simulcast layer: its picture size, frame rate and whether it is sent. The SDK's defaults are 0×0, 0 fps, off.
public struct AgoraStreamLayerConfig: Equatable, Sendable {
    public var dimensions: CGSize
    public var framerate: Int32
    public var enable: Bool

    public init(dimensions: CGSize = .zero, framerate: Int32 = 0, enable: Bool = false) {
        self.dimensions = dimensions
        self.framerate = framerate
        self.enable = enable
    }
}
