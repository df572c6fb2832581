// Simulcast, publisher side: up to three layers of the camera's video beside the main stream, each at its own size
// and frame rate. Subscribers pick one with setRemoteVideoStream(_:type:) (`.layer1` … `.layer6`).
extension AgoraRtcEngineKit {
    /// Sets the layers sent from now on, before or after joining (each call replaces the whole configuration).
    /// -2 for more than three layers on, or a layer on without a size or frame rate (the simulation's choice: the
    /// SDK documents only "< 0: failure").
    @discardableResult
    public func setSimulcastConfig(_ simulcastConfig: AgoraSimulcastConfig, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setSimulcastConfig(_:)", SimSimulcast.describe(simulcastConfig), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard SimSimulcast.isValid(simulcastConfig) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.services.simulcast.setLayers(simulcastConfig)
            return 0
        }
    }
}
