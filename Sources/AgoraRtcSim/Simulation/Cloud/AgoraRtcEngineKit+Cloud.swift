import Foundation

// Real peers (issue 18): a connection joined with a cloud set announces its user in its channel's room, sends the
// pictures it publishes while another instance is there to receive them, and takes the other instances' users in
// as remote users, exactly as the engine's own connections see each other (`AgoraRtcEngineKit+Peers`). Messages
// from the cloud arrive on the member's queue, gather in the connection's inbox (`SimCloudInbox`), and are handled
// in batches as session timers due at once, so they run under the lock, on the engine's clock, and their callbacks
// reach the delegate as every other callback does.
extension AgoraRtcEngineKit {
    /// How often a connection tells the room it is still there.
    static let cloudHeartbeat = 1.0
    /// Remote peers declare a user offline after 20 s of silence (reason dropped).
    static let cloudOfflineTimeout = 20.0

    func startCloud(_ s: inout SimEngineState, _ link: SimLinkIndex) {
        guard let service = settings.cloud, let session = s[link].session, !s[link].cloud.isMember else { return }
        let token = s[link].sessionScope.token
        let inbox = SimCloudInbox()
        // Only some entries wake the engine (`SimCloudInbox`): one wake-up takes what gathered meanwhile.
        // Sound that can wait is left to the audio loop while it takes the inboxes (`SimCloudSoundPickup`).
        let pickup = cloudSoundPickup
        let wake: @Sendable (Double) -> Void = { [weak self] delay in
            self?.inSession(token, after: delay) { engine, s, link in
                engine.cloudDrain(&s, link, inbox.take())
            }
        }
        let post: @Sendable (SimCloudInbox.Entry) -> Void = { entry in
            let needed = inbox.post(entry, pickup: pickup) { if inbox.unpark() { wake(0) } }
            guard needed != .none else { return }
            wake(needed == .now ? 0 : SimCloudInbox.soundHold)
        }
        let member = service.member(channel: session.channelId, certificate: settings.appCertificate,
                                    onMessage: { message, sender in post(.message(message, sender: sender)) },
                                    onState: { state in post(.linkState(state)) })
        s[link].cloud.join(member, inbox: inbox, atUnixMs: UInt64(max(0, (clock.unixNow * 1000).rounded())))
        member.start()
        scheduleCloudHeartbeat(token)
        // In step with the camera's frames when it runs (the frame pacer then wakes once for both), else now.
        startFrameLoop(&s.video.pacer, alive: s.alive, .cloudPictures(session: token), render: token,
                       due: s.video.pacer.due(of: .camera) ?? now)
        scheduleCloudHealth(token)
    }

    /// Leaving: the others hear it (reason quit) before the link closes, unless there is no `farewell`; sound stops
    /// going out, so the audio loop may stop too.
    func stopCloud(_ s: inout SimEngineState, _ link: SimLinkIndex, farewell: Bool = true) {
        guard s[link].leaveCloud(farewell: farewell) else { return }
        updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
    }

    /// The engine shuts down: every connection leaves its room (the audio loop goes with the engine's components).
    func stopAllClouds(_ links: inout [SimLink]) {
        for position in links.indices { _ = links[position].leaveCloud(farewell: true) }
    }

    private func presence(_ s: SimEngineState, _ link: SimLinkIndex) -> AgoraSimPeerPresence? {
        guard let session = s[link].session, s[link].isJoined else { return nil }
        let source = peerSource(s, link)
        return AgoraSimPeerPresence(uid: UInt32(truncatingIfNeeded: session.uid), account: session.account,
                                    isBroadcaster: source.host, publishesVideo: source.video, publishesAudio: source.audio,
                                    videoMuted: s.video.muted, audioMuted: s.localAudio.muted,
                                    width: source.width, height: source.height, fps: source.fps,
                                    joinedAtMs: s[link].cloud.joinedAtMs, connectionId: s[link].cloud.connectionId,
                                    // Only where it is checked, and then sealed: a token-less project's has no use.
                                    token: hasCertificate ? session.token : nil)
    }

    /// Tells each room what changed of its connection's user (role, publishing, size).
    func announceToCloud(_ s: inout SimEngineState) {
        for link in s.linkIndices {
            guard s[link].cloud.isMember, let presence = presence(s, link) else { continue }
            s[link].cloud.announce(presence)
        }
        updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
    }

    private func scheduleCloudHeartbeat(_ token: SimScope.Token) {
        inSession(token, after: Self.cloudHeartbeat) { engine, s, link in
            engine.scheduleCloudHeartbeat(token)
            if let presence = engine.presence(s, link) { s[link].cloud.heartbeat(presence) }
            let frozen = engine.freezeSilentCloudAudio(&s[link])
            let silent = s[link].silentCloudPeers(at: engine.now, timeout: Self.cloudOfflineTimeout)
            return frozen + engine.removeCloudPeers(&s, link, silent, reason: .dropped)
        }
    }

    /// Only another instance's users: a simulated person or this engine's own connection of that uid stays. Each
    /// one's streams and sound go with it, and whether sound goes out depends on who is left.
    func removeCloudPeers(_ s: inout SimEngineState, _ link: SimLinkIndex, _ uids: [UInt],
                          reason: AgoraUserOfflineReason) -> [SimCallback] {
        var callbacks: [SimCallback] = []
        for uid in uids where s[link].cloudPeerIndex(uid) != nil {
            // Its streams go with it (data streams are the main connection's).
            if link.isMain { s.services.dataStreams.cloudStreams = s.services.dataStreams.cloudStreams.filter { $0.key.uid != uid } }
            callbacks += stopCloudAudio(&s[link], uid, reason: .remoteOffline, resume: .remoteUnmuted)
            callbacks += removePeer(&s[link], uid, profile: s.channelProfile, reason: reason)
        }
        updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
        return callbacks
    }

    /// The pictures this connection publishes, at its frame rate, while another instance's user is in the channel:
    /// one frame of the pacer's loop for the connection (`loop`), which ends with the session. A loop of the frame
    /// pacer rather than a timer of its own: a timer per picture was a wake-up per picture (issue 34 item 16).
    func cloudPicturesTick(_ loop: SimFramePacer.Loop, session token: SimScope.Token) {
        lock.locked {
            guard state.alive, let link = state.link(inSession: token) else { return }
            let source = peerSource(state, link)
            state.video.pacer.resume(loop, interval: 1 / Double(max(1, source.fps)), now: now)
            guard state[link].isJoined, source.video, state[link].remotes.contains(where: { $0.cloud != nil }),
                  let uid = state[link].session?.uid, state[link].cloud.isMember,
                  let picture = sentPicture(state, link, timestampMs: nowMs) else { return }
            let sequence = state[link].cloud.nextPictureSequence()
            var sent = AgoraSimPeerPicture(picture, uid: UInt32(truncatingIfNeeded: uid), timestampMs: UInt64(max(0, nowMs)),
                                           sequence: sequence, sentAtMs: UInt64(max(0, (clock.unixNow * 1000).rounded())))
            addCloudStreams(&state, link, &sent)
            sendCloudMedia(state[link], .videoFrame(sent), encryption: cloudEncryption(state, link))
        }
    }

    /// Under the lock, by the audio loop before its blocks: what every connection's room said since its last drain,
    /// sound included, with no wake-up of its own.
    func drainCloudInboxes(_ s: inout SimEngineState) -> [SimCallback] {
        var callbacks: [SimCallback] = []
        for link in s.linkIndices {
            guard let inbox = s[link].cloud.inbox, s[link].cloud.isMember else { continue }
            let route = s[link].route
            callbacks += cloudDrain(&s, link, inbox.take()).map { $0.routed(route) }
        }
        return callbacks
    }

    /// What the room said since the last drain, in order, under one hold of the lock; whether sound goes out is
    /// decided once, by who is there after all of it.
    private func cloudDrain(_ s: inout SimEngineState, _ link: SimLinkIndex, _ entries: [SimCloudInbox.Entry]) -> [SimCallback] {
        guard !entries.isEmpty else { return [] }
        settings.cloudArrivalsDrained?(entries.count)
        var callbacks: [SimCallback] = []
        var received = false
        for entry in entries {
            switch entry {
            case .message(let message, let sender):
                callbacks += cloudReceived(&s, link, message, from: sender)
                received = true
            case .linkState(let state):
                callbacks += cloudStateChanged(&s, link, state)
            }
        }
        if received { updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s)) }
        return callbacks
    }

    private func cloudStateChanged(_ s: inout SimEngineState, _ link: SimLinkIndex,
                                   _ state: AgoraSimCloudLinkState) -> [SimCallback] {
        guard let session = s[link].session, s[link].isJoined else { return [] }
        switch state {
        case .reconnecting:
            guard s[link].connection == .connected, !session.inOutage else { return [] }
            s[link].cloud.setReconnecting(true)
            s[link].connection = .reconnecting
            return [connectionCallback(.reconnecting, .interrupted)]
        case .connected:
            // A new link: the room hears who this user is again.
            s[link].cloud.forgetAnnounced()
            announceToCloud(&s)
            guard s[link].cloud.setReconnecting(false) else { return [] }
            guard s[link].connection == .reconnecting, !session.inOutage else { return [] }
            s[link].connection = .connected
            return rejoinedCallbacks(session, elapsed: 0)
        }
    }

    private func cloudReceived(_ s: inout SimEngineState, _ link: SimLinkIndex, _ message: AgoraSimPeerMessage,
                               from sender: UInt64) -> [SimCallback] {
        guard let session = s[link].session, s[link].isJoined else { return [] }
        switch message {
        case .presence(let presence):
            let uid = UInt(presence.uid)
            guard cloudTokenAdmits(s[link], presence) else { return [] }
            guard uid != session.uid else { return cloudSameUid(&s, link, presence) }
            if s[link].cloudPresenceIsSuperseded(presence, from: sender) { return [] }
            if let index = s[link].cloudBoundIndex(presence.uid, sender),
               s[link].remotes[index].cloud?.arrivals.admit(AgoraSimPeerCodec.Kind.presence.rawValue, at: now) == false {
                return []
            }
            let video = presence.publishesVideo && !presence.videoMuted
            let base = SimBitrateTable.base(width: max(2, presence.width), height: max(2, presence.height), fps: max(1, presence.fps))
            let audio = presence.publishesAudio && !presence.audioMuted
            let source = PeerSource(host: presence.isBroadcaster, video: video, audio: audio, width: presence.width,
                                    height: presence.height, fps: max(1, presence.fps), kbps: base)
            let callbacks = admitPeer(&s, link, uid: uid, source: source, session: session,
                                      cloud: SimCloudPeer(account: presence.account, lastHeardAt: now,
                                                          joinedAtMs: presence.joinedAtMs, connectionId: presence.connectionId,
                                                          sender: sender))
            if let index = s[link].cloudPeerIndex(uid) {
                s[link].remotes[index].cloud?.lastHeardAt = now
                s[link].remotes[index].cloud?.account = presence.account
            }
            return callbacks + cloudAudioFollowsPresence(&s[link], uid: uid, profile: s.channelProfile)
        case .leave(let uid):
            guard s[link].cloudBoundIndex(uid, sender) != nil else { return [] }
            return removeCloudPeers(&s, link, [UInt(uid)], reason: .quit)
        case .videoFrame, .audioFrame, .streamMessage, .metadata, .sealed:
            guard let speaker = AgoraSimPeerCodec.speaker(of: message),
                  s[link].cloudArrivalAdmitted(speaker, kind: Self.arrivalKind(message), from: sender, at: now) else { return [] }
            return cloudMediaReceived(&s, link, message)
        case .hello, .keepAlive, .envelope:
            return []
        }
    }
}
