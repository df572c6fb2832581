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
            return engine.beginOutage(&s.links[link.position], &s.mediaPush, lasting: length)
        }
    }

    /// The network of `connection` drops for `length` seconds (or, during an outage, until at least then); its
    /// Media Push streams see the network go down.
    func beginOutage(_ connection: inout SimLink, _ push: inout SimMediaPush, lasting length: Double) -> [SimCallback] {
        guard var session = connection.session else { return [] }
        if var outage = session.outage {
            outage.endsAt = max(outage.endsAt, now + length)
            session.outage = outage
            connection.session = session
            scheduleOutageEnd(connection.sessionScope.token, at: outage.endsAt)
            return []
        }
        session.outageCount += 1
        let serial = session.outageCount
        session.outage = SimOutage(serial: serial, startedAt: now, endsAt: now + length)
        connection.session = session
        var callbacks: [SimCallback] = []
        for index in connection.remotes.indices where connection.remotes[index].videoState == .decoding {
            connection.remotes[index].videoState = .frozen
            callbacks.append(remoteVideoCallback(connection.remotes[index].uid, .frozen, .networkCongestion,
                                                 elapsed: Self.ms(now - session.joinCalledAt)))
        }
        callbacks += mediaPush(push.networkDown(session: connection.sessionScope.token))
        let sessionToken = connection.sessionScope.token
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
            return engine.endOutage(&s.links[link.position], &s.mediaPush)
        }
    }

    private func endOutage(_ connection: inout SimLink, _ push: inout SimMediaPush) -> [SimCallback] {
        guard let session = connection.session, let outage = session.outage else { return [] }
        connection.session?.outage = nil
        let frozenMs = Self.ms(now - outage.startedAt)
        var callbacks: [SimCallback] = []
        if connection.connection == .reconnecting {
            connection.connection = .connected
            callbacks += rejoinedCallbacks(session, elapsed: frozenMs)
        }
        for index in connection.remotes.indices where connection.remotes[index].videoState == .frozen {
            connection.remotes[index].videoState = .decoding
            connection.remotes[index].totalFrozenMs += frozenMs
            callbacks.append(remoteVideoCallback(connection.remotes[index].uid, .decoding, .networkRecovery,
                                                 elapsed: Self.ms(now - session.joinCalledAt)))
        }
        callbacks += push.networkBack()
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
