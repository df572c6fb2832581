// The channel media relay across instances (issue 34): while the relay runs, its relay user is in each destination
// channel's room in the cloud, announced as a host publishing what the main connection publishes, and the main
// connection's pictures and sound go there under the relay user's uid (nothing while paused), so another instance
// in a destination channel sees the relayed host join, its video and sound arrive, and quit when the relay stops.
extension AgoraRtcEngineKit {
    /// Starts the relay's loop if the engine meets other instances and it is not running yet.
    func startCloudRelay(_ s: inout SimEngineState) {
        guard settings.cloud != nil, !s.mediaRelay.rooms.ticking else { return }
        s.mediaRelay.rooms.ticking = true
        s.mediaRelay.rooms.loop &+= 1
        scheduleCloudRelay(s[.main].sessionScope.token, loop: s.mediaRelay.rooms.loop, after: 0)
    }

    /// At the main connection's frame rate while the relay lasts: the rooms follow the destinations the relay user
    /// is in, each hears the relay user every heartbeat, and gets the picture.
    private func scheduleCloudRelay(_ token: SimScope.Token, loop: Int, after delay: Double) {
        inSession(token, after: delay) { engine, s, link in
            // A loop of a relay stopped and started again meanwhile ends: the new one has taken over.
            guard link.isMain, s.mediaRelay.rooms.ticking, s.mediaRelay.rooms.loop == loop else { return [] }
            guard let relay = s.mediaRelay.current else {
                s.mediaRelay.rooms.leaveAll()
                engine.updateAudioPipeline(&s.audio, needed: engine.audioPipelineNeeded(s))
                return []
            }
            let source = engine.peerSource(s, .main)
            engine.scheduleCloudRelay(token, loop: loop, after: 1 / Double(max(1, source.fps)))
            let wanted = relay.state == .running ? relay.destinations.filter(\.joined) : []
            let had = s.mediaRelay.rooms.rooms.count
            s.mediaRelay.rooms.keep(wanted)
            for destination in s.mediaRelay.rooms.missing(wanted) { engine.joinRelayRoom(&s, destination) }
            // The sound goes out with the audio pipeline, which runs while there is a room to relay it to.
            if s.mediaRelay.rooms.rooms.count != had { engine.updateAudioPipeline(&s.audio, needed: engine.audioPipelineNeeded(s)) }
            engine.sendToRelayRooms(&s, source: source, paused: relay.paused)
            return []
        }
    }

    private func joinRelayRoom(_ s: inout SimEngineState, _ destination: SimMediaRelay.Destination) {
        guard let service = settings.cloud else { return }
        // The relay user only speaks there: what the destination's users send is not relayed back.
        let member = service.member(channel: destination.channelName, certificate: settings.appCertificate,
                                    onMessage: { _, _ in }, onState: { _ in })
        member.start()
        s.mediaRelay.rooms.add(SimCloudRelayRooms.Room(channelName: destination.channelName, uid: destination.relayUid,
                                                      member: member,
                                                      joinedAtMs: UInt64(max(0, (clock.unixNow * 1000).rounded())),
                                                      connectionId: UInt64.random(in: 1...UInt64.max)))
    }

    private func sendToRelayRooms(_ s: inout SimEngineState, source: PeerSource, paused: Bool) {
        let destinations = s.mediaRelay.current?.destinations ?? []
        let picture = source.video && !paused ? sentPicture(s, .main, timestampMs: nowMs) : nil
        let sentAtMs = UInt64(max(0, (clock.unixNow * 1000).rounded()))
        for index in s.mediaRelay.rooms.rooms.indices {
            let room = s.mediaRelay.rooms.rooms[index]
            let uid = UInt32(truncatingIfNeeded: room.uid)
            if s.mediaRelay.rooms.announceDue(index, now: now, interval: Self.cloudHeartbeat) {
                let token = destinations.first { $0.channelName == room.channelName }?.token
                room.member.send(.presence(AgoraSimPeerPresence(
                    uid: uid, account: nil, isBroadcaster: true, publishesVideo: source.video && !paused,
                    publishesAudio: source.audio && !paused, videoMuted: s.video.muted, audioMuted: s.localAudio.muted,
                    width: source.width,
                    height: source.height, fps: source.fps, joinedAtMs: room.joinedAtMs, connectionId: room.connectionId,
                    token: hasCertificate ? token : nil)))
            }
            guard let picture else { continue }
            room.member.send(.videoFrame(AgoraSimPeerPicture(picture, uid: uid, timestampMs: UInt64(max(0, nowMs)),
                                                             sequence: s.mediaRelay.rooms.nextPicture(index),
                                                             sentAtMs: sentAtMs)))
        }
    }

    /// Some relay room is there to take the main connection's sound.
    func relaysCloudAudio(_ s: borrowing SimEngineState) -> Bool {
        guard !s.mediaRelay.rooms.rooms.isEmpty, let relay = s.mediaRelay.current, !relay.paused else { return false }
        return s.publishesAudio(.main)
    }

    /// One 10 ms block of what the main connection sends, to every relay room (`sendCloudAudio`'s frames, under
    /// the relay user's uid).
    func sendRelayCloudAudio(_ s: inout SimEngineState, _ sent: [Float]) {
        guard relaysCloudAudio(s) else { return s.mediaRelay.rooms.dropPendingAudio() }
        let block = SimPCM.int16(SimPCM.convert(sent, rate: SimPCM.mixRate, channels: SimPCM.mixChannels,
                                                toRate: AgoraSimPeerAudio.sentRate, toChannels: AgoraSimPeerAudio.sentChannels))
        let timestamp = UInt64(max(0, (clock.unixNow * 1000).rounded()))
        for frame in s.mediaRelay.rooms.gatherAudio(block) {
            let room = s.mediaRelay.rooms.rooms[frame.room]
            room.member.send(.audioFrame(AgoraSimPeerAudio(uid: UInt32(truncatingIfNeeded: room.uid), sequence: frame.sequence,
                                                           timestampMs: timestamp, sampleRate: AgoraSimPeerAudio.sentRate,
                                                           channels: AgoraSimPeerAudio.sentChannels, samples: frame.samples)))
        }
    }
}
