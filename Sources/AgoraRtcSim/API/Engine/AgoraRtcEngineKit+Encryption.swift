import Foundation

/// Built-in media stream encryption and the custom packet observer.
extension AgoraRtcEngineKit {
    /// Turns built-in encryption on (with `config`) or off. Call it before joining: in a channel it returns -8
    /// (the simulation's choice; the SDK only documents "call before joining"). -2 without a key, or for a GCM2
    /// mode without a 32-byte, not-all-zero salt; -4 for a mode the local libcrypto cannot run (SM4-ECB when
    /// OpenSSL was built without SM4). Every mode of the SDK is modelled with its real cipher.
    /// `leaveChannel` turns it off again. The key and salt never appear in the trace.
    @discardableResult
    public func enableEncryption(_ enabled: Bool, encryptionConfig config: AgoraEncryptionConfig) -> Int32 {
        api("enableEncryption(_:encryptionConfig:)", "\(enabled), encryptionConfig: \(SimTraceText.encryption(config))") { s in
            guard s[.main].session == nil else { return AgoraErrorCode.invalidState.returnCode }
            guard enabled else {
                s.encryption = nil
                return 0
            }
            switch SimEncryptionSetup.make(config, remote: settings.remoteEncryption) {
            case .success(let setup):
                s.encryption = setup
                return 0
            case .failure(let refusal):
                return refusal.code.returnCode
            }
        }
    }

    /// Registers (or with nil, removes) the observer that sees every media packet (C++ `registerPacketObserver`).
    /// The engine keeps a strong reference until it is removed or the engine is destroyed.
    @discardableResult
    public func registerPacketObserver(_ observer: (any AgoraPacketObserver)?) -> Int32 {
        api("registerPacketObserver(_:)", observer == nil ? "nil" : "<observer>") { s in
            s.packetObserver = observer
            return 0
        }
    }

    // MARK: media through the protection

    /// The two ends for media a remote user sends to the local user: the remote side follows the same setup
    /// (`AgoraSimRemoteEncryption.sameKey`) or another key (and no packet observer).
    private func sides(_ s: SimEngineState) -> (sender: SimMediaTransport.Side, receiver: SimMediaTransport.Side) {
        let same = settings.remoteEncryption == .sameKey
        let sender = SimMediaTransport.Side(encryption: s.encryption?.peers, observer: same ? s.packetObserver : nil)
        let receiver = SimMediaTransport.Side(encryption: s.encryption?.local, observer: s.packetObserver)
        return (sender, receiver)
    }

    /// Sends a remote user's video frame to the local user; nil when it does not decrypt or decode, with the error
    /// callbacks the first time that happens for this user.
    func receiveRemoteFrame(_ s: inout SimEngineState, _ link: SimLinkIndex, _ index: Int,
                            _ frame: AgoraSimVideoFrame) -> (AgoraSimVideoFrame?, [SimCallback]) {
        let (sender, receiver) = sides(s)
        let outcome = SimMediaTransport.transmit(SimMediaCodec.encode(frame), kind: .video, ssrc: UInt32(truncatingIfNeeded: frame.uid),
                                                 sequence: &s.mediaSequence, sender: sender, receiver: receiver)
        if case .delivered(let payload) = outcome, let decoded = SimMediaCodec.decodeVideo(payload) { return (decoded, []) }
        return (nil, mediaFailure(&s, link, index, outcome))
    }

    /// Sends 10 ms of a remote user's voice at `level` to the local user; the level measured from what arrived, or
    /// nil when it does not decrypt or decode.
    func receiveRemoteAudio(_ s: inout SimEngineState, _ link: SimLinkIndex, _ index: Int,
                            level: Int) -> (Int?, [SimCallback]) {
        let user = s[link].remotes[index]
        let pcm = SimVoicePcm.voice(level: level, pitchHz: 120 + Double(user.uid % 7) * 20, at: now)
        let (sender, receiver) = sides(s)
        let outcome = SimMediaTransport.transmit(SimMediaCodec.encode(pcm), kind: .audio, ssrc: UInt32(truncatingIfNeeded: user.uid),
                                                 sequence: &s.mediaSequence, sender: sender, receiver: receiver)
        if case .delivered(let payload) = outcome, let samples = SimMediaCodec.decodeAudio(payload) {
            return (SimVoicePcm.level(samples), [])
        }
        return (nil, mediaFailure(&s, link, index, outcome))
    }

    /// Built-in decryption failures are reported once per remote user and session: `didOccurError` with 120 and
    /// `rtcEngine(_:didOccur:)` with `.decryptionFailure`. Undecodable media under a custom observer is only
    /// dropped (the SDK cannot tell what the app's transform did).
    private func mediaFailure(_ s: inout SimEngineState, _ link: SimLinkIndex, _ index: Int,
                              _ outcome: SimMediaTransport.Outcome) -> [SimCallback] {
        s[link].remotes[index].mediaUndecodable = true
        guard outcome == .decryptionFailed, !s[link].remotes[index].decryptionFailureReported else { return [] }
        s[link].remotes[index].decryptionFailureReported = true
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
