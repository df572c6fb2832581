import Foundation

extension AgoraRtcEngineKit {
    /// The simulated peers run the same audio4 pipeline: every 2–4 s one of the audible remote hosts, in turn,
    /// sends a short numbered text as audio metadata. Only while this engine has `rtc.use_audio4` set, so
    /// other cases see nothing of it. Modelled for the main connection only.
    func startPeerAudioMetadata(_ metadata: inout SimMetadata, main: SimLink, usesAudio4: Bool) {
        guard let loop = metadata.restartPeerAudioLoop(runs: usesAudio4 && main.isJoined) else { return }
        schedulePeerAudioMetadata(main.sessionScope.token, loop: loop.loop, round: loop.round, serial: 1)
    }

    /// `round` (how many times the loop was started) seeds the intervals, so they are the same in every run.
    private func schedulePeerAudioMetadata(_ sessionToken: SimScope.Token, loop: SimScope.Token, round: Int, serial: Int) {
        // Stateless noise for the interval, so the session's random sequence (and every other number) is unchanged.
        let delay = 2 + 2 * SimRandom.hashUnit(UInt64(round), UInt64(serial))
        inSession(sessionToken, after: delay) { engine, s, link in
            guard s.services.metadata.peerAudioLoopRuns(loop), s.usesAudio4 else { return [] }
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
