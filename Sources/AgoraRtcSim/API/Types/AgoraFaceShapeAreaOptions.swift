/// `setFaceShapeAreaOptions(_:)` (SDK 4.x `AgoraFaceShapeAreaOptions`): one area and how far to reshape it, within
/// the area's range (`AgoraFaceShapeArea.intensityRange`).
public struct AgoraFaceShapeAreaOptions: Sendable, Equatable {
    public var shapeArea: AgoraFaceShapeArea
    public var shapeIntensity: Int

    public init(shapeArea: AgoraFaceShapeArea = .none, shapeIntensity: Int = 0) {
        self.shapeArea = shapeArea
        self.shapeIntensity = shapeIntensity
    }
}
