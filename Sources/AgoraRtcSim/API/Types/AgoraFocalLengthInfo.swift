/// One lens a camera has, as `queryCameraFocalLengthCapability()` lists them (SDK 4.3.1+). The direction is an
/// `int` in the SDK, holding an `AgoraCameraDirection` raw value.
public struct AgoraFocalLengthInfo: Sendable, Equatable {
    public var cameraDirection: Int32
    public var focalLengthType: AgoraFocalLength

    public init(cameraDirection: Int32, focalLengthType: AgoraFocalLength) {
        self.cameraDirection = cameraDirection
        self.focalLengthType = focalLengthType
    }

    /// The same lens, from the direction enum.
    public init(_ direction: AgoraCameraDirection, _ focalLength: AgoraFocalLength) {
        self.init(cameraDirection: Int32(direction.rawValue), focalLengthType: focalLength)
    }
}
