import Foundation

extension AgoraRtcEngineKit {
    /// Intermittent network: the link drops for 7 s every 40 s. After 4 s without server data the SDK reports
    /// reconnecting/interrupted; when the link returns it reports connected/rejoinSuccess and didRejoinChannel.
    func scheduleOutage(_ epoch: Int, after delay: Double) {
        inSession(epoch, after: delay) { engine, s in
            engine.scheduleOutage(epoch, after: SimNetworkConditions.outagePeriod)
            return engine.beginOutage(&s, epoch)
        }
    }

    private func beginOutage(_ s: inout SimEngineState, _ epoch: Int) -> [SimCallback] {
        guard s.session != nil, s.connection == .connected else { return [] }
        s.session?.inOutage = true
        s.session?.outageStartedAt = now
        var callbacks: [SimCallback] = []
        for index in s.remotes.indices where s.remotes[index].videoState == .decoding {
            s.remotes[index].videoState = .frozen
            callbacks.append(remoteVideoCallback(s.remotes[index].uid, .frozen, .networkCongestion,
                                                 elapsed: Self.ms(now - (s.session?.joinCalledAt ?? now))))
        }
        inSession(epoch, after: SimNetworkConditions.interruptedAfter) { engine, s in
            guard s.session?.inOutage == true else { return [] }
            s.connection = .reconnecting
            return [engine.connectionCallback(.reconnecting, .interrupted)]
        }
        inSession(epoch, after: SimNetworkConditions.outageLength) { engine, s in engine.endOutage(&s) }
        return callbacks
    }

    private func endOutage(_ s: inout SimEngineState) -> [SimCallback] {
        guard let session = s.session, session.inOutage else { return [] }
        s.session?.inOutage = false
        let frozenMs = Self.ms(now - session.outageStartedAt)
        var callbacks: [SimCallback] = []
        if s.connection == .reconnecting {
            s.connection = .connected
            let channel = session.channelId, uid = session.uid, elapsed = frozenMs
            callbacks.append(connectionCallback(.connected, .rejoinSuccess))
            callbacks.append(.delegate("rtcEngine(_:didRejoinChannel:withUid:elapsed:)",
                                       "channel: \(SimTraceText.quoted(channel)), uid: \(uid), elapsed: \(elapsed)") {
                $1.rtcEngine($0, didRejoinChannel: channel, withUid: uid, elapsed: elapsed)
            })
        }
        for index in s.remotes.indices where s.remotes[index].videoState == .frozen {
            s.remotes[index].videoState = .decoding
            s.remotes[index].totalFrozenMs += frozenMs
            callbacks.append(remoteVideoCallback(s.remotes[index].uid, .decoding, .networkRecovery,
                                                 elapsed: Self.ms(now - session.joinCalledAt)))
        }
        return callbacks
    }
}
