/// Remote media through the main connection's protection (`SimMediaProtection`).
extension AgoraRtcEngineKit {
    /// Sends a remote user's video frame to the local user; nil when it does not decrypt or decode, with the error
    /// callbacks the first time that happens for this user.
    func receiveRemoteFrame(_ protection: inout SimMediaProtection, _ user: inout SimRemoteUser,
                            _ frame: AgoraSimVideoFrame) -> (AgoraSimVideoFrame?, [SimCallback]) {
        let outcome = protection.transmit(SimMediaCodec.encode(frame), kind: .video,
                                            ssrc: UInt32(truncatingIfNeeded: frame.uid), remote: settings.remoteEncryption)
        if case .delivered(let payload) = outcome, let decoded = SimMediaCodec.decodeVideo(payload) { return (decoded, []) }
        return (nil, Self.mediaFailure(&user, outcome))
    }

    /// Sends 10 ms of a remote user's voice at `level` to the local user; the level measured from what arrived, or
    /// nil when it does not decrypt or decode.
    func receiveRemoteAudio(_ protection: inout SimMediaProtection, _ user: inout SimRemoteUser,
                            level: Int) -> (Int?, [SimCallback]) {
        let pcm = SimVoicePcm.voice(level: level, pitchHz: 120 + Double(user.uid % 7) * 20, at: now)
        let outcome = protection.transmit(SimMediaCodec.encode(pcm), kind: .audio,
                                            ssrc: UInt32(truncatingIfNeeded: user.uid), remote: settings.remoteEncryption)
        if case .delivered(let payload) = outcome, let samples = SimMediaCodec.decodeAudio(payload) {
            return (SimVoicePcm.level(samples), [])
        }
        return (nil, Self.mediaFailure(&user, outcome))
    }

    /// Built-in decryption failures are reported once per remote user and session: `didOccurError` with 120 and
    /// `rtcEngine(_:didOccur:)` with `.decryptionFailure`. Undecodable media under a custom observer is only
    /// dropped (the SDK cannot tell what the app's transform did).
    private static func mediaFailure(_ user: inout SimRemoteUser, _ outcome: SimMediaTransport.Outcome) -> [SimCallback] {
        user.mediaUndecodable = true
        guard outcome == .decryptionFailed, !user.decryptionFailureReported else { return [] }
        user.decryptionFailureReported = true
        return [
            .delegate("rtcEngine(_:didOccur:)", "errorType: .decryptionFailure") {
                $1.rtcEngine($0, didOccur: .decryptionFailure)
            },
            .delegate("rtcEngine(_:didOccurError:)", "errorCode: .decryptionFailed") {
                $1.rtcEngine($0, didOccurError: .decryptionFailed)
            },
        ]
    }
}
