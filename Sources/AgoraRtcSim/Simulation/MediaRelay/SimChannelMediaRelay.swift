/// Channel media relay: a host's stream sent on by the server into up to six other channels, where a relay user
/// appears. States: CONNECTING → RUNNING (the legacy events Connected, JoinedSourceChannel, JoinedDestinationChannel,
/// SentToDestinationChannel, ReceivedAudio/VideoPacketFromSource on the way), FAILURE with the reason, IDLE on stop.
/// The tokens are checked as the cloud checks a join's (`SimTokenGate`): the source's for uid 0, each destination's
/// for its relay user; the first one to expire stops the whole relay (SourceTokenExpired / DestinationTokenExpired).
struct SimChannelMediaRelay: SimComponent {
    /// From startOrUpdateChannelMediaRelay until it is stopped or the channel left.
    private(set) var current: SimMediaRelay?
    /// The relay users in other instances' destination channels (`AgoraRtcEngineKit+CloudRelay`).
    var rooms = SimCloudRelayRooms()

    /// Connecting or running: pause, resume and update apply.
    var isActive: Bool { current?.isActive == true }

    // MARK: - the calls

    /// startOrUpdateChannelMediaRelay, its arguments checked: a relay connecting or running is updated, else one
    /// starts.
    mutating func startOrUpdate(_ config: AgoraChannelMediaRelayConfiguration, _ context: SimMediaRelayContext,
                                network: SimNetworkConditions, rng: inout SimRandom) -> SimMediaRelayOutcome {
        if isActive { return update(config, context, rng: &rng) }
        var relay = SimMediaRelay(sourceToken: config.sourceInfo?.token)
        relay.generation = (current?.generation ?? 0) + 1
        relay.destinations = Self.destinations(config, keeping: [], rng: &rng)
        current = relay
        var outcome = SimMediaRelayOutcome(callbacks: [Self.stateCallback(.connecting, .none)])
        let delay = rng.double(SimMediaRelayTimeline.connect) + network.joinPenalty(&rng)
        outcome.timers = [timer(.joinsSource, context, delay: delay)]
        return outcome
    }

    /// stopChannelMediaRelay (a failed relay is released the same way) and leaving the channel: IDLE.
    mutating func stop() -> [SimCallback] {
        guard current != nil else { return [] }
        current = nil
        rooms.leaveAll()
        return [Self.stateCallback(.idle, .none)]
    }

    /// pauseAll / resumeAllChannelMediaRelay on an active relay: the relay users stay in their channels.
    mutating func setPaused(_ paused: Bool, _ context: SimMediaRelayContext, rng: inout SimRandom) -> SimMediaRelayOutcome {
        current?.paused = paused
        return answer(paused ? .pauseSendPacketToDestChannelSuccess : .resumeSendPacketToDestChannelSuccess, context,
                      rng: &rng)
    }

    // MARK: - what the engine reports

    /// A scheduled step is due. `publishesAudio` / `publishesVideo`: what the main connection sends now.
    mutating func fire(_ timer: SimMediaRelayTimer, _ context: SimMediaRelayContext, publishesAudio: Bool,
                       publishesVideo: Bool, rng: inout SimRandom) -> SimMediaRelayOutcome {
        guard let relay = current else { return SimMediaRelayOutcome() }
        if let generation = timer.generation, relay.generation != generation { return SimMediaRelayOutcome() }
        switch timer.step {
        case .joinsSource:
            return joinsSource(context, rng: &rng)
        case .joinsDestinations:
            return joinsDestinations(context, rng: &rng)
        case .firstPackets:
            var packets = [Self.eventCallback(.sentToDestinationChannel)]
            if publishesAudio { packets.append(Self.eventCallback(.receivedAudioPacketFromSource)) }
            if publishesVideo { packets.append(Self.eventCallback(.receivedVideoPacketFromSource)) }
            return SimMediaRelayOutcome(callbacks: packets)
        case .tokenExpires(let error):
            return SimMediaRelayOutcome(callbacks: fail(error))
        case .answers(let event):
            return SimMediaRelayOutcome(callbacks: [Self.eventCallback(event)])
        }
    }

    /// Leaving the channel ends the relay.
    mutating func mainChannelLeft(at now: Double) -> [SimCallback] {
        stop()
    }

    mutating func destroy() {
        current = nil
        rooms.leaveAll()
    }

    // MARK: - the state machine

    /// The server joined the source channel with the source token (generated for uid 0).
    private mutating func joinsSource(_ context: SimMediaRelayContext, rng: inout SimRandom) -> SimMediaRelayOutcome {
        guard let relay = current, let channelId = context.channelId else { return SimMediaRelayOutcome() }
        var callbacks = [Self.eventCallback(.connected)]
        switch context.gate.check(relay.sourceToken, channelId: channelId, userId: "0", unixNow: context.unixNow) {
        case .accepted(let expiresAt):
            current?.sourceExpiresAt = expiresAt
        case .expired:
            return SimMediaRelayOutcome(callbacks: callbacks + fail(.sourceTokenExpired))
        case .invalid, .otherAppId, .otherChannel:
            return SimMediaRelayOutcome(callbacks: callbacks + fail(.failedJoinSourceChannel))
        }
        callbacks.append(Self.eventCallback(.joinedSourceChannel))
        let next = timer(.joinsDestinations, context, delay: rng.double(SimMediaRelayTimeline.joinDestinations))
        return SimMediaRelayOutcome(callbacks: callbacks, timers: [next])
    }

    /// The relay user joins every destination it is not in yet; then the relay runs.
    private mutating func joinsDestinations(_ context: SimMediaRelayContext, rng: inout SimRandom) -> SimMediaRelayOutcome {
        guard let relay = current else { return SimMediaRelayOutcome() }
        var joinedAny = false
        for index in relay.destinations.indices where !relay.destinations[index].joined {
            let destination = relay.destinations[index]
            switch context.gate.check(destination.token, channelId: destination.channelName,
                                      userId: String(destination.relayUid), unixNow: context.unixNow) {
            case .accepted(let expiresAt):
                current?.destinations[index].expiresAt = expiresAt
                current?.destinations[index].joined = true
                joinedAny = true
            case .expired:
                return SimMediaRelayOutcome(callbacks: fail(.destinationTokenExpired))
            case .invalid, .otherAppId, .otherChannel:
                return SimMediaRelayOutcome(callbacks: fail(.failedJoinDestinationChannel))
            }
        }
        var outcome = SimMediaRelayOutcome(callbacks: joinedAny ? [Self.eventCallback(.joinedDestinationChannel)] : [])
        if relay.state == .running {
            outcome.callbacks.append(Self.eventCallback(.updateDestinationChannel))
        } else {
            current?.state = .running
            outcome.callbacks.append(Self.stateCallback(.running, .none))
            outcome.timers.append(timer(.firstPackets, context, delay: rng.double(SimMediaRelayTimeline.firstPackets)))
        }
        outcome.timers += expiry(context)
        return outcome
    }

    /// startOrUpdate while relaying: the same destinations and tokens change nothing (UpdateDestinationChannelNotChange);
    /// otherwise destinations no longer named are left and new ones joined, then UpdateDestinationChannel.
    private mutating func update(_ config: AgoraChannelMediaRelayConfiguration, _ context: SimMediaRelayContext,
                                 rng: inout SimRandom) -> SimMediaRelayOutcome {
        guard let relay = current else { return SimMediaRelayOutcome() }
        let destinations = Self.destinations(config, keeping: relay.destinations, rng: &rng)
        let sourceToken = config.sourceInfo?.token
        if destinations == relay.destinations && sourceToken == relay.sourceToken {
            return answer(.updateDestinationChannelNotChange, context, rng: &rng)
        }
        current?.destinations = destinations
        current?.generation += 1
        if relay.state == .connecting {
            // Not in the source channel yet: the pending steps pick up the new source and destinations.
            current?.sourceToken = sourceToken
            return SimMediaRelayOutcome(timers: [timer(.joinsSource, context, delay: rng.double(SimMediaRelayTimeline.connect))])
        }
        if sourceToken != relay.sourceToken, let channelId = context.channelId {
            let verdict = context.gate.check(sourceToken, channelId: channelId, userId: "0", unixNow: context.unixNow)
            guard case .accepted(let expiresAt) = verdict else {
                // The new source token is refused: the server keeps relaying with the one it has.
                current = relay
                return answer(.updateDestinationChannelRefused, context, rng: &rng)
            }
            current?.sourceToken = sourceToken
            current?.sourceExpiresAt = expiresAt
        }
        return SimMediaRelayOutcome(timers: [timer(.joinsDestinations, context, delay: rng.double(SimMediaRelayTimeline.answer))])
    }

    /// The first token to expire (source or destination) stops the whole relay.
    private func expiry(_ context: SimMediaRelayContext) -> [SimMediaRelayTimer] {
        guard let relay = current else { return [] }
        let ends: [(UInt64, AgoraChannelMediaRelayError)] = (relay.sourceExpiresAt.map { [($0, .sourceTokenExpired)] } ?? [])
            + relay.destinations.compactMap { destination in destination.expiresAt.map { ($0, .destinationTokenExpired) } }
        guard let first = ends.min(by: { $0.0 < $1.0 }) else { return [] }
        return [timer(.tokenExpires(first.1), context, delay: max(0, Double(first.0) - context.unixNow))]
    }

    private mutating func fail(_ error: AgoraChannelMediaRelayError) -> [SimCallback] {
        guard current != nil else { return [] }
        current?.state = .failure
        current?.error = error
        current?.paused = false
        current?.generation += 1
        for index in current?.destinations.indices ?? 0..<0 { current?.destinations[index].joined = false }
        return [Self.stateCallback(.failure, error)]
    }

    /// Destinations in channel-name order; one already in the relay keeps its relay user (and stays joined).
    private static func destinations(_ config: AgoraChannelMediaRelayConfiguration, keeping current: [SimMediaRelay.Destination],
                                     rng: inout SimRandom) -> [SimMediaRelay.Destination] {
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
            let uid = info.uid != 0 ? info.uid : UInt(rng.int(1_000_000...Int(UInt32.max)))
            return SimMediaRelay.Destination(channelName: name, token: info.token, requestedUid: info.uid, relayUid: uid)
        }
    }

    // MARK: - plumbing

    /// An event answering a call, whatever the relay does meanwhile (as long as there is one).
    private func answer(_ event: AgoraChannelMediaRelayEvent, _ context: SimMediaRelayContext,
                        rng: inout SimRandom) -> SimMediaRelayOutcome {
        let delay = rng.double(SimMediaRelayTimeline.answer)
        return SimMediaRelayOutcome(timers: [SimMediaRelayTimer(session: context.session, delay: delay,
                                                                step: .answers(event), generation: nil)])
    }

    /// A step tied to the relay as it is now (its generation).
    private func timer(_ step: SimMediaRelayTimer.Step, _ context: SimMediaRelayContext, delay: Double) -> SimMediaRelayTimer {
        SimMediaRelayTimer(session: context.session, delay: delay, step: step, generation: current?.generation)
    }

    static func stateCallback(_ state: AgoraChannelMediaRelayState, _ error: AgoraChannelMediaRelayError) -> SimCallback {
        .delegate("rtcEngine(_:channelMediaRelayStateDidChange:error:)", "state: .\(state), error: .\(error)") {
            $1.rtcEngine($0, channelMediaRelayStateDidChange: state, error: error)
        }
    }

    static func eventCallback(_ event: AgoraChannelMediaRelayEvent) -> SimCallback {
        .delegate("rtcEngine(_:didReceive:)", "event: .\(event)") { $1.rtcEngine($0, didReceive: event) }
    }
}
