import Foundation

// Channel media relay: a host's stream sent on by the server into up to six other channels, where a relay user
// appears. States: CONNECTING → RUNNING (the legacy events Connected, JoinedSourceChannel, JoinedDestinationChannel,
// SentToDestinationChannel, ReceivedAudio/VideoPacketFromSource on the way), FAILURE with the reason, IDLE on stop.
// The tokens are checked as the cloud checks a join's (`SimTokenGate`): the source's for uid 0, each destination's for
// its relay user; the first one to expire stops the whole relay (SourceTokenExpired / DestinationTokenExpired).
extension AgoraRtcEngineKit {
    /// Starts relaying, or changes the destinations of the relay already on. -2 for no destination or more than six,
    /// a destination name the channel rules refuse, a destination that is the source, or a source naming another
    /// channel; -8 unless the main connection is in its channel as a host.
    @discardableResult
    public func startOrUpdateChannelMediaRelay(_ config: AgoraChannelMediaRelayConfiguration) -> Int32 {
        api("startOrUpdateChannelMediaRelay(_:)", Self.relayTraceText(config)) { s in
            let infos = config.destinationInfos
            guard (1...SimMediaRelayTimeline.maxDestinations).contains(infos.count) else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            guard infos.allSatisfy({ SimChannelNameRules.validate($0.key) == nil && SimChannelNameRules.isValidUid($0.value.uid) }) else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            guard let session = s[.main].session, s[.main].isJoined, s.effectiveRole(.main) == .broadcaster else {
                return AgoraErrorCode.invalidState.returnCode
            }
            if let source = config.sourceInfo?.channelName, !source.isEmpty, source != session.channelId {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            guard infos[session.channelId] == nil else { return AgoraErrorCode.invalidArgument.returnCode }
            if let relay = s.mediaRelay, relay.isActive {
                updateRelay(&s, config)
            } else {
                beginRelay(&s, config)
            }
            return 0
        }
    }

    /// Stops relaying: IDLE. A failed relay is released the same way. -5 when there is no relay.
    @discardableResult
    public func stopChannelMediaRelay() -> Int32 {
        api("stopChannelMediaRelay()") { s in
            guard s.mediaRelay != nil else { return AgoraErrorCode.refused.returnCode }
            post(endRelay(&s), to: .main)
            return 0
        }
    }

    /// Stops sending to every destination; the relay users stay there. -5 unless a relay is connecting or running.
    @discardableResult
    public func pauseAllChannelMediaRelay() -> Int32 {
        api("pauseAllChannelMediaRelay()") { s in
            guard s.mediaRelay?.isActive == true else { return AgoraErrorCode.refused.returnCode }
            s.mediaRelay?.paused = true
            answerRelay(&s, .pauseSendPacketToDestChannelSuccess)
            return 0
        }
    }

    /// Sends to every destination again. -5 unless a relay is connecting or running.
    @discardableResult
    public func resumeAllChannelMediaRelay() -> Int32 {
        api("resumeAllChannelMediaRelay()") { s in
            guard s.mediaRelay?.isActive == true else { return AgoraErrorCode.refused.returnCode }
            s.mediaRelay?.paused = false
            answerRelay(&s, .resumeSendPacketToDestChannelSuccess)
            return 0
        }
    }

    // MARK: - the state machine

    private func beginRelay(_ s: inout SimEngineState, _ config: AgoraChannelMediaRelayConfiguration) {
        var relay = SimMediaRelay(sourceToken: config.sourceInfo?.token)
        relay.generation = (s.mediaRelay?.generation ?? 0) + 1
        relay.destinations = makeDestinations(&s, config, keeping: [])
        s.mediaRelay = relay
        post([relayStateCallback(.connecting, .none)], to: .main)
        let delay = s.rng.double(SimMediaRelayTimeline.connect) + network.joinPenalty(&s.rng)
        afterRelay(s, delay: delay) { engine, s in engine.relayJoinsSource(&s) }
    }

    /// Destinations in channel-name order; one already in the relay keeps its relay user (and stays joined).
    private func makeDestinations(_ s: inout SimEngineState, _ config: AgoraChannelMediaRelayConfiguration,
                                  keeping current: [SimMediaRelay.Destination]) -> [SimMediaRelay.Destination] {
        config.destinationInfos.keys.sorted().map { name in
            let info = config.destinationInfos[name] ?? AgoraChannelMediaRelayInfo(token: nil)
            if var kept = current.first(where: { $0.channelName == name && $0.requestedUid == info.uid }) {
                if kept.token != info.token {
                    // A new token is checked again before the relay user goes on with it.
                    kept.token = info.token
                    kept.joined = false
                }
                return kept
            }
            let uid = info.uid != 0 ? info.uid : UInt(s.rng.int(1_000_000...Int(UInt32.max)))
            return SimMediaRelay.Destination(channelName: name, token: info.token, requestedUid: info.uid, relayUid: uid)
        }
    }

    /// The server joined the source channel with the source token (generated for uid 0).
    private func relayJoinsSource(_ s: inout SimEngineState) -> [SimCallback] {
        guard let relay = s.mediaRelay, let session = s[.main].session else { return [] }
        var callbacks = [relayEventCallback(.connected)]
        let verdict = SimTokenGate(appId: appId, certificate: settings.appCertificate)
            .check(relay.sourceToken, channelId: session.channelId, userId: "0", unixNow: clock.unixNow)
        switch verdict {
        case .accepted(let expiresAt):
            s.mediaRelay?.sourceExpiresAt = expiresAt
        case .expired:
            return callbacks + failRelay(&s, .sourceTokenExpired)
        case .invalid, .otherAppId, .otherChannel:
            return callbacks + failRelay(&s, .failedJoinSourceChannel)
        }
        callbacks.append(relayEventCallback(.joinedSourceChannel))
        afterRelay(s, delay: s.rng.double(SimMediaRelayTimeline.joinDestinations)) { engine, s in
            engine.relayJoinsDestinations(&s)
        }
        return callbacks
    }

    /// The relay user joins every destination it is not in yet; then the relay runs.
    private func relayJoinsDestinations(_ s: inout SimEngineState) -> [SimCallback] {
        guard let relay = s.mediaRelay else { return [] }
        let gate = SimTokenGate(appId: appId, certificate: settings.appCertificate)
        var joinedAny = false
        for index in relay.destinations.indices where !relay.destinations[index].joined {
            let destination = relay.destinations[index]
            switch gate.check(destination.token, channelId: destination.channelName, userId: String(destination.relayUid),
                              unixNow: clock.unixNow) {
            case .accepted(let expiresAt):
                s.mediaRelay?.destinations[index].expiresAt = expiresAt
                s.mediaRelay?.destinations[index].joined = true
                joinedAny = true
            case .expired:
                return failRelay(&s, .destinationTokenExpired)
            case .invalid, .otherAppId, .otherChannel:
                return failRelay(&s, .failedJoinDestinationChannel)
            }
        }
        var callbacks: [SimCallback] = joinedAny ? [relayEventCallback(.joinedDestinationChannel)] : []
        if relay.state == .running {
            callbacks.append(relayEventCallback(.updateDestinationChannel))
        } else {
            s.mediaRelay?.state = .running
            callbacks.append(relayStateCallback(.running, .none))
            afterRelay(s, delay: s.rng.double(SimMediaRelayTimeline.firstPackets)) { engine, s in
                var packets = [engine.relayEventCallback(.sentToDestinationChannel)]
                if s.publishesAudio(.main) { packets.append(engine.relayEventCallback(.receivedAudioPacketFromSource)) }
                if s.publishesVideo(.main) { packets.append(engine.relayEventCallback(.receivedVideoPacketFromSource)) }
                return packets
            }
        }
        scheduleRelayExpiry(&s)
        return callbacks
    }

    /// startOrUpdate while relaying: the same destinations and tokens change nothing (UpdateDestinationChannelNotChange);
    /// otherwise destinations no longer named are left and new ones joined, then UpdateDestinationChannel.
    private func updateRelay(_ s: inout SimEngineState, _ config: AgoraChannelMediaRelayConfiguration) {
        guard let relay = s.mediaRelay else { return }
        let destinations = makeDestinations(&s, config, keeping: relay.destinations)
        let sourceToken = config.sourceInfo?.token
        if destinations == relay.destinations && sourceToken == relay.sourceToken {
            return answerRelay(&s, .updateDestinationChannelNotChange)
        }
        s.mediaRelay?.destinations = destinations
        s.mediaRelay?.generation += 1
        if relay.state == .connecting {
            // Not in the source channel yet: the pending steps pick up the new source and destinations.
            s.mediaRelay?.sourceToken = sourceToken
            afterRelay(s, delay: s.rng.double(SimMediaRelayTimeline.connect)) { engine, s in engine.relayJoinsSource(&s) }
            return
        }
        if sourceToken != relay.sourceToken, let session = s[.main].session {
            let verdict = SimTokenGate(appId: appId, certificate: settings.appCertificate)
                .check(sourceToken, channelId: session.channelId, userId: "0", unixNow: clock.unixNow)
            guard case .accepted(let expiresAt) = verdict else {
                // The new source token is refused: the server keeps relaying with the one it has.
                s.mediaRelay = relay
                return answerRelay(&s, .updateDestinationChannelRefused)
            }
            s.mediaRelay?.sourceToken = sourceToken
            s.mediaRelay?.sourceExpiresAt = expiresAt
        }
        afterRelay(s, delay: s.rng.double(SimMediaRelayTimeline.answer)) { engine, s in engine.relayJoinsDestinations(&s) }
    }

    /// The first token to expire (source or destination) stops the whole relay.
    private func scheduleRelayExpiry(_ s: inout SimEngineState) {
        guard let relay = s.mediaRelay else { return }
        let ends: [(UInt64, AgoraChannelMediaRelayError)] = (relay.sourceExpiresAt.map { [($0, .sourceTokenExpired)] } ?? [])
            + relay.destinations.compactMap { destination in destination.expiresAt.map { ($0, .destinationTokenExpired) } }
        guard let first = ends.min(by: { $0.0 < $1.0 }) else { return }
        afterRelay(s, delay: max(0, Double(first.0) - clock.unixNow)) { engine, s in engine.failRelay(&s, first.1) }
    }

    private func failRelay(_ s: inout SimEngineState, _ error: AgoraChannelMediaRelayError) -> [SimCallback] {
        guard s.mediaRelay != nil else { return [] }
        s.mediaRelay?.state = .failure
        s.mediaRelay?.error = error
        s.mediaRelay?.paused = false
        s.mediaRelay?.generation += 1
        for index in s.mediaRelay?.destinations.indices ?? 0..<0 { s.mediaRelay?.destinations[index].joined = false }
        return [relayStateCallback(.failure, error)]
    }

    private func endRelay(_ s: inout SimEngineState) -> [SimCallback] {
        guard s.mediaRelay != nil else { return [] }
        s.mediaRelay = nil
        return [relayStateCallback(.idle, .none)]
    }

    /// Leaving the channel ends the relay.
    func relayChannelLeft(_ s: inout SimEngineState) -> [SimCallback] {
        endRelay(&s)
    }

    // MARK: - plumbing

    private func answerRelay(_ s: inout SimEngineState, _ event: AgoraChannelMediaRelayEvent) {
        let delay = s.rng.double(SimMediaRelayTimeline.answer)
        afterRelay(s, delay: delay, keepingGeneration: false) { engine, _ in [engine.relayEventCallback(event)] }
    }

    /// Runs `work` after `delay` while the main connection's session lasts and, unless told otherwise, the relay is
    /// still the one seen now (same generation). What `work` returns goes to the main delegate.
    private func afterRelay(_ s: SimEngineState, delay: Double, keepingGeneration: Bool = true,
                            _ work: @escaping @Sendable (AgoraRtcEngineKit, inout SimEngineState) -> [SimCallback]) {
        let generation = s.mediaRelay?.generation
        inSession(s[.main].sessionScope.token, after: delay) { engine, s, link in
            guard link.isMain, let relay = s.mediaRelay else { return [] }
            if keepingGeneration && relay.generation != generation { return [] }
            return work(engine, &s)
        }
    }

    func relayStateCallback(_ state: AgoraChannelMediaRelayState, _ error: AgoraChannelMediaRelayError) -> SimCallback {
        .delegate("rtcEngine(_:channelMediaRelayStateDidChange:error:)", "state: .\(state), error: .\(error)") {
            $1.rtcEngine($0, channelMediaRelayStateDidChange: state, error: error)
        }
    }

    func relayEventCallback(_ event: AgoraChannelMediaRelayEvent) -> SimCallback {
        .delegate("rtcEngine(_:didReceive:)", "event: .\(event)") { $1.rtcEngine($0, didReceive: event) }
    }

    /// The configuration for the trace, tokens masked.
    private static func relayTraceText(_ config: AgoraChannelMediaRelayConfiguration) -> String {
        let source = "src: {token: \(SimTraceText.token(config.sourceInfo?.token))}"
        let destinations = config.destinationInfos.keys.sorted().map { name in
            let info = config.destinationInfos[name]
            return "\(SimTraceText.quoted(name)): {uid: \(info?.uid ?? 0), token: \(SimTraceText.token(info?.token))}"
        }
        return "{" + source + ", dests: [" + destinations.joined(separator: ", ") + "]}"
    }
}
