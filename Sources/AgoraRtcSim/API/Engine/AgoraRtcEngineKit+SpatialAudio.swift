// The engine's side of spatial audio: its switch. Positions, zones and limits are `AgoraLocalSpatialAudioKit`'s.
extension AgoraRtcEngineKit {
    /// Renders remote users and media players through the local spatial audio kit (while one exists); off, they are
    /// heard as sent.
    @discardableResult
    public func enableSpatialAudio(_ enabled: Bool) -> Int32 {
        api("enableSpatialAudio(_:)", "\(enabled)") { s in
            s.localAudio.spatial.setEnabled(enabled)
            return 0
        }
    }

    /// A remote voice's level as the listener hears it: through the spatial model while it renders (a user without
    /// a position, out of range or beyond the receive count is silent), as sent otherwise.
    func spatialLevel(_ s: SimEngineState, uid: UInt, level: Int, present: [UInt]) -> Int {
        guard s.localAudio.spatial.renders else { return level }
        let gain = s.localAudio.spatial.remoteHearings(present: present)[uid]?.gain ?? 0
        return Int((Double(level) * gain).rounded())
    }
}
