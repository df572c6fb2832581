/// How the camera captures (`setCameraCapturerConfiguration(_:)`): which camera and which of its lenses. The SDK's
/// class also carries a capture size, frame rate and `followEncodeDimensionRatio`; the simulated camera captures at
/// the encoder's size, so those are left out rather than kept as settings that change nothing.
public struct AgoraCameraCapturerConfiguration: Sendable, Equatable {
    public var cameraDirection: AgoraCameraDirection
    public var cameraFocalLengthType: AgoraFocalLength

    public init(cameraDirection: AgoraCameraDirection = .front, cameraFocalLengthType: AgoraFocalLength = .default) {
        self.cameraDirection = cameraDirection
        self.cameraFocalLengthType = cameraFocalLengthType
    }
}
