/// `setSimulcastConfig(_:)`'s argument: one layer configuration per `AgoraStreamLayerIndex` slot (layer1…layer6 and
/// the low stream), all off to begin with.
public struct AgoraSimulcastConfig: Equatable, Sendable {
    /// Indexed by `AgoraStreamLayerIndex.rawValue`; `layerCountMax` entries.
    public var configs: [AgoraStreamLayerConfig]
    /// Lets the SDK drop middle layers when the uplink is poor (the SDK's default: false).
    public var publishFallbackEnable = false

    public init() {
        configs = Array(repeating: AgoraStreamLayerConfig(), count: AgoraStreamLayerIndex.layerCountMax.rawValue)
    }

}
