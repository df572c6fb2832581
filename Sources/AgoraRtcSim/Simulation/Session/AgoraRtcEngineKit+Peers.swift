import Foundation

// The engine's own connections see each other: two connections in one channel (the MediaPlayer case's camera user
// and player user) each have the other as a remote user, announced with didJoinedOfUid once both are in and gone
// with didOfflineOfUid when one leaves. What such a peer publishes is what its connection sends: its role, the
// camera, a media player's video or one of the app's custom video tracks (remote video starts and stops with it), its microphone or a player's sound; its
// pictures are that connection's own (`peerPicture`). Brought in line whenever the local media are.
extension AgoraRtcEngineKit {
    /// What connection `link` sends, as another connection in its channel receives it.
    struct PeerSource {
        var host: Bool
        var video: Bool
        var audio: Bool
        var width: Int
        var height: Int
        var fps: Int
        var kbps: Int
    }

    func peerSource(_ s: SimEngineState, _ link: SimLinkIndex) -> PeerSource {
        let host = s.effectiveRole(link) == .broadcaster
        let playerVideo = s.publishesPlayerVideoTrack(link)
        var (width, height, fps) = (s.video.encoder.encodedSize.width, s.video.encoder.encodedSize.height, s.localFrameRate)
        let track = s.publishedVideoTrack(link)
        if playerVideo, let media = s.publishedPlayer(link)?.media, media.hasVideo {
            (width, height, fps) = (media.videoWidth, media.videoHeight, Int((1 / media.tickSeconds).rounded()))
        } else if let picture = track?.picture {
            (width, height) = (picture.width, picture.height)
        } else if s.publishesCustomVideo(link), s.customVideo.frameWidth > 0 {
            (width, height) = (s.customVideo.frameWidth, s.customVideo.frameHeight)
        }
        let base = SimBitrateTable.base(width: max(2, width), height: max(2, height), fps: max(1, fps))
        let playerAudio = s[link].session?.publishes(.playerAudio) == true && s.publishedPlayer(link) != nil && host
        let video = playerVideo || track != nil || s.publishesVideo(link) || s.publishesSecondaryCamera(link)
            || s.publishesCustomVideo(link)
        return PeerSource(host: host, video: video, audio: s.publishesAudio(link) || playerAudio,
                          width: width, height: height, fps: max(1, fps),
                          kbps: s.channelProfile == .liveBroadcasting ? min(base * 2, SimBitrateTable.liveCap) : base)
    }

    /// The connection of this engine that is user `uid` in `link`'s channel.
    private func peerLink(_ s: SimEngineState, of link: SimLinkIndex, uid: UInt) -> SimLinkIndex? {
        let channel = s[link].session?.channelId
        return s.linkIndices.first { $0 != link && s[$0].isJoined && s[$0].session?.uid == uid && s[$0].session?.channelId == channel }
    }

    /// The picture peer `uid` sends now: the player's newest, its custom track's newest, the second camera's, or the
    /// camera's.
    func peerPicture(_ s: SimEngineState, _ link: SimLinkIndex, uid: UInt, timestampMs: Int) -> AgoraSimVideoFrame? {
        guard let peer = peerLink(s, of: link, uid: uid) else { return nil }
        return sentPicture(s, peer, timestampMs: timestampMs)
    }

    /// The picture connection `peer` sends now (what other connections and other instances receive of it).
    func sentPicture(_ s: SimEngineState, _ peer: SimLinkIndex, timestampMs: Int) -> AgoraSimVideoFrame? {
        if s.publishesPlayerVideoTrack(peer) { return s.publishedPlayer(peer)?.lastFrame }
        if let track = s.publishedVideoTrack(peer) { return track.picture }
        // Pushed frames as the encoder sent them (their alpha only with `encodeAlpha`).
        if s.publishesCustomVideo(peer) { return s.video.lastEncodedFrame }
        if s.publishesSecondaryCamera(peer) { return secondaryCameraPicture(s, timestampMs: timestampMs) }
        return s.publishesVideo(peer) ? cameraPicture(s, timestampMs: timestampMs) : nil
    }

    /// Peer `uid` publishes one of the app's custom tracks that has no picture yet: it sends no frames until one.
    func peerAwaitsTrackPicture(_ s: SimEngineState, _ link: SimLinkIndex, uid: UInt) -> Bool {
        guard let peer = peerLink(s, of: link, uid: uid), !s.publishesPlayerVideoTrack(peer),
              let track = s.publishedVideoTrack(peer) else { return false }
        return track.picture == nil
    }

    func reconcilePeers(_ s: inout SimEngineState) {
        for link in s.linkIndices {
            guard let session = s[link].session else { continue }
            var callbacks: [SimCallback] = []
            let others = s[link].isJoined
                ? s.linkIndices.filter { $0 != link && s[$0].isJoined && s[$0].session?.channelId == session.channelId } : []
            let present = Set(others.compactMap { s[$0].session?.uid })
            // Peers whose connection left (or failed); another instance's users come and go through the cloud.
            for uid in s[link].remotes.filter({ $0.kind.isOwnConnection && !present.contains($0.uid) }).map(\.uid) {
                callbacks += removePeer(&s[link], uid, profile: s.channelProfile, reason: .quit)
            }
            for other in others {
                guard let uid = s[other].session?.uid else { continue }
                callbacks += admitPeer(&s, link, uid: uid, source: peerSource(s, other), session: session, cloud: nil)
            }
            post(callbacks, to: s[link].route)
        }
        announceToCloud(&s)
    }

    /// Peer `uid` is gone from `connection` (in a channel of `profile`): its video stops and, if it was seen, it
    /// goes offline for `reason`.
    func removePeer(_ connection: inout SimLink, _ uid: UInt, profile: AgoraChannelProfile,
                    reason: AgoraUserOfflineReason) -> [SimCallback] {
        guard let index = connection.remoteIndex(uid) else { return [] }
        var callbacks: [SimCallback] = []
        if connection.isJoined && connection.remotes[index].isVisible(in: profile) {
            callbacks += stopRemoteVideo(&connection, index, reason: .remoteOffline)
            callbacks.append(offlineCallback(uid, reason))
        }
        connection.remotes.remove(at: index)
        return callbacks
    }

    /// Peer `uid` (another connection of this engine, or another instance's user when `cloud` is set) sends what
    /// `source` says: it joins, or its video, size and role follow.
    func admitPeer(_ s: inout SimEngineState, _ link: SimLinkIndex, uid: UInt, source: PeerSource, session: SimSession,
                   cloud: SimCloudPeer?) -> [SimCallback] {
        var callbacks: [SimCallback] = []
        guard let index = s[link].remoteIndex(uid) else {
            var kind = SimRemoteKind.ownConnection(sendsAudio: source.audio)
            if var cloud {
                cloud.sendsAudio = source.audio
                kind = .otherInstance(cloud)
            }
            var user = SimRemoteUser(uid: uid, kind: kind, hasVideo: source.video, width: source.width,
                                     height: source.height, fps: source.fps, videoKbps: source.kbps, audioKbps: 48,
                                     unmuteDelayMs: 0, dualStreamMode: s.services.simulcast.dualStreamMode, isHost: source.host)
            user.present = true
            s[link].remotes.append(user)
            s[link].remotes.sort { $0.uid < $1.uid }
            if let added = s[link].remoteIndex(uid) {
                callbacks += announceJoin(&s.links[link.position], added, session, s.video, profile: s.channelProfile, &s.rng)
            }
            return callbacks
        }
        // A simulated person who happens to have this uid is left alone; so is one instance's user another
        // claims.
        switch (s[link].remotes[index].kind, cloud) {
        case (.ownConnection, nil): s[link].remotes[index].kind = .ownConnection(sendsAudio: source.audio)
        case (.otherInstance, .some): s[link].remotes[index].cloud?.sendsAudio = source.audio
        default: return []
        }
        let old = s[link].remotes[index]
        s[link].remotes[index].width = source.width
        s[link].remotes[index].height = source.height
        s[link].remotes[index].fps = source.fps
        s[link].remotes[index].videoKbps = source.kbps
        if old.isHost != source.host {
            s[link].remotes[index].isHost = source.host
            s[link].remotes[index].hasVideo = source.video
            if source.host {
                callbacks += announceJoin(&s.links[link.position], index, session, s.video, profile: s.channelProfile, &s.rng)
            } else {
                callbacks += stopRemoteVideo(&s[link], index, reason: .remoteOffline)
                callbacks.append(offlineCallback(uid, .becomeAudience))
            }
        } else if old.hasVideo != source.video {
            s[link].remotes[index].hasVideo = source.video
            callbacks += source.video
                ? startRemoteVideo(&s.links[link.position], index, s.video, profile: s.channelProfile, &s.rng)
                : stopRemoteVideo(&s[link], index, reason: .remoteMuted)
        }
        return callbacks
    }
}
