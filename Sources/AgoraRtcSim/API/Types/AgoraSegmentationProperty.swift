/// How `enableVirtualBackground` segments the picture (SDK 4.x `AgoraSegmentationProperty`): the model, and for a
/// green screen how much of the screen colour is taken as background (0.0–1.0, default 0.5).
public struct AgoraSegmentationProperty: Sendable, Equatable {
    public var modelType: AgoraSegModelType
    public var greenCapacity: Float

    public init(modelType: AgoraSegModelType = .ai, greenCapacity: Float = 0.5) {
        self.modelType = modelType
        self.greenCapacity = greenCapacity
    }
}
