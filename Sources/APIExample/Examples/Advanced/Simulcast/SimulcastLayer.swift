import AgoraRtcSim
import Foundation

/// One of the original's four layers: which slot of `AgoraSimulcastConfig.configs` it fills, the stream type a
/// subscriber asks for to get it, and its size and frame rate.
struct SimulcastLayer: Sendable {
    let index: AgoraStreamLayerIndex
    let streamType: AgoraVideoStreamType
    let width: Int
    let height: Int
    let fps: Int32
    /// Sent until the host turns it off.
    let startsEnabled: Bool

    /// The original's table: 720p30, 540p15, 360p15 on; 270p15 off.
    static let all = [
        SimulcastLayer(index: .layer1, streamType: .layer1, width: 1280, height: 720, fps: 30, startsEnabled: true),
        SimulcastLayer(index: .layer2, streamType: .layer2, width: 960, height: 540, fps: 15, startsEnabled: true),
        SimulcastLayer(index: .layer3, streamType: .layer3, width: 640, height: 360, fps: 15, startsEnabled: true),
        SimulcastLayer(index: .layer4, streamType: .layer4, width: 480, height: 270, fps: 15, startsEnabled: false),
    ]

    /// The SDK sends at most three layers beside the main stream; the original keeps one of its four switches off.
    static let maxEnabled = 3

    /// "layer1" … "layer4": the control's option value and the end of its label keys.
    var name: String { "layer\(index.rawValue + 1)" }

    static func named(_ name: String) -> SimulcastLayer? { all.first { $0.name == name } }

    static func of(_ type: AgoraVideoStreamType) -> SimulcastLayer? { all.first { $0.streamType == type } }

    /// The original's configuration with `enabled` layers on (its switches' states).
    static func simulcastConfig(enabled: Set<String>) -> AgoraSimulcastConfig {
        var config = AgoraSimulcastConfig()
        for layer in all {
            config.configs[layer.index.rawValue].dimensions = CGSize(width: layer.width, height: layer.height)
            config.configs[layer.index.rawValue].framerate = layer.fps
            config.configs[layer.index.rawValue].enable = enabled.contains(layer.name)
        }
        return config
    }

    static var defaultEnabled: Set<String> { Set(all.filter(\.startsEnabled).map(\.name)) }
}
