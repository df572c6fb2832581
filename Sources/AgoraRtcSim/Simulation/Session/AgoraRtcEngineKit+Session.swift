import Foundation

extension AgoraRtcEngineKit {
    /// The server answered the join: either the project/token gate fails it, or the session goes live.
    func completeJoin(_ s: inout SimEngineState, _ link: SimLinkIndex,
                      _ joinSuccess: (@Sendable (String, UInt, Int) -> Void)?) -> [SimCallback] {
        guard var session = s[link].session else { return [] }
        let verdict = tokenVerdict(session.token, for: session)
        if let failure = projectFailure ?? verdict.joinFailure {
            s[link].connection = .failed
            s[link].session?.failure = failure.reason
            return [connectionCallback(.failed, failure.reason),
                    .delegate("rtcEngine(_:didOccurError:)", "errorCode: .\(failure.error)") {
                        $1.rtcEngine($0, didOccurError: failure.error)
                    }]
        }
        session.joinedAt = now
        s[link].session = session
        s[link].connection = .connected
        let channel = session.channelId, uid = session.uid
        let elapsed = Self.ms(now - session.joinCalledAt)
        var callbacks = [connectionCallback(.connected, .joinSuccess)]
        callbacks.append(.delegate("rtcEngine(_:didJoinChannel:withUid:elapsed:)",
                                   "channel: \(SimTraceText.quoted(channel)), uid: \(uid), elapsed: \(elapsed)") {
            $1.rtcEngine($0, didJoinChannel: channel, withUid: uid, elapsed: elapsed)
        })
        if let joinSuccess {
            callbacks.append(.block("joinSuccess", "channel: \(SimTraceText.quoted(channel)), uid: \(uid), elapsed: \(elapsed)") {
                joinSuccess(channel, uid, elapsed)
            })
        }
        if let account = session.account, session.accountNeedsRegistration {
            s[link].session?.accountNeedsRegistration = false
            s.identity.register(account)
            callbacks.append(registeredCallback(account, uid))
        }
        callbacks += reconcileLocalMedia(&s)
        if link.isMain {
            // Rates of the pushed (custom) track are measured from the first stats period on.
            s.customVideo.pushedFramesThisPeriod = 0
            s.customVideo.framesThisPeriod = 0
        }
        if case .accepted(let expiresAt) = verdict { scheduleTokenTimers(&s[link], expiresAt: expiresAt) }
        let sessionToken = s[link].sessionScope.token
        scheduleStats(sessionToken)
        if link.isMain {
            // Volume indication, video metadata from peers and the peers' audio metadata are modelled for the main
            // connection only.
            startVolumeIndication(&s.localAudio, main: s[.main])
            callbacks += s.localAudio.reportRoute(s.audioRoute, joined: s[.main].isJoined)
            startRemoteMetadata(&s.services.metadata, main: s[.main])
            startPeerAudioMetadata(&s.services.metadata, main: s[.main], usesAudio4: s.usesAudio4)
            startPeerDataStreams(&s.services.dataStreams, main: s[.main])
        }
        planRemoteUsers(&s.links[link.position], sibling: s.sibling(of: link), live: s.channelProfile == .liveBroadcasting,
                        &s.rng, sessionToken)
        startCloud(&s, link)
        if network.profile == .intermittent {
            scheduleOutage(sessionToken, after: SimNetworkConditions.outageFirstStart)
        }
        return callbacks
    }

    // MARK: remote users

    private static let scriptCycle: [SimRemoteUser.Script] = [.steady, .audioOnly, .churn, .stepsDown, .audience]
    /// The sizes simulated hosts send (an RTE player's host draws from them too).
    static let videoShapes: [(Int, Int)] = [(640, 360), (960, 540), (1280, 720), (360, 640), (540, 960)]

    /// Who is in the channel besides the local user: the same people as `sibling` (another connection of this engine
    /// in the same channel, with remote users already), or `remoteUserCount` drawn ones. Each shows up after a delay.
    func planRemoteUsers(_ connection: inout SimLink, sibling: SimLink?, live: Bool, _ rng: inout SimRandom,
                         _ sessionToken: SimScope.Token) {
        if let sibling {
            // Another connection of this engine is in the same channel: the same people are there. They show up
            // for this connection after their usual delay.
            let uid = connection.session?.uid
            // The engine's own connections are not copied: they are this connection's peers already.
            let peers = connection.remotes.filter(\.isPeer)
            connection.remotes = (sibling.remotes.filter { $0.uid != uid && $0.kind.isSimulated }.map { SimRemoteUser(sameAs: $0) }
                + peers).sorted { $0.uid < $1.uid }
            for user in connection.remotes where user.kind.isSimulated {
                let uidToJoin = user.uid
                inSession(sessionToken, after: rng.double(1.0...3.0)) { engine, s, link in
                    engine.remoteJoins(&s.links[link.position], uidToJoin, s.video, profile: s.channelProfile, &s.rng,
                                       sessionToken)
                }
            }
            return
        }
        let count = min(16, max(0, settings.remoteUserCount))
        let peers = connection.remotes.filter(\.isPeer)
        var used: Set<UInt> = Set([connection.session?.uid ?? 0] + peers.map(\.uid))
        var users: [SimRemoteUser] = []
        for index in 0..<count {
            var uid = UInt(rng.int(10_000...99_999))
            while used.contains(uid) { uid += 1 }
            used.insert(uid)
            var script: SimRemoteUser.Script
            switch settings.remoteBehavior {
            case .steady: script = .steady
            case .churn: script = .churn
            case .mixed: script = Self.scriptCycle[index % Self.scriptCycle.count]
            }
            if !live && script == .stepsDown { script = .steady }
            let shape = rng.pick(Self.videoShapes)
            let fps = rng.pick([15, 15, 24, 30])
            let base = SimBitrateTable.base(width: shape.0, height: shape.1, fps: fps)
            users.append(SimRemoteUser(uid: uid, kind: .simulated(script), hasVideo: script != .audioOnly,
                                       width: shape.0, height: shape.1, fps: fps,
                                       videoKbps: live ? min(base * 2, SimBitrateTable.liveCap) : base,
                                       audioKbps: live ? rng.int(40...60) : rng.int(14...18),
                                       unmuteDelayMs: rng.int(5...40), dualStreamMode: settings.remoteDualStreamMode,
                                       simulcast: settings.remoteSimulcast,
                                       isHost: script != .audience))
            let uidToJoin = uid
            inSession(sessionToken, after: rng.double(1.0...3.0)) { engine, s, link in
                engine.remoteJoins(&s.links[link.position], uidToJoin, s.video, profile: s.channelProfile, &s.rng,
                                   sessionToken)
            }
        }
        connection.remotes = (users + peers).sorted { $0.uid < $1.uid }
    }

    /// Scripted user `uid` (re)joins `connection`'s channel (of `profile`); `video`, the engine's, is read.
    func remoteJoins(_ connection: inout SimLink, _ uid: UInt, _ video: SimVideo, profile: AgoraChannelProfile,
                     _ rng: inout SimRandom, _ sessionToken: SimScope.Token) -> [SimCallback] {
        guard let index = connection.remoteIndex(uid), !connection.remotes[index].present,
              let session = connection.session, let script = connection.remotes[index].kind.script else { return [] }
        connection.remotes[index].present = true
        connection.remotes[index].isHost = script != .audience
        // While FAILED the local user is out of the channel and learns nothing; a rejoin announces who is there.
        let callbacks = connection.isJoined ? announceJoin(&connection, index, session, video, profile: profile, &rng) : []
        switch script {
        case .churn:
            inSession(sessionToken, after: rng.double(8...20)) { engine, s, link in
                engine.remoteLeaves(&s.links[link.position], uid, profile: s.channelProfile, &s.rng, sessionToken)
            }
        case .stepsDown:
            inSession(sessionToken, after: rng.double(10...15)) { engine, s, link in
                engine.remoteSetsHost(&s.links[link.position], uid, false, s.video, profile: s.channelProfile, &s.rng,
                                      sessionToken)
            }
        case .steady, .audioOnly, .audience:
            break
        }
        return callbacks
    }

    /// Remote user `index` of `connection` shows up for the local user, if it is visible in a channel of `profile`:
    /// didJoinedOfUid, its account, its video starting.
    func announceJoin(_ connection: inout SimLink, _ index: Int, _ session: SimSession, _ video: SimVideo,
                      profile: AgoraChannelProfile, _ rng: inout SimRandom) -> [SimCallback] {
        guard connection.remotes[index].isVisible(in: profile) else { return [] }
        connection.remotes[index].visibleSince = now
        let uid = connection.remotes[index].uid
        let elapsed = Self.ms(now - session.joinCalledAt)
        var callbacks: [SimCallback] = [.delegate("rtcEngine(_:didJoinedOfUid:elapsed:)", "uid: \(uid), elapsed: \(elapsed)") {
            $1.rtcEngine($0, didJoinedOfUid: uid, elapsed: elapsed)
        }]
        if connection.exchangesUserInfo {
            if let account = connection.remotes[index].kind.account(uid: uid) {
                callbacks.append(userInfoCallback(uid, account: account))
            }
        }
        callbacks += startRemoteVideo(&connection, index, video, profile: profile, &rng)
        return callbacks
    }

    /// A churning user leaves `connection`'s channel (of `profile`) for a while.
    func remoteLeaves(_ connection: inout SimLink, _ uid: UInt, profile: AgoraChannelProfile, _ rng: inout SimRandom,
                      _ sessionToken: SimScope.Token) -> [SimCallback] {
        guard let index = connection.remoteIndex(uid), connection.remotes[index].present else { return [] }
        var callbacks: [SimCallback] = []
        if connection.isJoined && connection.remotes[index].isVisible(in: profile) {
            callbacks += stopRemoteVideo(&connection, index, reason: .remoteOffline)
            callbacks.append(offlineCallback(uid, .quit))
        }
        connection.remotes[index].present = false
        inSession(sessionToken, after: rng.double(3...8)) { engine, s, link in
            engine.remoteJoins(&s.links[link.position], uid, s.video, profile: s.channelProfile, &s.rng, sessionToken)
        }
        return callbacks
    }

    /// A remote host stepping down to audience (or back up), as other users see it in live broadcasting.
    func remoteSetsHost(_ connection: inout SimLink, _ uid: UInt, _ host: Bool, _ video: SimVideo,
                        profile: AgoraChannelProfile, _ rng: inout SimRandom, _ sessionToken: SimScope.Token) -> [SimCallback] {
        guard let index = connection.remoteIndex(uid), connection.remotes[index].present,
              let session = connection.session else { return [] }
        var callbacks: [SimCallback] = []
        if host {
            connection.remotes[index].isHost = true
            if connection.isJoined { callbacks = announceJoin(&connection, index, session, video, profile: profile, &rng) }
            inSession(sessionToken, after: rng.double(10...15)) { engine, s, link in
                engine.remoteSetsHost(&s.links[link.position], uid, false, s.video, profile: s.channelProfile, &s.rng,
                                      sessionToken)
            }
        } else {
            if connection.isJoined {
                callbacks += stopRemoteVideo(&connection, index, reason: .remoteOffline)
                callbacks.append(offlineCallback(uid, .becomeAudience))
            }
            connection.remotes[index].isHost = false
            inSession(sessionToken, after: rng.double(6...10)) { engine, s, link in
                engine.remoteSetsHost(&s.links[link.position], uid, true, s.video, profile: s.channelProfile, &s.rng,
                                      sessionToken)
            }
        }
        return callbacks
    }

    func offlineCallback(_ uid: UInt, _ reason: AgoraUserOfflineReason) -> SimCallback {
        .delegate("rtcEngine(_:didOfflineOfUid:reason:)", "uid: \(uid), reason: .\(reason)") {
            $1.rtcEngine($0, didOfflineOfUid: uid, reason: reason)
        }
    }
}
