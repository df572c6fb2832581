/// Media Push (RTMP/RTMPS to a CDN), per URL: connecting → running; recovering → running, or failure after 60 s;
/// failure; disconnecting → idle on stop. The simulated CDN's answer comes from `AgoraSimulationSettings.rtmpServer`.
/// The pushes belong to the main connection: leaving its channel ends them.
struct SimMediaPush: SimComponent {
    /// In the order they were started.
    private(set) var streams: [SimRtmpStream] = []

    func index(of url: String) -> Int? { streams.firstIndex { $0.url == url } }

    // MARK: - the calls

    /// startRtmpStream…: the URL and layout are checked; a push the rules refuse is registered as failed (the SDK
    /// reports that through the callback, not the code).
    mutating func start(url: String, transcoding: AgoraLiveTranscoding?, mainJoined: Bool, isLiveHost: Bool,
                        encrypted: Bool, now: Double, session: SimScope.Token, rng: inout SimRandom) -> SimMediaPushOutcome {
        guard SimRtmpUrlRules.problem(in: url) == nil else { return .code(AgoraErrorCode.invalidArgument.returnCode) }
        if let transcoding, !transcoding.isValid { return .code(AgoraErrorCode.invalidArgument.returnCode) }
        guard mainJoined else { return .code(AgoraErrorCode.invalidState.returnCode) }
        if let index = index(of: url) {
            let stream = streams[index]
            guard stream.state == .failure else {
                var outcome = SimMediaPushOutcome.code(AgoraErrorCode.alreadyInUse.returnCode)
                outcome.callbacks = [.delegate("rtcEngine(_:rtmpStreamingEventWithUrl:eventCode:)",
                                               "url: \(SimTraceText.quoted(url)), eventCode: .urlAlreadyInUse") {
                    $1.rtcEngine($0, rtmpStreamingEventWithUrl: url, eventCode: .urlAlreadyInUse)
                }]
                return outcome
            }
            // The SDK's rule: stop a failed URL before retrying it; until then a retry reports the same failure.
            return SimMediaPushOutcome(callbacks: [Self.callback(url, .failure, stream.reason)])
        }
        var refusal: AgoraRtmpStreamingReason?
        if !isLiveHost {
            refusal = .notBroadcaster
        } else if encrypted {
            // Built-in encryption and Media Push are mutually exclusive: a CDN cannot take an encrypted stream.
            refusal = .encryptedStreamNotAllowed
        } else if streams.filter(\.isActive).count >= SimRtmpTimeline.maxUrls {
            refusal = .reachLimit
        }
        if let refusal {
            streams.append(SimRtmpStream(url: url, transcoding: transcoding, state: .failure, reason: refusal))
            return SimMediaPushOutcome(callbacks: [Self.callback(url, .failure, refusal)])
        }
        streams.append(SimRtmpStream(url: url, transcoding: transcoding, state: .connecting, reason: .OK, startedAt: now))
        let index = streams.count - 1
        var outcome = SimMediaPushOutcome(callbacks: [Self.callback(url, .connecting, .OK)])
        outcome.timers = [timer(index, .serverAnswers, session, delay: rng.double(SimRtmpTimeline.connect))]
        return outcome
    }

    /// updateRtmpTranscoding with a valid layout: every transcoded push takes it. With only plain pushes, each
    /// reports (its state, transcodingNoMixStream); with no push at all, -8.
    mutating func updateTranscoding(_ transcoding: AgoraLiveTranscoding, session: SimScope.Token,
                                    rng: inout SimRandom) -> SimMediaPushOutcome {
        let mixed = streams.indices.filter { streams[$0].isActive && streams[$0].transcoding != nil }
        guard !mixed.isEmpty else {
            let plain = streams.filter(\.isActive)
            guard !plain.isEmpty else { return .code(AgoraErrorCode.invalidState.returnCode) }
            return SimMediaPushOutcome(callbacks: plain.map { Self.callback($0.url, $0.state, .transcodingNoMixStream) })
        }
        for index in mixed { streams[index].transcoding = transcoding }
        let delay = rng.double(SimRtmpTimeline.transcodingUpdate)
        return SimMediaPushOutcome(timers: [SimMediaPushTimer(session: session, delay: delay, step: .transcodingUpdated,
                                                              url: "", serial: 0)])
    }

    /// stopRtmpStream: (disconnecting, OK) then (idle, unpublishOK); a failed URL goes straight to idle. -2 for a URL
    /// that is not being pushed.
    mutating func stop(url: String, session: SimScope.Token, rng: inout SimRandom) -> SimMediaPushOutcome {
        guard let index = index(of: url) else { return .code(AgoraErrorCode.invalidArgument.returnCode) }
        switch streams[index].state {
        case .disconnecting:
            return SimMediaPushOutcome()
        case .failure, .idle:
            streams.remove(at: index)
            return SimMediaPushOutcome(callbacks: [Self.callback(url, .idle, .OK)])
        case .connecting, .running, .recovering:
            var outcome = SimMediaPushOutcome(callbacks: [set(index, .disconnecting, .OK)])
            outcome.timers = [timer(index, .disconnected, session, delay: rng.double(SimRtmpTimeline.disconnect))]
            return outcome
        }
    }

    // MARK: - what the engine reports

    /// A scheduled step is due. `mainSession` is the main connection's session now (the pushes' next steps live as
    /// long as it does).
    mutating func fire(_ timer: SimMediaPushTimer, now: Double, server: AgoraSimRtmpServer, mainInOutage: Bool,
                       mainSession: SimScope.Token) -> SimMediaPushOutcome {
        if timer.step == .transcodingUpdated {
            return SimMediaPushOutcome(callbacks: [.delegate("rtcEngineTranscodingUpdated(_:)", "") {
                $1.rtcEngineTranscodingUpdated($0)
            }])
        }
        guard let index = index(of: timer.url), streams[index].serial == timer.serial else { return SimMediaPushOutcome() }
        switch timer.step {
        case .serverAnswers:
            return serverAnswers(index, now: now, server: server, mainInOutage: mainInOutage, mainSession: mainSession)
        case .serverDrops:
            return serverDrops(index, server: server, mainSession: mainSession)
        case .serverRecovers:
            guard streams[index].interruption == .server else { return SimMediaPushOutcome() }
            // Back on the CDN's side; if this client's link is down meanwhile, its return brings the stream back.
            if mainInOutage {
                streams[index].interruption = .network
                return SimMediaPushOutcome()
            }
            return SimMediaPushOutcome(callbacks: [endRecovery(index)])
        case .recoveryTimeout:
            guard streams[index].state == .recovering else { return SimMediaPushOutcome() }
            return SimMediaPushOutcome(callbacks: [set(index, .failure, .connectionTimeout)])
        case .disconnected:
            streams.remove(at: index)
            return SimMediaPushOutcome(callbacks: [Self.callback(timer.url, .idle, .unpublishOK)])
        case .transcodingUpdated:
            return SimMediaPushOutcome()
        }
    }

    /// A connection lost the cloud: running pushes start recovering, for as long as that connection's session
    /// (`session`) lasts. (Any connection's outage does this, not only the main one's, which the pushes belong to.)
    mutating func networkDown(session: SimScope.Token) -> SimMediaPushOutcome {
        var outcome = SimMediaPushOutcome()
        for index in streams.indices where streams[index].state == .running {
            outcome.callbacks.append(beginRecovery(index, .network, reason: .netDown, session: session,
                                                   timers: &outcome.timers))
        }
        return outcome
    }

    /// The link is back: pushes that were recovering because of it run again.
    mutating func networkBack() -> [SimCallback] {
        streams.indices.filter { streams[$0].state == .recovering && streams[$0].interruption == .network }
            .map { endRecovery($0) }
    }

    /// The host became audience: Media Push is for hosts only.
    mutating func roleLost() -> [SimCallback] {
        streams.indices.filter { streams[$0].isActive }.map { set($0, .failure, .notBroadcaster) }
    }

    /// The connection failed for good: every push still on fails.
    mutating func connectionFailed() -> [SimCallback] {
        streams.indices.filter { streams[$0].isActive }.map { set($0, .failure, .netDown) }
    }

    /// Leaving the channel ends every push.
    mutating func mainChannelLeft(at now: Double) -> [SimCallback] {
        let ended = streams.filter { $0.state != .idle }
        streams = []
        return ended.map { Self.callback($0.url, .idle, .OK) }
    }

    mutating func destroy() {
        streams = []
    }

    // MARK: - the state machine

    /// The CDN's answer to a connecting push. While this client's link is down it keeps trying, for up to 60 s.
    private mutating func serverAnswers(_ index: Int, now: Double, server: AgoraSimRtmpServer,
                                        mainInOutage: Bool, mainSession: SimScope.Token) -> SimMediaPushOutcome {
        let stream = streams[index]
        guard stream.state == .connecting else { return SimMediaPushOutcome() }
        if mainInOutage {
            if now - stream.startedAt >= SimRtmpTimeline.recoveryLimit {
                return SimMediaPushOutcome(callbacks: [set(index, .failure, .connectionTimeout)])
            }
            return SimMediaPushOutcome(timers: [timer(index, .serverAnswers, mainSession, delay: 1)])
        }
        let refusal: AgoraRtmpStreamingReason?
        switch server {
        case .invalidAppId: refusal = .invalidAppId
        case .notAuthorized: refusal = .notAuthorized
        case .streamNotFound: refusal = .streamNotFound
        case .accept, .dropRecover, .dropFail:
            refusal = SimRtmpUrlRules.hasStreamPath(stream.url) ? nil : .formatNotSupported
        }
        if let refusal { return SimMediaPushOutcome(callbacks: [set(index, .failure, refusal)]) }
        var outcome = SimMediaPushOutcome(callbacks: [set(index, .running, .OK)])
        if server == .dropRecover || server == .dropFail {
            outcome.timers = [timer(index, .serverDrops, mainSession, delay: SimRtmpTimeline.dropAfter)]
        }
        return outcome
    }

    private mutating func serverDrops(_ index: Int, server: AgoraSimRtmpServer,
                                      mainSession: SimScope.Token) -> SimMediaPushOutcome {
        guard streams[index].state == .running, !streams[index].dropped else { return SimMediaPushOutcome() }
        streams[index].dropped = true
        var outcome = SimMediaPushOutcome()
        outcome.callbacks = [beginRecovery(index, .server, reason: .rtmpServerError, session: mainSession,
                                           timers: &outcome.timers)]
        if server == .dropRecover {
            outcome.timers.append(timer(index, .serverRecovers, mainSession, delay: SimRtmpTimeline.recoverAfter))
        }
        return outcome
    }

    /// Recovery gives up after a while; that step lives as long as `session`.
    private mutating func beginRecovery(_ index: Int, _ cause: SimRtmpStream.Interruption, reason: AgoraRtmpStreamingReason,
                                        session: SimScope.Token, timers: inout [SimMediaPushTimer]) -> SimCallback {
        streams[index].interruption = cause
        let callback = set(index, .recovering, reason)
        timers.append(timer(index, .recoveryTimeout, session, delay: SimRtmpTimeline.recoveryLimit))
        return callback
    }

    private mutating func endRecovery(_ index: Int) -> SimCallback {
        streams[index].interruption = nil
        return set(index, .running, .OK)
    }

    private mutating func set(_ index: Int, _ state: AgoraRtmpStreamingState, _ reason: AgoraRtmpStreamingReason) -> SimCallback {
        streams[index].state = state
        streams[index].reason = reason
        streams[index].serial += 1
        if state != .recovering { streams[index].interruption = nil }
        return Self.callback(streams[index].url, state, reason)
    }

    /// A step for the push at `index` as it is now.
    private func timer(_ index: Int, _ step: SimMediaPushTimer.Step, _ session: SimScope.Token,
                       delay: Double) -> SimMediaPushTimer {
        SimMediaPushTimer(session: session, delay: delay, step: step, url: streams[index].url, serial: streams[index].serial)
    }

    static func callback(_ url: String, _ state: AgoraRtmpStreamingState, _ reason: AgoraRtmpStreamingReason) -> SimCallback {
        .delegate("rtcEngine(_:rtmpStreamingChangedToState:state:reason:)",
                  "url: \(SimTraceText.quoted(url)), state: .\(state), reason: .\(reason)") {
            $1.rtcEngine($0, rtmpStreamingChangedToState: url, state: state, reason: reason)
        }
    }
}
