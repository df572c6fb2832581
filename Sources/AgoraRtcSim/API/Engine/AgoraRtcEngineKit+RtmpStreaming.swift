import Foundation

// Media Push (RTMP/RTMPS to a CDN), per URL: connecting → running; recovering → running, or failure after 60 s;
// failure; disconnecting → idle on stop. The simulated CDN's answer comes from `AgoraSimulationSettings.rtmpServer`.
extension AgoraRtcEngineKit {
    /// Pushes the host's own audio and video to `url` as they are. Returns -2 for a URL that breaks the rules
    /// (see `SimRtmpUrlRules`), -8 when not in a channel (the SDK documents no code for that; this is the
    /// simulation's), -19 when the URL is already being pushed. Everything else is reported through
    /// `rtcEngine(_:rtmpStreamingChangedToState:state:reason:)`.
    @discardableResult
    public func startRtmpStreamWithoutTranscoding(_ url: String) -> Int32 {
        api("startRtmpStreamWithoutTranscoding(_:)", SimTraceText.quoted(url)) { s in
            startRtmp(&s, url: url, transcoding: nil)
        }
    }

    /// Pushes a mixed picture composed by `transcoding` to `url`. Same codes as the call without transcoding, plus
    /// -2 for a missing or invalid layout.
    @discardableResult
    public func startRtmpStream(withTranscoding url: String, transcoding: AgoraLiveTranscoding?) -> Int32 {
        let detail = SimTraceText.quoted(url) + ", transcoding: " + (transcoding?.traceText ?? "nil")
        return api("startRtmpStream(withTranscoding:transcoding:)", detail) { s in
            guard let transcoding else { return AgoraErrorCode.invalidArgument.returnCode }
            return startRtmp(&s, url: url, transcoding: transcoding)
        }
    }

    /// Changes the layout of every transcoded push; `rtcEngineTranscodingUpdated` follows. When only pushes without
    /// transcoding exist, each reports (its state, transcodingNoMixStream); with no push at all it returns -8.
    @discardableResult
    public func updateRtmpTranscoding(_ transcoding: AgoraLiveTranscoding?) -> Int32 {
        api("updateRtmpTranscoding(_:)", transcoding?.traceText ?? "nil") { s in
            guard let transcoding, transcoding.isValid else { return AgoraErrorCode.invalidArgument.returnCode }
            let mixed = s.rtmpStreams.indices.filter { s.rtmpStreams[$0].isActive && s.rtmpStreams[$0].transcoding != nil }
            guard !mixed.isEmpty else {
                let plain = s.rtmpStreams.filter(\.isActive)
                guard !plain.isEmpty else { return AgoraErrorCode.invalidState.returnCode }
                post(plain.map { rtmpCallback($0.url, $0.state, .transcodingNoMixStream) }, to: .main)
                return 0
            }
            for index in mixed { s.rtmpStreams[index].transcoding = transcoding }
            inSession(s[.main].sessionScope.token, after: s.rng.double(SimRtmpTimeline.transcodingUpdate)) { _, _, _ in
                [.delegate("rtcEngineTranscodingUpdated(_:)", "") { $1.rtcEngineTranscodingUpdated($0) }]
            }
            return 0
        }
    }

    /// Stops pushing to `url`: (disconnecting, OK) then (idle, unpublishOK). A failed URL goes straight to idle;
    /// this is also how a failed URL is released before retrying it. -2 for a URL that is not being pushed.
    @discardableResult
    public func stopRtmpStream(_ url: String) -> Int32 {
        api("stopRtmpStream(_:)", SimTraceText.quoted(url)) { s in
            guard let index = s.rtmpIndex(url) else { return AgoraErrorCode.invalidArgument.returnCode }
            switch s.rtmpStreams[index].state {
            case .disconnecting:
                return 0
            case .failure, .idle:
                s.rtmpStreams.remove(at: index)
                post([rtmpCallback(url, .idle, .OK)], to: .main)
            case .connecting, .running, .recovering:
                post([setRtmp(&s, index, .disconnecting, .OK)], to: .main)
                afterRtmp(s, .main, index, delay: s.rng.double(SimRtmpTimeline.disconnect)) { engine, s, index in
                    s.rtmpStreams.remove(at: index)
                    return [engine.rtmpCallback(url, .idle, .unpublishOK)]
                }
            }
            return 0
        }
    }

    // MARK: - the state machine

    private func startRtmp(_ s: inout SimEngineState, url: String, transcoding: AgoraLiveTranscoding?) -> Int32 {
        guard SimRtmpUrlRules.problem(in: url) == nil else { return AgoraErrorCode.invalidArgument.returnCode }
        if let transcoding, !transcoding.isValid { return AgoraErrorCode.invalidArgument.returnCode }
        guard s[.main].isJoined else { return AgoraErrorCode.invalidState.returnCode }
        if let index = s.rtmpIndex(url) {
            let stream = s.rtmpStreams[index]
            guard stream.state == .failure else {
                post([.delegate("rtcEngine(_:rtmpStreamingEventWithUrl:eventCode:)",
                                "url: \(SimTraceText.quoted(url)), eventCode: .urlAlreadyInUse") {
                    $1.rtcEngine($0, rtmpStreamingEventWithUrl: url, eventCode: .urlAlreadyInUse)
                }], to: .main)
                return AgoraErrorCode.alreadyInUse.returnCode
            }
            // The SDK's rule: stop a failed URL before retrying it; until then a retry reports the same failure.
            post([rtmpCallback(url, .failure, stream.reason)], to: .main)
            return 0
        }
        var refusal: AgoraRtmpStreamingReason?
        if s.channelProfile != .liveBroadcasting || s[.main].clientRole != .broadcaster {
            refusal = .notBroadcaster
        } else if s.encryption != nil {
            // Built-in encryption and Media Push are mutually exclusive: a CDN cannot take an encrypted stream.
            refusal = .encryptedStreamNotAllowed
        } else if s.rtmpStreams.filter(\.isActive).count >= SimRtmpTimeline.maxUrls {
            refusal = .reachLimit
        }
        if let refusal {
            s.rtmpStreams.append(SimRtmpStream(url: url, transcoding: transcoding, state: .failure, reason: refusal))
            post([rtmpCallback(url, .failure, refusal)], to: .main)
            return 0
        }
        s.rtmpStreams.append(SimRtmpStream(url: url, transcoding: transcoding, state: .connecting, reason: .OK,
                                           startedAt: now))
        let index = s.rtmpStreams.count - 1
        post([rtmpCallback(url, .connecting, .OK)], to: .main)
        afterRtmp(s, .main, index, delay: s.rng.double(SimRtmpTimeline.connect)) { engine, s, index in
            engine.rtmpServerAnswers(&s, index)
        }
        return 0
    }

    /// The CDN's answer to a connecting push. While this client's link is down it keeps trying, for up to 60 s.
    private func rtmpServerAnswers(_ s: inout SimEngineState, _ index: Int) -> [SimCallback] {
        let stream = s.rtmpStreams[index]
        guard stream.state == .connecting else { return [] }
        if s[.main].session?.inOutage == true {
            if now - stream.startedAt >= SimRtmpTimeline.recoveryLimit {
                return [setRtmp(&s, index, .failure, .connectionTimeout)]
            }
            afterRtmp(s, .main, index, delay: 1) { engine, s, index in engine.rtmpServerAnswers(&s, index) }
            return []
        }
        let refusal: AgoraRtmpStreamingReason?
        switch settings.rtmpServer {
        case .invalidAppId: refusal = .invalidAppId
        case .notAuthorized: refusal = .notAuthorized
        case .streamNotFound: refusal = .streamNotFound
        case .accept, .dropRecover, .dropFail:
            refusal = SimRtmpUrlRules.hasStreamPath(stream.url) ? nil : .formatNotSupported
        }
        if let refusal { return [setRtmp(&s, index, .failure, refusal)] }
        let running = setRtmp(&s, index, .running, .OK)
        if settings.rtmpServer == .dropRecover || settings.rtmpServer == .dropFail {
            afterRtmp(s, .main, index, delay: SimRtmpTimeline.dropAfter) { engine, s, index in
                engine.rtmpServerDrops(&s, index)
            }
        }
        return [running]
    }

    private func rtmpServerDrops(_ s: inout SimEngineState, _ index: Int) -> [SimCallback] {
        guard s.rtmpStreams[index].state == .running, !s.rtmpStreams[index].dropped else { return [] }
        s.rtmpStreams[index].dropped = true
        let callback = beginRtmpRecovery(&s, .main, index, .server, reason: .rtmpServerError)
        if settings.rtmpServer == .dropRecover {
            afterRtmp(s, .main, index, delay: SimRtmpTimeline.recoverAfter) { engine, s, index in
                guard s.rtmpStreams[index].interruption == .server else { return [] }
                // Back on the CDN's side; if this client's link is down meanwhile, its return brings the stream back.
                if s[.main].session?.inOutage == true {
                    s.rtmpStreams[index].interruption = .network
                    return []
                }
                return [engine.endRtmpRecovery(&s, index)]
            }
        }
        return [callback]
    }

    /// Recovery gives up after a while; that timer lives as long as `link`'s session.
    private func beginRtmpRecovery(_ s: inout SimEngineState, _ link: SimLinkIndex, _ index: Int,
                                   _ cause: SimRtmpStream.Interruption, reason: AgoraRtmpStreamingReason) -> SimCallback {
        s.rtmpStreams[index].interruption = cause
        let callback = setRtmp(&s, index, .recovering, reason)
        afterRtmp(s, link, index, delay: SimRtmpTimeline.recoveryLimit) { engine, s, index in
            guard s.rtmpStreams[index].state == .recovering else { return [] }
            return [engine.setRtmp(&s, index, .failure, .connectionTimeout)]
        }
        return callback
    }

    private func endRtmpRecovery(_ s: inout SimEngineState, _ index: Int) -> SimCallback {
        s.rtmpStreams[index].interruption = nil
        return setRtmp(&s, index, .running, .OK)
    }

    /// `link` lost its connection to the cloud: running pushes start recovering, for as long as `link`'s session
    /// lasts. (Any connection's outage does this, not only the main one's, which the pushes belong to.)
    func rtmpNetworkDown(_ s: inout SimEngineState, _ link: SimLinkIndex) -> [SimCallback] {
        s.rtmpStreams.indices.filter { s.rtmpStreams[$0].state == .running }.map {
            beginRtmpRecovery(&s, link, $0, .network, reason: .netDown)
        }
    }

    /// The link is back: pushes that were recovering because of it run again.
    func rtmpNetworkBack(_ s: inout SimEngineState) -> [SimCallback] {
        s.rtmpStreams.indices.filter {
            s.rtmpStreams[$0].state == .recovering && s.rtmpStreams[$0].interruption == .network
        }.map { endRtmpRecovery(&s, $0) }
    }

    /// The host became audience: Media Push is for hosts only.
    func rtmpRoleLost(_ s: inout SimEngineState) -> [SimCallback] {
        s.rtmpStreams.indices.filter { s.rtmpStreams[$0].isActive }.map { setRtmp(&s, $0, .failure, .notBroadcaster) }
    }

    /// The connection failed for good: every push still on fails.
    func rtmpConnectionFailed(_ s: inout SimEngineState) -> [SimCallback] {
        s.rtmpStreams.indices.filter { s.rtmpStreams[$0].isActive }.map { setRtmp(&s, $0, .failure, .netDown) }
    }

    /// Leaving the channel ends every push.
    func rtmpChannelLeft(_ s: inout SimEngineState) -> [SimCallback] {
        let ended = s.rtmpStreams.filter { $0.state != .idle }
        s.rtmpStreams = []
        return ended.map { rtmpCallback($0.url, .idle, .OK) }
    }

    // MARK: - plumbing

    private func setRtmp(_ s: inout SimEngineState, _ index: Int, _ state: AgoraRtmpStreamingState,
                         _ reason: AgoraRtmpStreamingReason) -> SimCallback {
        s.rtmpStreams[index].state = state
        s.rtmpStreams[index].reason = reason
        s.rtmpStreams[index].serial += 1
        if state != .recovering { s.rtmpStreams[index].interruption = nil }
        return rtmpCallback(s.rtmpStreams[index].url, state, reason)
    }

    /// Runs `work` after `delay` if `link`'s session and the stream's state are still the ones seen now; the
    /// stream is found again by URL, since others may have been removed meanwhile. What `work` returns goes to
    /// `link`'s delegate.
    private func afterRtmp(_ s: SimEngineState, _ link: SimLinkIndex, _ index: Int, delay: Double,
                           _ work: @escaping @Sendable (AgoraRtcEngineKit, inout SimEngineState, Int) -> [SimCallback]) {
        let url = s.rtmpStreams[index].url, serial = s.rtmpStreams[index].serial
        inSession(s[link].sessionScope.token, after: delay) { engine, s, _ in
            guard let index = s.rtmpIndex(url), s.rtmpStreams[index].serial == serial else { return [] }
            return work(engine, &s, index)
        }
    }

    func rtmpCallback(_ url: String, _ state: AgoraRtmpStreamingState, _ reason: AgoraRtmpStreamingReason) -> SimCallback {
        .delegate("rtcEngine(_:rtmpStreamingChangedToState:state:reason:)",
                  "url: \(SimTraceText.quoted(url)), state: .\(state), reason: .\(reason)") {
            $1.rtcEngine($0, rtmpStreamingChangedToState: url, state: state, reason: reason)
        }
    }
}
