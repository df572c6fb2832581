import Foundation

// The simulated peers' data streams, only while `AgoraSimulationSettings.peerDataStreams` is set (so channels of
// other cases stay as they were): every 3–5 s one remote host in turn sends a short numbered text on its own ordered
// stream, and one host answers what the local user sends. Under the lossy and poor profiles some of their packets
// are lost on the way here: the ordered stream holds the later ones until the gap has waited 5 s, then the loss is
// reported (error 117, how many were missed and how many held) and the held ones are delivered in order. Modelled
// for the main connection only. Only simulated users chatter: a real peer (another connection of this engine, another
// instance's user) sends only what its app sends.
extension AgoraRtcEngineKit {
    func startPeerDataStreams(_ streams: inout SimDataStreams, main: SimLink) {
        streams.peerLoopScope.cancel()
        guard settings.peerDataStreams, main.isJoined else { return }
        schedulePeerMessage(main.sessionScope.token, loop: streams.peerLoopScope.token,
                            round: streams.peerLoopScope.generation, serial: 1)
    }

    /// A message the local user sent reaches the peers; the first one not yet answered starts the answer's timer.
    func peersReceive(_ text: String, session: SimScope.Token, _ streams: inout SimDataStreams) {
        guard settings.peerDataStreams else { return }
        streams.unanswered.append(text)
        guard streams.unanswered.count == 1 else { return }
        let loop = streams.peerLoopScope.token
        inSession(session, after: SimDataStreamTimeline.answerDelay) { engine, s, link in
            guard s.services.dataStreams.peerLoopScope.isCurrent(loop) else { return [] }
            let heard = s.services.dataStreams.unanswered
            s.services.dataStreams.unanswered = []
            let senders = s[link].remotes.filter { s.isVisible($0) && !$0.isPeer }
            guard !heard.isEmpty, !senders.isEmpty, s[link].session?.inOutage == false else { return [] }
            s.services.dataStreams.answers += 1
            let uid = senders[(s.services.dataStreams.answers - 1) % senders.count].uid
            s.services.dataStreams.peerSent += 1
            let serial = s.services.dataStreams.peerSent
            return engine.peerSends(uid: uid, text: SimDataStreamTimeline.answer(to: heard), serial: serial,
                                    session: s[.main].sessionScope.token, &s.services.dataStreams)
        }
    }

    /// `round` and `serial` seed the intervals, so they are the same in every run and the session's random
    /// sequence is untouched.
    private func schedulePeerMessage(_ sessionToken: SimScope.Token, loop: SimScope.Token, round: Int, serial: Int) {
        let delay = 3 + 2 * SimRandom.hashUnit(UInt64(round) &+ 0xDA7A, UInt64(serial))
        inSession(sessionToken, after: delay) { engine, s, link in
            guard s.services.dataStreams.peerLoopScope.isCurrent(loop) else { return [] }
            engine.schedulePeerMessage(sessionToken, loop: loop, round: round, serial: serial + 1)
            guard s[link].isJoined, s[link].session?.inOutage == false else { return [] }
            let senders = s[link].remotes.filter { s.isVisible($0) && !$0.isPeer }
            guard !senders.isEmpty else { return [] }
            s.services.dataStreams.peerSent += 1
            let count = s.services.dataStreams.peerSent
            let uid = senders[(count - 1) % senders.count].uid
            return engine.peerSends(uid: uid, text: SimDataStreamTimeline.peerText(count), serial: count,
                                    session: s[.main].sessionScope.token, &s.services.dataStreams)
        }
    }

    /// One peer packet on its way here: lost (opening or widening a gap), held behind a gap, or delivered.
    private func peerSends(uid: UInt, text: String, serial: Int, session: SimScope.Token,
                           _ streams: inout SimDataStreams) -> [SimCallback] {
        var stream = streams.peerStreams[uid] ?? SimPeerStream()
        defer { streams.peerStreams[uid] = stream }
        if SimRandom.hashUnit(UInt64(uid), UInt64(serial)) < SimDataStreamTimeline.lossRate(network.profile) {
            if stream.gapSince == nil {
                stream.gapSince = now
                schedulePeerGapTimeout(session, uid: uid, since: now)
            }
            stream.missed += 1
            return []
        }
        if stream.gapSince != nil {
            stream.held.append(Data(text.utf8))
            return []
        }
        return [receiveCallback(uid, streamId: SimDataStreamTimeline.peerStreamId, Data(text.utf8))]
    }

    private func schedulePeerGapTimeout(_ sessionToken: SimScope.Token, uid: UInt, since: Double) {
        inSession(sessionToken, after: SimDataStreamLimits.deliveryWindow) { engine, s, _ in
            guard let stream = s.services.dataStreams.peerStreams[uid], stream.gapSince == since else { return [] }
            s.services.dataStreams.peerStreams[uid] = SimPeerStream()
            let streamId = SimDataStreamTimeline.peerStreamId
            return engine.streamGapCallbacks(uid, streamId: streamId, stream)
        }
    }

    /// A gap that waited its 5 s: the loss reported (error 117, how many were missed and how many held), then what
    /// was held, in order.
    func streamGapCallbacks(_ uid: UInt, streamId: Int, _ stream: SimPeerStream) -> [SimCallback] {
        let error = AgoraErrorCode.streamMessageTimeout.rawValue, missed = stream.missed, cached = stream.held.count
        let name = "rtcEngine(_:didOccurStreamMessageErrorFromUid:streamId:error:missed:cached:)"
        let report = SimCallback.delegate(name, "uid: \(uid), streamId: \(streamId), error: \(error), "
                                          + "missed: \(missed), cached: \(cached)") {
            $1.rtcEngine($0, didOccurStreamMessageErrorFromUid: uid, streamId: streamId, error: error,
                         missed: missed, cached: cached)
        }
        return [report] + stream.held.map { receiveCallback(uid, streamId: streamId, $0) }
    }

    /// The trace quotes the text as it came; the log and the screen escape what is not printable.
    func receiveCallback(_ uid: UInt, streamId: Int, _ data: Data) -> SimCallback {
        let text = SimTraceText.quoted(String(decoding: data, as: UTF8.self))
        return .delegate("rtcEngine(_:receiveStreamMessageFromUid:streamId:data:)",
                         "uid: \(uid), streamId: \(streamId), data: \(data.count) bytes \(text)") {
            $1.rtcEngine($0, receiveStreamMessageFromUid: uid, streamId: streamId, data: data)
        }
    }
}
