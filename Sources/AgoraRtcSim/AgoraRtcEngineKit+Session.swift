import Foundation

extension AgoraRtcEngineKit {
    /// The server answered the join: either the project/token gate fails it, or the session goes live.
    func completeJoin(_ s: inout SimEngineState, _ joinSuccess: (@Sendable (String, UInt, Int) -> Void)?) -> [SimCallback] {
        guard var session = s.session else { return [] }
        let verdict = tokenVerdict(session.token, for: session)
        if let failure = projectFailure ?? verdict.joinFailure {
            s.connection = .failed
            s.session?.failure = failure.reason
            return [connectionCallback(.failed, failure.reason),
                    .delegate("rtcEngine(_:didOccurError:)", "errorCode: .\(failure.error)") {
                        $1.rtcEngine($0, didOccurError: failure.error)
                    }]
        }
        session.joinedAt = now
        s.session = session
        s.connection = .connected
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
            s.session?.accountNeedsRegistration = false
            s.registeredAccounts.insert(account)
            callbacks.append(registeredCallback(account, uid))
        }
        callbacks += reconcileLocalMedia(&s)
        if s.focusIsMain {
            // Rates of the pushed (custom) track are measured from the first stats period on.
            s.pushedFramesThisPeriod = 0
            s.customFramesThisPeriod = 0
        }
        if case .accepted(let expiresAt) = verdict { scheduleTokenTimers(&s, expiresAt: expiresAt) }
        let epoch = s.sessionEpoch
        scheduleStats(epoch)
        if s.focusIsMain {
            // Volume indication, video metadata from peers and the peers' audio metadata are modelled for the main
            // connection only.
            startVolumeIndication(&s)
            startRemoteMetadata(&s)
            startPeerAudioMetadata(&s)
        }
        planRemoteUsers(&s, epoch: epoch)
        if network.profile == .intermittent {
            scheduleOutage(epoch, after: SimNetworkConditions.outageFirstStart)
        }
        return callbacks
    }

    // MARK: remote users

    private static let scriptCycle: [SimRemoteUser.Script] = [.steady, .audioOnly, .churn, .stepsDown, .audience]
    private static let videoShapes: [(Int, Int)] = [(640, 360), (960, 540), (1280, 720), (360, 640), (540, 960)]

    func planRemoteUsers(_ s: inout SimEngineState, epoch: Int) {
        if let channel = s.session?.channelId,
           let sibling = s.links.indices.first(where: {
               $0 != s.focus && s.links[$0].session?.channelId == channel && !s.links[$0].remotes.isEmpty
           }) {
            // Another connection of this engine is in the same channel: the same people are there. They show up
            // for this connection after their usual delay.
            let uid = s.session?.uid
            s.remotes = s.links[sibling].remotes.filter { $0.uid != uid }.map { SimRemoteUser(sameAs: $0) }
            for user in s.remotes {
                let uidToJoin = user.uid
                inSession(epoch, after: s.rng.double(1.0...3.0)) { engine, s in engine.remoteJoins(&s, uidToJoin, epoch) }
            }
            return
        }
        let count = min(16, max(0, settings.remoteUserCount))
        let live = s.channelProfile == .liveBroadcasting
        var used: Set<UInt> = [s.session?.uid ?? 0]
        var users: [SimRemoteUser] = []
        for index in 0..<count {
            var uid = UInt(s.rng.int(10_000...99_999))
            while used.contains(uid) { uid += 1 }
            used.insert(uid)
            var script: SimRemoteUser.Script
            switch settings.remoteBehavior {
            case .steady: script = .steady
            case .churn: script = .churn
            case .mixed: script = Self.scriptCycle[index % Self.scriptCycle.count]
            }
            if !live && script == .stepsDown { script = .steady }
            let shape = s.rng.pick(Self.videoShapes)
            let fps = s.rng.pick([15, 15, 24, 30])
            let base = SimBitrateTable.base(width: shape.0, height: shape.1, fps: fps)
            users.append(SimRemoteUser(uid: uid, script: script, hasVideo: script != .audioOnly,
                                       width: shape.0, height: shape.1, fps: fps,
                                       videoKbps: live ? min(base * 2, SimBitrateTable.liveCap) : base,
                                       audioKbps: live ? s.rng.int(40...60) : s.rng.int(14...18),
                                       unmuteDelayMs: s.rng.int(5...40), isHost: script != .audience))
            let uidToJoin = uid
            inSession(epoch, after: s.rng.double(1.0...3.0)) { engine, s in engine.remoteJoins(&s, uidToJoin, epoch) }
        }
        s.remotes = users.sorted { $0.uid < $1.uid }
    }

    func remoteJoins(_ s: inout SimEngineState, _ uid: UInt, _ epoch: Int) -> [SimCallback] {
        guard let index = s.remoteIndex(uid), !s.remotes[index].present, let session = s.session else { return [] }
        s.remotes[index].present = true
        s.remotes[index].isHost = s.remotes[index].script != .audience
        // While FAILED the local user is out of the channel and learns nothing; a rejoin announces who is there.
        let callbacks = s.isJoined ? announceJoin(&s, index, session) : []
        switch s.remotes[index].script {
        case .churn:
            inSession(epoch, after: s.rng.double(8...20)) { engine, s in engine.remoteLeaves(&s, uid, epoch) }
        case .stepsDown:
            inSession(epoch, after: s.rng.double(10...15)) { engine, s in engine.remoteSetsHost(&s, uid, false, epoch) }
        case .steady, .audioOnly, .audience:
            break
        }
        return callbacks
    }

    func announceJoin(_ s: inout SimEngineState, _ index: Int, _ session: SimSession) -> [SimCallback] {
        guard s.isVisible(s.remotes[index]) else { return [] }
        s.remotes[index].visibleSince = now
        let uid = s.remotes[index].uid
        let elapsed = Self.ms(now - session.joinCalledAt)
        var callbacks: [SimCallback] = [.delegate("rtcEngine(_:didJoinedOfUid:elapsed:)", "uid: \(uid), elapsed: \(elapsed)") {
            $1.rtcEngine($0, didJoinedOfUid: uid, elapsed: elapsed)
        }]
        if s.exchangesUserInfo { callbacks.append(userInfoCallback(uid)) }
        callbacks += startRemoteVideo(&s, index)
        return callbacks
    }

    func remoteLeaves(_ s: inout SimEngineState, _ uid: UInt, _ epoch: Int) -> [SimCallback] {
        guard let index = s.remoteIndex(uid), s.remotes[index].present else { return [] }
        var callbacks: [SimCallback] = []
        if s.isJoined && s.isVisible(s.remotes[index]) {
            callbacks += stopRemoteVideo(&s, index, reason: .remoteOffline)
            callbacks.append(offlineCallback(uid, .quit))
        }
        s.remotes[index].present = false
        inSession(epoch, after: s.rng.double(3...8)) { engine, s in engine.remoteJoins(&s, uid, epoch) }
        return callbacks
    }

    /// A remote host stepping down to audience (or back up), as other users see it in live broadcasting.
    func remoteSetsHost(_ s: inout SimEngineState, _ uid: UInt, _ host: Bool, _ epoch: Int) -> [SimCallback] {
        guard let index = s.remoteIndex(uid), s.remotes[index].present, let session = s.session else { return [] }
        var callbacks: [SimCallback] = []
        if host {
            s.remotes[index].isHost = true
            if s.isJoined { callbacks = announceJoin(&s, index, session) }
            inSession(epoch, after: s.rng.double(10...15)) { engine, s in engine.remoteSetsHost(&s, uid, false, epoch) }
        } else {
            if s.isJoined {
                callbacks += stopRemoteVideo(&s, index, reason: .remoteOffline)
                callbacks.append(offlineCallback(uid, .becomeAudience))
            }
            s.remotes[index].isHost = false
            inSession(epoch, after: s.rng.double(6...10)) { engine, s in engine.remoteSetsHost(&s, uid, true, epoch) }
        }
        return callbacks
    }

    func offlineCallback(_ uid: UInt, _ reason: AgoraUserOfflineReason) -> SimCallback {
        .delegate("rtcEngine(_:didOfflineOfUid:reason:)", "uid: \(uid), reason: .\(reason)") {
            $1.rtcEngine($0, didOfflineOfUid: uid, reason: reason)
        }
    }
}
