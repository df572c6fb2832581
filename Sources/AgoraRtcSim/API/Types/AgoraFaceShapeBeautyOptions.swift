/// `setFaceShapeBeautyOptions(_:options:)` (SDK 4.x `AgoraFaceShapeBeautyOptions`): the style and its intensity,
/// 0–100 (default 50).
public struct AgoraFaceShapeBeautyOptions: Sendable, Equatable {
    public var shapeStyle: AgoraFaceShapeStyle
    public var styleIntensity: Int

    public init(shapeStyle: AgoraFaceShapeStyle = .female, styleIntensity: Int = 50) {
        self.shapeStyle = shapeStyle
        self.styleIntensity = styleIntensity
    }
}
