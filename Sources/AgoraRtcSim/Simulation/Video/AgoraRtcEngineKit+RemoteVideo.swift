import Foundation

extension AgoraRtcEngineKit {
    /// Binds or unbinds a remote user's view on one connection.
    func bindRemoteVideo(_ link: inout SimLink, _ canvas: AgoraRtcVideoCanvas, _ video: inout SimVideo,
                         alive: Bool) -> Int32 {
        guard canvas.uid != 0 else { return AgoraErrorCode.invalidArgument.returnCode }
        let index = link.remoteIndex(canvas.uid)
        guard let view = canvas.view else {
            link.remoteCanvases[canvas.uid] = nil
            if let index { link.remotes[index].renderScope.cancel() }
            return 0
        }
        view.bind(renderMode: canvas.renderMode, backgroundColor: canvas.backgroundColor)
        link.remoteCanvases[canvas.uid] = canvas
        link.remoteCanvasSetAt[canvas.uid] = now
        if let index { startRemoteRender(&link, index, &video, alive: alive) }
        return 0
    }

    func remoteVideoCallback(_ uid: UInt, _ state: AgoraVideoRemoteState, _ reason: AgoraVideoRemoteReason,
                             elapsed: Int) -> SimCallback {
        .delegate("rtcEngine(_:remoteVideoStateChangedOfUid:state:reason:elapsed:)",
                  "uid: \(uid), state: .\(state), reason: .\(reason), elapsed: \(elapsed)") {
            $1.rtcEngine($0, remoteVideoStateChangedOfUid: uid, state: state, reason: reason, elapsed: elapsed)
        }
    }

    private func elapsedSinceJoin(_ connection: SimLink) -> Int {
        Self.ms(now - (connection.session?.joinCalledAt ?? now))
    }

    /// Subscribes to a visible remote host's video: starting now, decoding once the first frame arrives.
    /// The user is on `connection` in a channel of `profile`; `video`, the engine's, is read.
    func startRemoteVideo(_ connection: inout SimLink, _ index: Int, _ video: SimVideo, profile: AgoraChannelProfile,
                          _ rng: inout SimRandom) -> [SimCallback] {
        let user = connection.remotes[index]
        guard connection.isJoined, user.publishesVideo, user.isVisible(in: profile), video.enabled,
              connection.session?.autoSubscribeVideo == true, !connection.mutedRemoteVideo.contains(user.uid),
              user.videoState == .stopped else { return [] }
        connection.remotes[index].videoState = .starting
        connection.remotes[index].renderScope.cancel()
        let render = connection.remotes[index].renderScope.token
        var delay = video.rendersInstantly ? rng.double(0.12...0.25) : rng.double(0.35...0.7)
        delay += network.joinPenalty(&rng)
        scheduleFirstDecode(connection.sessionScope.token, uid: user.uid, render: render, after: delay)
        return [remoteVideoCallback(user.uid, .starting, .remoteUnmuted, elapsed: elapsedSinceJoin(connection))]
    }

    /// The first frame arrives: decoding starts. Protected media must decrypt first; while it does not, the user
    /// stays STARTING (no picture) and the next frame is tried a second later.
    private func scheduleFirstDecode(_ sessionToken: SimScope.Token, uid: UInt, render: SimScope.Token,
                                     after delay: Double) {
        inSession(sessionToken, after: delay) { engine, s, link in
            guard let index = s[link].remoteIndex(uid), s[link].remotes[index].renderScope.isCurrent(render),
                  s[link].remotes[index].videoState == .starting else { return [] }
            if s.mediaIsProtected(link) {
                let stream = s.receivedVideo(link, s[link].remotes[index])
                let frame = SimFramePainter.paint(uid: uid, width: stream.width, height: stream.height,
                                                  timestampMs: engine.nowMs, mirrored: false)
                let (decoded, failures) = engine.receiveRemoteFrame(&s.protection, &s.links[link.position].remotes[index],
                                                                    frame)
                guard decoded != nil else {
                    engine.scheduleFirstDecode(sessionToken, uid: uid, render: render, after: 1)
                    return failures
                }
            }
            s[link].remotes[index].videoState = .decoding
            s[link].remotes[index].decodedAt = engine.now
            engine.startRemoteRender(&s.links[link.position], index, &s.video, alive: s.alive)
            return [engine.remoteVideoCallback(uid, .decoding, .remoteUnmuted, elapsed: engine.elapsedSinceJoin(s[link]))]
        }
    }

    /// Stops a remote user's video on `connection`: no decoding, no frames.
    func stopRemoteVideo(_ connection: inout SimLink, _ index: Int, reason: AgoraVideoRemoteReason) -> [SimCallback] {
        guard connection.remotes[index].videoState != .stopped else { return [] }
        connection.remotes[index].videoState = .stopped
        connection.remotes[index].renderScope.cancel()
        connection.remotes[index].decodedAt = nil
        connection.remotes[index].firstFrameRendered = false
        return [remoteVideoCallback(connection.remotes[index].uid, .stopped, reason, elapsed: elapsedSinceJoin(connection))]
    }

    /// (Re)starts decoding a remote user's frames at that user's frame rate, for its bound view and for a
    /// raw-data observer watching remote frames (which gets them even where no view is bound).
    /// The user's render scope on `connection` and the video's pacer change; `alive`: the engine's.
    func startRemoteRender(_ connection: inout SimLink, _ index: Int, _ video: inout SimVideo, alive: Bool) {
        let user = connection.remotes[index]
        guard user.videoState == .decoding || user.videoState == .frozen,
              connection.remoteCanvases[user.uid]?.view != nil || video.rawObserver.observer(at: .preRenderer) != nil
        else { return }
        connection.remotes[index].renderScope.cancel()
        // The first frame is due at once; the pacer keeps the user's frame rate from there.
        startFrameLoop(&video.pacer, alive: alive, .remote(session: connection.sessionScope.token, uid: user.uid),
                       render: connection.remotes[index].renderScope.token, due: now)
    }

    /// What one remote frame needs once the lock is released.
    private struct RemoteFramePlan {
        /// The pixels, when an observer or protected media needed them painted now.
        let frame: AgoraSimVideoFrame?
        let paint: @Sendable () -> AgoraSimVideoFrame
        let observer: SimFrameObserver?
        let channel: String
    }

    /// One decoded remote frame (the pacer's `loop` for the user): painted, shown to the observer
    /// (`onRenderVideoFrame`, which may change or drop it), then rendered into the user's view. The loop ends once
    /// there is neither a view nor an observer. `sessionToken` is from the session of the connection the user was
    /// seen on.
    func remoteFrameTick(_ loop: SimFramePacer.Loop, session sessionToken: SimScope.Token, uid: UInt) {
        var failures: [SimCallback] = []
        // The state goes to the helpers inout: handed to an engine method by value, it would be copied whole.
        let planned = lock.locked { planRemoteFrame(&state, loop, session: sessionToken, uid: uid, failures: &failures) }
        deliver(failures)
        guard let planned else { return }
        var frame = planned.frame
        let channel = planned.channel
        if let observer = planned.observer, let observed = frame {
            guard let kept = observe(observed, observer, key: "onRenderVideoFrame.\(uid)", name: "onRenderVideoFrame(_:uid:channelId:)",
                                     detail: "uid: \(uid), channelId: \(SimTraceText.quoted(channel))",
                                     { $0.onRenderVideoFrame($1, uid: uid, channelId: channel) }) else { return }
            frame = kept
        }
        let observed = planned.observer != nil && frame != nil
        let callbacks = lock.locked {
            renderRemoteFrame(&state, frame, paint: planned.paint, session: sessionToken, uid: uid, render: loop.render,
                              observed: observed)
        }
        deliver(callbacks)
    }

    /// Under the lock: whether the user's loop goes on (then it re-joins the pacer) and, unless the network lost
    /// it, the frame.
    private func planRemoteFrame(_ s: inout SimEngineState, _ loop: SimFramePacer.Loop, session sessionToken: SimScope.Token,
                                 uid: UInt, failures: inout [SimCallback]) -> RemoteFramePlan? {
        guard let link = s.link(inSession: sessionToken),
              let index = s[link].remoteIndex(uid), s[link].remotes[index].renderScope.isCurrent(loop.render),
              s[link].remotes[index].videoState != .stopped else { return nil }
        let observer = s.observer(at: .preRenderer)
        guard s[link].remoteCanvases[uid]?.view != nil || observer != nil else { return nil }
        let user = s[link].remotes[index]
        let stream = s.receivedVideo(link, user)
        s.video.pacer.resume(loop, interval: 1 / Double(min(stream.fps, s.channel.remoteRenderTargetFps ?? stream.fps)), now: now)
        // Stamped with when it was due, not when the pacer got to it: the picture is the same either way.
        let (width, height, timestampMs) = (stream.width, stream.height, Self.ms(loop.due))
        let outage = s[link].session?.inOutage ?? false
        if outage || networkDropsFrame(uid: uid, timestampMs: timestampMs) { return nil }
        // Unsubscribed: no frames arrive, while the loop goes on, so unmuting brings them back.
        if s[link].mutedRemoteVideo.contains(uid) { return nil }
        var paint: @Sendable () -> AgoraSimVideoFrame = {
            SimFramePainter.paint(uid: uid, width: width, height: height, timestampMs: timestampMs, mirrored: false)
        }
        switch user.kind {
        case .simulated:
            break
        case .ownConnection:
            // One of the engine's own connections: the picture it sends.
            if let picture = peerPicture(s, link, uid: uid, timestampMs: timestampMs) { paint = { picture } }
            if peerAwaitsTrackPicture(s, link, uid: uid) { return nil }
        case .otherInstance(let cloud):
            // Another instance's user: the newest picture it sent, and none before the first arrives.
            guard var picture = cloud.picture else { return nil }
            // Its alpha (sent with `encodeAlpha`) shows only in a canvas with `enableAlphaMask`.
            if s[link].remoteCanvases[uid]?.enableAlphaMask != true { picture.alpha = nil }
            paint = { [picture] in picture }
        }
        let channel = s[link].session?.channelId ?? ""
        // Another instance's pictures were really sealed and opened on the wire (`+CloudSealing`).
        guard s.mediaIsProtected(link), user.kind.isSealedBySimulation else {
            // Only an observer needs the pixels now; a view paints them when (and if) the screen reads it.
            return RemoteFramePlan(frame: observer.map { _ in paint() }, paint: paint, observer: observer, channel: channel)
        }
        // Every protected frame is really encrypted by the sender and decrypted here.
        let (decoded, undecryptable) = receiveRemoteFrame(&s.protection, &s.links[link.position].remotes[index], paint())
        let route = s[link].route
        failures = undecryptable.map { $0.routed(route) }
        guard let decoded else { return nil }
        return RemoteFramePlan(frame: decoded, paint: paint, observer: observer, channel: channel)
    }

    /// Under the lock: the frame (or, when nothing needed its pixels yet, its recipe) into the user's view, and
    /// the first-frame callbacks if it is the first. `observed`: the renderer-position observer was handed the frame;
    /// an app that renders remote users itself from there binds no view (ARKit's renderer), and its first frame is
    /// still the first frame rendered, so it still gets the first-frame and tracing callbacks.
    private func renderRemoteFrame(_ s: inout SimEngineState, _ frame: AgoraSimVideoFrame?,
                                   paint: @escaping @Sendable () -> AgoraSimVideoFrame, session sessionToken: SimScope.Token,
                                   uid: UInt, render: SimScope.Token, observed: Bool) -> [SimCallback] {
        guard s.alive, let link = s.link(inSession: sessionToken),
              let index = s[link].remoteIndex(uid), s[link].remotes[index].renderScope.isCurrent(render) else { return [] }
        if let canvas = s[link].remoteCanvases[uid], let view = canvas.view {
            let mirrored = canvas.mirrorMode == .enabled
            if let frame {
                view.render(mirrored ? frame.mirroredHorizontally() : frame)
            } else {
                view.render(painting: { mirrored ? paint().mirroredHorizontally() : paint() })
            }
        } else if !observed {
            return []
        }
        guard !s[link].remotes[index].firstFrameRendered else { return [] }
        s[link].remotes[index].firstFrameRendered = true
        let route = s[link].route
        return firstRemoteFrameCallbacks(s, link, s[link].remotes[index]).map { $0.routed(route) }
    }

    /// Whether the network loses this frame. Decided from the frame alone (seed, user, time), not drawn from the
    /// engine's random stream: otherwise how many frames happened to run before some other draw (a stats report,
    /// a join delay) would change that draw, and a change in frame timing would reshuffle the whole session.
    private func networkDropsFrame(uid: UInt, timestampMs: Int) -> Bool {
        let rate = network.frameDropRate
        guard rate > 0 else { return false }
        return SimRandom.hashUnit(settings.seed &+ UInt64(uid), UInt64(bitPattern: Int64(timestampMs))) < rate
    }

    private func firstRemoteFrameCallbacks(_ s: SimEngineState, _ link: SimLinkIndex,
                                           _ user: SimRemoteUser) -> [SimCallback] {
        guard let session = s[link].session else { return [] }
        let uid = user.uid
        let stream = s.receivedVideo(link, user)
        let size = CGSize(width: stream.width, height: stream.height)
        let elapsed = Self.ms(now - session.joinCalledAt)
        var callbacks: [SimCallback] = [.delegate("rtcEngine(_:firstRemoteVideoFrameOfUid:size:elapsed:)",
                                                  "uid: \(uid), size: \(stream.width)x\(stream.height), elapsed: \(elapsed)") {
            $1.rtcEngine($0, firstRemoteVideoFrameOfUid: uid, size: size, elapsed: elapsed)
        }]
        let start = min(s.channel.tracingStartedAt ?? session.joinCalledAt, session.joinCalledAt)
        let joinedAt = session.joinedAt ?? now
        var info = AgoraVideoRenderingTracingInfo()
        info.elapsedTime = Self.ms(now - start)
        info.start2JoinChannel = Self.ms(session.joinCalledAt - start)
        info.join2JoinSuccess = Self.ms(joinedAt - session.joinCalledAt)
        info.joinSuccess2RemoteJoined = max(0, Self.ms(user.visibleSince - joinedAt))
        info.remoteJoined2SetView = max(0, Self.ms((s[link].remoteCanvasSetAt[uid] ?? now) - user.visibleSince))
        info.remoteJoined2UnmuteVideo = user.unmuteDelayMs
        info.remoteJoined2PacketReceived = max(0, Self.ms((user.decodedAt ?? now) - user.visibleSince) - 20)
        let traced = info
        callbacks.append(.delegate("rtcEngine(_:videoRenderingTracingResultOfUid:currentEvent:tracingInfo:)",
                                   "uid: \(uid), currentEvent: .firstFrameRendered, elapsedTime: \(info.elapsedTime), "
                                   + "join2JoinSuccess: \(info.join2JoinSuccess)") {
            $1.rtcEngine($0, videoRenderingTracingResultOfUid: uid, currentEvent: .firstFrameRendered, tracingInfo: traced)
        })
        return callbacks
    }
}
