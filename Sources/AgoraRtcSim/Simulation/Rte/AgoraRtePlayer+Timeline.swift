import Foundation

// The engine's clock holds each step's closure, and the player holds the engine: the steps hold the player weakly, so
// a player the app let go (or a test's engine whose virtual clock stops) is freed with what it was waiting for.
//
// An rte:// open, step by step on the engine's clock: OPENING at the call; after the join latency the simulated
// cloud checks the URL's App ID, channel name and token (uid 0) as a join does; then the host's first picture
// (OPEN_COMPLETED, PLAYING with autoPlay, the resolution, FIRST_DISPLAYED) or, with no host, FAILED once
// `openTimeout` has passed since the open.
extension AgoraRtePlayer {
    func beginOpen(_ url: String, startTime: UInt64, _ cb: (@Sendable (AgoraRteError?) -> Void)?,
                   at site: AgoraSimCallSite?) {
        let opened = lock.locked { () -> (SimScope.Token, [SimRteCallback])? in
            guard [.idle, .stopped].contains(playback.state) else { return nil }
            playback.scope.cancel()
            playback.host = nil
            playback.shownFirstFrame = false
            return (playback.scope.token, [transition(&playback, to: .opening, nil)])
        }
        engine.trace(.apiCall, "open(withUrl:startTime:cb:)",
                     "url: \"\(SimRteUrl.redacted(url))\", startTime: \(startTime), cb: \(cb == nil ? "nil" : "<block>")", at: site)
        guard let (token, posts) = opened else {
            let state = self.state
            deliverLater([completion(cb, AgoraRteError(.errorInvalidOperation, "cannot open while .\(state): stop first"))])
            return
        }
        guard let parsed = SimRteUrl(url) else {
            // Refused before any channel is asked, in the same turn as OPENING so FAILED can never come first.
            return engine.after(0) { [weak self] _ in
                guard let self else { return }
                deliver(posts)
                fail(token, .errorInvalidArgument, "not an rte:// URL with an App ID and a channel", cb)
            }
        }
        deliverLater(posts)
        let latency = SimRteHost.joinLatency(channel: parsed.channel, settings: engine.settings)
        engine.after(latency) { [weak self] _ in self?.channelAnswered(token, parsed, cb) }
    }

    /// The simulated cloud's answer to joining the URL's channel.
    private func channelAnswered(_ token: SimScope.Token, _ url: SimRteUrl, _ cb: (@Sendable (AgoraRteError?) -> Void)?) {
        let settings = engine.settings
        guard rte.isMediaEngineReady else { return fail(token, .errorInvalidOperation, "media engine not initialized", cb) }
        // The cloud knows one project (KeyCenter's); with no project set, the App ID the RTE object was given.
        let project = settings.projectAppId ?? rte.configuredAppId
        guard url.appId.count == 32, url.appId.allSatisfy(\.isHexDigit), url.appId.lowercased() == project.lowercased() else {
            return fail(token, .errorInvalidArgument, "invalid App ID", cb)
        }
        guard SimChannelNameRules.validate(url.channel) == nil else {
            return fail(token, .errorInvalidArgument, "invalid channel name", cb)
        }
        let gate = SimTokenGate(appId: url.appId, certificate: settings.appCertificate)
        switch gate.check(url.token, channelId: url.channel, userId: "0", unixNow: engine.clock.unixNow) {
        case .accepted: break
        case .expired: return fail(token, .errorAuthenticationFailed, "token expired", cb)
        case .invalid, .otherAppId, .otherChannel: return fail(token, .errorAuthenticationFailed, "invalid token", cb)
        }
        guard let host = SimRteHost.of(channel: url.channel, settings: settings) else {
            let waited = SimRteHost.joinLatency(channel: url.channel, settings: settings)
            return engine.after(max(0, Self.openTimeout - waited)) { [weak self] _ in
                guard let self else { return }
                fail(token, .errorStreamNotFound, "no stream from the host within \(Int(Self.openTimeout)) s", cb)
            }
        }
        let current = lock.locked { () -> Bool in
            guard playback.scope.isCurrent(token) else { return false }
            playback.host = host
            return true
        }
        guard current else { return }
        engine.after(host.firstFrameDelay) { [weak self] _ in self?.streamArrived(token, cb) }
    }

    /// The host's first picture: the open has completed.
    private func streamArrived(_ token: SimScope.Token, _ cb: (@Sendable (AgoraRteError?) -> Void)?) {
        let posts = lock.locked { () -> [SimRteCallback] in
            guard playback.scope.isCurrent(token), playback.state == .opening else { return [] }
            var posts = [transition(&playback, to: .openCompleted, nil), completion(cb, AgoraRteError(.ok))]
            if playback.autoPlay { posts += startPlaying(&playback) }
            return posts
        }
        deliver(posts)
    }

    private func fail(_ token: SimScope.Token, _ code: AgoraRteErrorCode, _ message: String,
                      _ cb: (@Sendable (AgoraRteError?) -> Void)?) {
        let error = AgoraRteError(code, message)
        let posts = lock.locked { () -> [SimRteCallback] in
            guard playback.scope.isCurrent(token), playback.state == .opening else { return [] }
            playback.scope.cancel()
            return [transition(&playback, to: .failed, error), completion(cb, error)]
        }
        deliver(posts)
    }

    /// PLAYING, with the resolution and FIRST_DISPLAYED the first time this open plays, and the frames.
    func startPlaying(_ p: inout SimRtePlayback) -> [SimRteCallback] {
        var posts = [transition(&p, to: .playing, nil)]
        guard let host = p.host else { return posts }
        if !p.shownFirstFrame {
            p.shownFirstFrame = true
            let (width, height) = (Int32(host.width), Int32(host.height))
            posts.append(.observer("onResolutionChanged(_:height:)", "width: \(width), height: \(height)") {
                $0.onResolutionChanged(width, height: height)
            })
            posts.append(.observer("onEvent(_:)", "event: .firstDisplayed") { $0.onEvent(.firstDisplayed) })
        }
        showFrame(p, host)
        scheduleFrame(p.scope.token, after: 1 / Double(host.fps))
        return posts
    }

    private func scheduleFrame(_ token: SimScope.Token, after delay: Double) {
        engine.after(delay) { [weak self] _ in
            guard let self else { return }
            let next = lock.locked { () -> Double? in
                guard playback.scope.isCurrent(token), playback.state == .playing, let host = playback.host else { return nil }
                showFrame(playback, host)
                return 1 / Double(host.fps)
            }
            if let next { scheduleFrame(token, after: next) }
        }
    }

    /// The host's picture at this instant, painted when the screen reads it.
    private func showFrame(_ p: SimRtePlayback, _ host: SimRteHost) {
        let timestampMs = engine.nowMs
        p.canvas?.show {
            SimFramePainter.paint(uid: host.uid, width: host.width, height: host.height, timestampMs: timestampMs, mirrored: false)
        }
    }

    func transition(_ p: inout SimRtePlayback, to state: AgoraRtePlayerState, _ error: AgoraRteError?) -> SimRteCallback {
        let old = p.state
        p.state = state
        let error = error ?? AgoraRteError(.ok)
        return .observer("onStateChanged(_:newState:error:)", "old: .\(old), new: .\(state), error: \(error)") {
            $0.onStateChanged(old, newState: state, error: error)
        }
    }

    private func completion(_ cb: (@Sendable (AgoraRteError?) -> Void)?, _ error: AgoraRteError) -> SimRteCallback {
        .block("open(withUrl:startTime:cb:).cb", "err: \(error)") { cb?(error) }
    }

    /// Delivers callbacks decided during an API call asynchronously, as the SDK does.
    func deliverLater(_ callbacks: [SimRteCallback]) {
        guard !callbacks.isEmpty else { return }
        engine.after(0) { [weak self] _ in self?.deliver(callbacks) }
    }

    /// Traces each callback and hands it to the observers registered at delivery time (or runs the block), with no
    /// lock held.
    private func deliver(_ callbacks: [SimRteCallback]) {
        for callback in callbacks {
            engine.trace(.callback, callback.name, callback.detail)
            if let observe = callback.observe {
                for observer in lock.locked({ playback.observers.compactMap(\.observer) }) { observe(observer) }
            }
            callback.invoke?()
        }
    }
}
