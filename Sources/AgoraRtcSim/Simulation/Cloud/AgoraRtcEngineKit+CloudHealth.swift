import Foundation

// What arrives of another instance's video is measured, not drawn from the network profile: each picture's sequence
// number shows what was lost on the way, and its wall-clock send time the delay end to end (across processes, since
// both ends read the same clock). A stream whose pictures stop while its sender still publishes freezes as the SDK
// reports it: FROZEN with networkCongestion once 500 ms pass without a frame, DECODING with networkRecovery when
// pictures come back; the gap counts toward totalFrozenTime.
extension AgoraRtcEngineKit {
    /// How often the receiving side looks for a stream gone quiet.
    static let cloudHealthInterval = 0.2

    func scheduleCloudHealth(_ token: SimScope.Token) {
        inSession(token, after: Self.cloudHealthInterval) { engine, s, link in
            engine.scheduleCloudHealth(token)
            return engine.freezeSilentStreams(&s[link])
        }
    }

    /// A picture from another instance's user (opened, if it came sealed): what the tile draws next, and what the
    /// stats measure; `wireBytes` is what crossed.
    func cloudPictureArrived(_ connection: inout SimLink, _ picture: AgoraSimPeerPicture, wireBytes: Int) -> [SimCallback] {
        guard let session = connection.session, let index = connection.cloudPeerIndex(UInt(picture.uid)) else { return [] }
        let user = connection.remotes[index]
        var callbacks: [SimCallback] = []
        if let since = silentSince(user), user.videoState == .decoding || user.videoState == .frozen,
           user.fps >= SimCloudVideoReception.freezeMinFps, now - since > SimCloudVideoReception.freezeGap {
            connection.remotes[index].totalFrozenMs += Self.ms(now - since)
        }
        if user.videoState == .frozen {
            connection.remotes[index].videoState = .decoding
            callbacks.append(remoteVideoCallback(user.uid, .decoding, .networkRecovery, elapsed: Self.ms(now - session.joinCalledAt)))
        }
        let delayMs = Int((clock.unixNow * 1000).rounded()) - Int(picture.sentAtMs)
        connection.remotes[index].cloud?.picture = picture.frame(timestampMs: nowMs)
        connection.remotes[index].cloud?.video.arrived(sequence: picture.sequence, bytes: wireBytes,
                                                       delayMs: delayMs, at: now)
        connection.remotes[index].cloud?.lastHeardAt = now
        settings.cloudPictureArrived?(user.uid, delayMs)
        return callbacks
    }

    /// Since when a decoding stream has had no picture: its newest one, or the start of decoding when that came later
    /// (a stream stopped and started again is not frozen for the time it was stopped). Nil before its first picture.
    private func silentSince(_ user: SimRemoteUser) -> Double? {
        guard let last = user.cloud?.video.lastPictureAt, let decodedAt = user.decodedAt else { return nil }
        return max(last, decodedAt)
    }

    private func freezeSilentStreams(_ connection: inout SimLink) -> [SimCallback] {
        guard connection.isJoined, let session = connection.session else { return [] }
        var callbacks: [SimCallback] = []
        for index in connection.remotes.indices {
            let user = connection.remotes[index]
            guard user.cloud != nil, user.videoState == .decoding, user.publishesVideo,
                  user.fps >= SimCloudVideoReception.freezeMinFps, let since = silentSince(user),
                  now - since > SimCloudVideoReception.freezeGap else { continue }
            connection.remotes[index].videoState = .frozen
            callbacks.append(remoteVideoCallback(user.uid, .frozen, .networkCongestion, elapsed: Self.ms(now - session.joinCalledAt)))
        }
        return callbacks
    }
}
