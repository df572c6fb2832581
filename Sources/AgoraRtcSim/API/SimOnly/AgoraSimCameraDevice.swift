/// What the simulated device's cameras can do: the lenses `queryCameraFocalLengthCapability()` lists (and
/// `setCameraCapturerConfiguration(_:)` accepts), whether `isCameraCenterStageSupported()` says yes and whether both
/// cameras can capture at once. Not part of the SDK's API.
public struct AgoraSimCameraDevice: Sendable, Equatable {
    public var focalLengths: [AgoraFocalLengthInfo]
    public var centerStageSupported: Bool
    /// Front and rear camera at the same time (`enableMultiCamera`): iOS 13+ on an iPhone XR/XS or later. On by
    /// default, so the multi-camera sample works; off, `enableMultiCamera(true, …)` is refused.
    public var multiCameraSupported = true
    /// The camera looks at a person sitting in front of the usual scene (head, shoulders, a little sensor noise):
    /// what the built-in video processing — face shaping, a virtual background — works on. Off by default, so
    /// every other picture stays the plain scene.
    public var facesPerson = false

    public init(focalLengths: [AgoraFocalLengthInfo], centerStageSupported: Bool = false) {
        self.focalLengths = focalLengths
        self.centerStageSupported = centerStageSupported
    }

    /// A phone with a triple rear camera: the front camera has its standard lens only, the rear one standard,
    /// wide, ultra-wide and telephoto. No Center Stage, as on most devices.
    public static let phone = AgoraSimCameraDevice(focalLengths: [
        AgoraFocalLengthInfo(.front, .default),
        AgoraFocalLengthInfo(.rear, .default), AgoraFocalLengthInfo(.rear, .wide),
        AgoraFocalLengthInfo(.rear, .ultraWide), AgoraFocalLengthInfo(.rear, .telephoto),
    ])

    /// One standard lens on each side.
    public static let basic = AgoraSimCameraDevice(focalLengths: [
        AgoraFocalLengthInfo(.front, .default), AgoraFocalLengthInfo(.rear, .default),
    ])

    /// Whether the camera facing `direction` has `focalLength`. Every camera has its standard lens.
    public func has(_ focalLength: AgoraFocalLength, on direction: AgoraCameraDirection) -> Bool {
        focalLength == .default || focalLengths.contains(AgoraFocalLengthInfo(direction, focalLength))
    }
}
