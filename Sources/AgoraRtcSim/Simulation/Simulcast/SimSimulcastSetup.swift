/// What the local user sends beside its main video stream: the simulcast layers (`setSimulcastConfig`) and the dual
/// stream mode (`setDualStreamMode`). Both stand for the engine's lifetime, in and out of channels.
struct SimSimulcastSetup: SimComponent {
    /// The layers sent beside the main stream (nil: never set, none).
    private(set) var layers: AgoraSimulcastConfig?
    private(set) var dualStreamMode: AgoraSimulcastStreamMode = .autoSimulcastStream

    /// Each call replaces the whole configuration (already checked by `SimSimulcast.isValid`).
    mutating func setLayers(_ config: AgoraSimulcastConfig) {
        layers = config
    }

    mutating func setDualStreamMode(_ mode: AgoraSimulcastStreamMode) {
        dualStreamMode = mode
    }

    mutating func destroy() {}
}
