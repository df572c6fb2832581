import Foundation

extension AgoraRtcEngineKit {
    /// The simulation's limit for one audio metadata message (the SDK documents none).
    public static let maximumAudioMetadataBytes = 256

    /// Private SDK parameters as a JSON object, e.g. `{"rtc.use_audio4":true}` (needed for audio metadata).
    /// Anything that is not a JSON object is -2.
    @discardableResult
    public func setParameters(_ options: String) -> Int32 {
        api("setParameters(_:)", SimTraceText.quoted(options)) { s in
            guard let object = SimParameterValue.parse(options), !object.isEmpty else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            let hadAudio4 = s.usesAudio4
            for (key, value) in object { s.parameters.set(key, value.text) }
            if s.usesAudio4 && !hadAudio4 && s[.main].isJoined { startPeerAudioMetadata(&s) }
            return 0
        }
    }

    /// Sends a small blob alongside the local audio to everyone in the channel. Empty data is allowed; more than
    /// 256 bytes is -114 (size too large); outside a channel -113 (not in channel).
    @discardableResult
    public func sendAudioMetadata(_ metadata: Data) -> Int32 {
        api("sendAudioMetadata(_:)", "<\(metadata.count) bytes>") { s in
            guard metadata.count <= Self.maximumAudioMetadataBytes else { return AgoraErrorCode.sizeTooLarge.returnCode }
            guard s[.main].isJoined else { return AgoraErrorCode.notInChannel.returnCode }
            // Other instances hear it with the audio it rides on.
            if s.publishesAudio(.main) { sendCloudMetadata(&s, .audio, Array(metadata), timestampMs: nowMs) }
            return 0
        }
    }

    /// The simulated peers run the same audio4 pipeline: every 2–4 s one of the audible remote hosts, in turn,
    /// sends a short numbered text as audio metadata. Only while this engine has `rtc.use_audio4` set, so
    /// other cases see nothing of it. Modelled for the main connection only.
    func startPeerAudioMetadata(_ s: inout SimEngineState) {
        s.peerAudioMetadataScope.cancel()
        guard s.usesAudio4, s[.main].isJoined else { return }
        schedulePeerAudioMetadata(s[.main].sessionScope.token, loop: s.peerAudioMetadataScope.token,
                                  round: s.peerAudioMetadataScope.generation, serial: 1)
    }

    /// `round` (how many times the loop was started) seeds the intervals, so they are the same in every run.
    private func schedulePeerAudioMetadata(_ sessionToken: SimScope.Token, loop: SimScope.Token, round: Int, serial: Int) {
        // Stateless noise for the interval, so the session's random sequence (and every other number) is unchanged.
        let delay = 2 + 2 * SimRandom.hashUnit(UInt64(round), UInt64(serial))
        inSession(sessionToken, after: delay) { engine, s, link in
            guard s.peerAudioMetadataScope.isCurrent(loop), s.usesAudio4 else { return [] }
            engine.schedulePeerAudioMetadata(sessionToken, loop: loop, round: round, serial: serial + 1)
            guard let session = s[link].session, s[link].isJoined, session.autoSubscribeAudio, !session.inOutage else {
                return []
            }
            let speakers = s[link].remotes.filter { s.isVisible($0) && $0.publishesAudio && !$0.isPeer }
            guard !speakers.isEmpty else { return [] }
            let uid = speakers[serial % speakers.count].uid
            let text = "hello #\(serial) from \(uid)"
            let data = Data(text.utf8)
            return [.delegate("rtcEngine(_:audioMetadataReceived:metadata:)", "uid: \(uid), metadata: <\(data.count) bytes>") {
                $1.rtcEngine($0, audioMetadataReceived: uid, metadata: data)
            }]
        }
    }
}
