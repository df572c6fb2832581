import Foundation

// Spatial audio at work: a remote voice's level as the listener hears it.
extension AgoraRtcEngineKit {
    /// A remote voice's level as the listener hears it: through the spatial model while it renders (a user without
    /// a position, out of range or beyond the receive count is silent), as sent otherwise.
    func spatialLevel(_ s: SimEngineState, uid: UInt, level: Int, present: [UInt]) -> Int {
        guard s.localAudio.spatial.renders else { return level }
        let gain = s.localAudio.spatial.remoteHearings(present: present)[uid]?.gain ?? 0
        return Int((Double(level) * gain).rounded())
    }
}
