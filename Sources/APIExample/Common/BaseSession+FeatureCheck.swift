import AgoraRtcSim

extension BaseSession {
    /// The originals' check before turning a clear_vision feature on: when the device lacks it, the notice (the
    /// original's toast) and false, so the case makes no call.
    func featureAvailable(_ feature: AgoraFeatureType, _ engine: AgoraRtcEngineKit, notice key: String) -> Bool {
        guard engine.isFeatureAvailable(onDevice: feature) else {
            show(SessionNotice(key))
            return false
        }
        return true
    }
}
