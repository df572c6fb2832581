import Foundation

/// How the camera captures (`setCameraCapturerConfiguration(_:)`, `startCameraCapture(_:config:)`): which camera,
/// which of its lenses, and the size of its pictures. The SDK's class also carries a frame rate and
/// `followEncodeDimensionRatio`; the simulated camera runs at the encoder's rate, so those are left out rather than
/// kept as settings that change nothing.
public struct AgoraCameraCapturerConfiguration: Sendable, Equatable {
    public var cameraDirection: AgoraCameraDirection
    public var cameraFocalLengthType: AgoraFocalLength
    /// The captured picture's size. Zero (the default here) follows the encoder's size, as the simulated camera
    /// always did; the preview and the encoder get the encoder's size either way (the encoder scales), so the size
    /// shows where the captured picture itself is used: the local transcoder's camera layer.
    public var dimensions: CGSize

    public init(cameraDirection: AgoraCameraDirection = .front, cameraFocalLengthType: AgoraFocalLength = .default,
                dimensions: CGSize = .zero) {
        self.cameraDirection = cameraDirection
        self.cameraFocalLengthType = cameraFocalLengthType
        self.dimensions = dimensions
    }
}
