/// The rules of simulcast layers, publisher and subscriber side alike.
enum SimSimulcast {
    /// The SDK sends at most three layers beside the main stream.
    static let maxEnabledLayers = 3
    static let layers: [AgoraStreamLayerIndex] = [.layer1, .layer2, .layer3, .layer4, .layer5, .layer6]

    /// The layer slot a subscriber's stream type names (nil for the high and low streams).
    static func layer(for type: AgoraVideoStreamType) -> AgoraStreamLayerIndex? {
        type.rawValue >= AgoraVideoStreamType.layer1.rawValue
            ? AgoraStreamLayerIndex(rawValue: type.rawValue - AgoraVideoStreamType.layer1.rawValue) : nil
    }

    static func streamType(of layer: AgoraStreamLayerIndex) -> AgoraVideoStreamType {
        AgoraVideoStreamType(rawValue: layer.rawValue + AgoraVideoStreamType.layer1.rawValue) ?? .high
    }

    static func config(_ config: AgoraSimulcastConfig, _ layer: AgoraStreamLayerIndex) -> AgoraStreamLayerConfig {
        config.configs.indices.contains(layer.rawValue) ? config.configs[layer.rawValue] : AgoraStreamLayerConfig()
    }

    /// The layers (not the low stream) the publisher sends, best first.
    static func enabledLayers(_ config: AgoraSimulcastConfig) -> [AgoraStreamLayerIndex] {
        layers.filter { Self.config(config, $0).enable }
    }

    /// What `setSimulcastConfig` accepts: at most `maxEnabledLayers` layers on, each with a size and a frame rate,
    /// and no more slots than the SDK has. The SDK documents no error code for these; -2 (invalid argument) is the
    /// simulation's choice.
    static func isValid(_ config: AgoraSimulcastConfig) -> Bool {
        guard config.configs.count <= AgoraStreamLayerIndex.layerCountMax.rawValue,
              enabledLayers(config).count <= maxEnabledLayers else { return false }
        return config.configs.allSatisfy { layer in
            !layer.enable || (layer.dimensions.width >= 1 && layer.dimensions.height >= 1 && layer.framerate > 0)
        }
    }

    /// The enabled layer a subscriber asking for `wanted` gets: that one, else the nearest enabled one, the smaller
    /// picture on a tie (the bandwidth the subscriber asked for is not exceeded). nil when none is enabled. The SDK
    /// does not document its rule; this is the simulation's.
    static func served(_ wanted: AgoraStreamLayerIndex, in config: AgoraSimulcastConfig) -> AgoraStreamLayerIndex? {
        enabledLayers(config).min { a, b in
            let (da, db) = (abs(a.rawValue - wanted.rawValue), abs(b.rawValue - wanted.rawValue))
            return da != db ? da < db : a.rawValue > b.rawValue
        }
    }

    /// What one layer costs, as the main stream's bitrate table prices a picture of that size and rate.
    static func kbps(_ layer: AgoraStreamLayerConfig, live: Bool) -> Int {
        let base = SimBitrateTable.base(width: Int(layer.dimensions.width), height: Int(layer.dimensions.height),
                                        fps: Int(layer.framerate))
        return live ? min(base * 2, SimBitrateTable.liveCap) : base
    }

    /// The bitrate the enabled layers add to what the publisher sends.
    static func extraKbps(_ config: AgoraSimulcastConfig?, live: Bool) -> Int {
        guard let config else { return 0 }
        return enabledLayers(config).reduce(0) { $0 + kbps(Self.config(config, $1), live: live) }
    }

    /// The trace's words for a configuration: the layers that are on.
    static func describe(_ config: AgoraSimulcastConfig) -> String {
        let on = enabledLayers(config).map { layer -> String in
            let c = Self.config(config, layer)
            return ".\(layer) \(Int(c.dimensions.width))x\(Int(c.dimensions.height))@\(c.framerate)"
        }
        return "{layers: [\(on.joined(separator: ", "))], publishFallbackEnable: \(config.publishFallbackEnable)}"
    }
}
