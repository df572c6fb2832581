import Foundation

extension AgoraRtcEngineKit {
    /// Intermittent network: the link drops every 40 s, for 7 s, and every third time for 16 s (long enough
    /// to be declared lost).
    func scheduleOutage(_ sessionToken: SimScope.Token, after delay: Double) {
        inSession(sessionToken, after: delay) { engine, s, link in
            engine.scheduleOutage(sessionToken, after: SimNetworkConditions.outagePeriod)
            guard s[link].connection == .connected, s[link].session?.inOutage == false else { return [] }
            s[link].session?.intermittentOutages += 1
            let length = engine.network.outageLength(number: s[link].session?.intermittentOutages ?? 1)
            return engine.beginOutage(&s, link, lasting: length)
        }
    }

    /// The network of `link` drops for `length` seconds (or, during an outage, until at least then).
    func beginOutage(_ s: inout SimEngineState, _ link: SimLinkIndex, lasting length: Double) -> [SimCallback] {
        guard var session = s[link].session else { return [] }
        if var outage = session.outage {
            outage.endsAt = max(outage.endsAt, now + length)
            session.outage = outage
            s[link].session = session
            scheduleOutageEnd(s[link].sessionScope.token, at: outage.endsAt)
            return []
        }
        session.outageCount += 1
        let serial = session.outageCount
        session.outage = SimOutage(serial: serial, startedAt: now, endsAt: now + length)
        s[link].session = session
        var callbacks: [SimCallback] = []
        for index in s[link].remotes.indices where s[link].remotes[index].videoState == .decoding {
            s[link].remotes[index].videoState = .frozen
            callbacks.append(remoteVideoCallback(s[link].remotes[index].uid, .frozen, .networkCongestion,
                                                 elapsed: Self.ms(now - session.joinCalledAt)))
        }
        callbacks += mediaPush(s.mediaPush.networkDown(session: s[link].sessionScope.token))
        let sessionToken = s[link].sessionScope.token
        // Each stage schedules the next only if the outage is still on, so a short outage leaves no timers behind.
        inSession(sessionToken, after: SimConnectionTimeline.interruptedAfter) { engine, s, link in
            guard s[link].session?.outage?.serial == serial, s[link].connection == .connected else { return [] }
            s[link].connection = .reconnecting
            engine.scheduleLost(sessionToken, serial: serial)
            return [engine.connectionCallback(.reconnecting, .interrupted)]
        }
        scheduleOutageEnd(sessionToken, at: now + length)
        return callbacks
    }

    private func scheduleLost(_ sessionToken: SimScope.Token, serial: Int) {
        let timeline = SimConnectionTimeline.self
        inSession(sessionToken, after: timeline.lostAfter - timeline.interruptedAfter) { engine, s, link in
            guard s[link].session?.outage?.serial == serial, s[link].connection == .reconnecting else { return [] }
            engine.inSession(sessionToken, after: timeline.giveUpAfter - timeline.lostAfter) { engine, s, link in
                guard s[link].session?.outage?.serial == serial, s[link].connection == .reconnecting else { return [] }
                return engine.failConnection(&s, link, .joinFailed)
            }
            // The state change first, then the older dedicated notification.
            return [engine.connectionCallback(.reconnecting, .lost),
                    .delegate("rtcEngineConnectionDidLost(_:)", "") { $1.rtcEngineConnectionDidLost($0) }]
        }
    }

    /// The end is re-checked against `endsAt`, so the timers of an extended outage's earlier ends do nothing.
    private func scheduleOutageEnd(_ sessionToken: SimScope.Token, at time: Double) {
        inSession(sessionToken, after: time - now) { engine, s, link in
            guard let endsAt = s[link].session?.outage?.endsAt, engine.now >= endsAt - 1e-9 else { return [] }
            return engine.endOutage(&s, link)
        }
    }

    private func endOutage(_ s: inout SimEngineState, _ link: SimLinkIndex) -> [SimCallback] {
        guard let session = s[link].session, let outage = session.outage else { return [] }
        s[link].session?.outage = nil
        let frozenMs = Self.ms(now - outage.startedAt)
        var callbacks: [SimCallback] = []
        if s[link].connection == .reconnecting {
            s[link].connection = .connected
            callbacks += rejoinedCallbacks(session, elapsed: frozenMs)
        }
        for index in s[link].remotes.indices where s[link].remotes[index].videoState == .frozen {
            s[link].remotes[index].videoState = .decoding
            s[link].remotes[index].totalFrozenMs += frozenMs
            callbacks.append(remoteVideoCallback(s[link].remotes[index].uid, .decoding, .networkRecovery,
                                                 elapsed: Self.ms(now - session.joinCalledAt)))
        }
        callbacks += s.mediaPush.networkBack()
        return callbacks
    }

    /// (connected, rejoinSuccess) and didRejoinChannel, after an outage or a token renewal.
    func rejoinedCallbacks(_ session: SimSession, elapsed: Int) -> [SimCallback] {
        let channel = session.channelId, uid = session.uid
        return [connectionCallback(.connected, .rejoinSuccess),
                .delegate("rtcEngine(_:didRejoinChannel:withUid:elapsed:)",
                          "channel: \(SimTraceText.quoted(channel)), uid: \(uid), elapsed: \(elapsed)") {
                    $1.rtcEngine($0, didRejoinChannel: channel, withUid: uid, elapsed: elapsed)
                }]
    }
}
