/// The slots of `AgoraSimulcastConfig.configs` (`SimulcastConfig::StreamLayerIndex`): LAYER_1 = 0 … LAYER_6 = 5,
/// the low stream 6, and the number of slots 7.
public enum AgoraStreamLayerIndex: Int, Sendable, CaseIterable {
    case layer1 = 0
    case layer2 = 1
    case layer3 = 2
    case layer4 = 3
    case layer5 = 4
    case layer6 = 5
    case low = 6
    case layerCountMax = 7
}
