import Dispatch
import Foundation
import MediaDecoding

// A player's timeline. The position is a function of the engine's clock (`SimPlayer.position(at:)`); three kinds of
// clock timers follow it: the frame tick (pictures, seeks done, a file breaking), the position reports and the end.
// Opening and decoding run in step with a virtual clock (on the thread advancing it) and off the engine's threads
// with a wall clock (see `SimPlayerDecoder`).
extension AgoraRtcEngineKit {
    /// How long an open may take before it fails (an unreachable or stalled URL).
    static let mediaPlayerOpenTimeout = Duration.seconds(10)

    /// Whether `url` is opened and decoded in step with the clock rather than ahead of it: a local file under a
    /// virtual clock. A network source never is: waiting for it would stall the thread advancing the clock (the
    /// app's, under `--virtual-time`) for as long as the server takes, and it is not repeatable anyway.
    func playerDecodesInStep(_ url: String) -> Bool {
        guard clock is AgoraSimVirtualClock else { return false }
        return url.hasPrefix("file://") || !url.contains("://")
    }

    /// Opens `url` for the player; the outcome applies only while its open scope stays as it is now.
    func startPlayerOpen(_ p: inout SimPlayer, _ url: String) {
        let id = p.id, token = p.openScope.token
        let cancellation = MediaOpenCancellation()
        p.opening = cancellation
        if playerDecodesInStep(url) {
            // Two hops: the first runs before the call's own OPENING callback is delivered, the second after it.
            after(0) { engine in
                engine.after(0) { engine in
                    let outcome = Result { () throws(MediaOpenError) in try MediaFile.open(url, timeout: Self.mediaPlayerOpenTimeout, cancellation: cancellation) }
                    engine.finishPlayerOpen(id, token, outcome, inStep: true)
                }
            }
            return
        }
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            let outcome = Result { () throws(MediaOpenError) in try MediaFile.open(url, timeout: Self.mediaPlayerOpenTimeout, cancellation: cancellation) }
            guard let self, self.isAlive else {
                if case .success(let file) = outcome { file.close() }
                return
            }
            self.after(0) { engine in engine.finishPlayerOpen(id, token, outcome, inStep: false) }
        }
    }

    /// OPEN_COMPLETED (then PLAYING with autoPlay) or FAILED with the layer's reason.
    private func finishPlayerOpen(_ id: Int32, _ token: SimScope.Token, _ outcome: Result<MediaFile, MediaOpenError>,
                                  inStep: Bool) {
        let callbacks = lock.locked { () -> [SimCallback] in
            guard var p = state.players[id], p.openScope.isCurrent(token), p.state == .opening else {
                if case .success(let file) = outcome { file.close() }
                return []
            }
            p.opening = nil
            var callbacks: [SimCallback]
            switch outcome {
            case .failure(let error):
                p.state = .failed
                callbacks = [SimPlayerCallbacks.state(p.object, .failed, AgoraMediaPlayerReason(rawValue: error.mediaPlayerReason) ?? .unknown)]
            case .success(let file):
                let source = p.source ?? AgoraMediaSource()
                let media = SimPlayerMedia(url: file.url, decoder: SimPlayerDecoder(file: file, inStep: inStep),
                                           multiTrack: source.enableMultiAudioTrack)
                p.media = media
                p.state = .openCompleted
                let start = media.durationMs > 0 ? min(Int(source.startPos), media.durationMs) : Int(source.startPos)
                p.anchorPosition = start
                p.anchorTime = nil
                if start > 0 { restartDecoder(&p, at: start) }
                callbacks = [SimPlayerCallbacks.state(p.object, .openCompleted)]
                p.needsPicture = media.hasVideo
                p.ticking = true
                schedulePlayerFrameTick(id, p.tickScope.token, after: 0)
                if source.autoPlay { callbacks += startPlaying(&p) }
            }
            state.players[id] = p
            playerSoundChanged(&state)
            return callbacks
        }
        deliver(callbacks)
    }

    /// PLAYING from the current position, with fresh position reports and end timer.
    func startPlaying(_ p: inout SimPlayer) -> [SimCallback] {
        p.anchorPosition = p.position(at: now)
        p.anchorTime = now
        p.playScope.cancel()
        let token = p.playScope.token
        schedulePositionReport(p.id, token)
        if let duration = p.media?.durationMs, duration > 0 {
            schedulePlayerEnd(p.id, token, after: Double(max(0, duration - p.anchorPosition)) / 1000)
        }
        let wasPlaying = p.state == .playing
        p.state = .playing
        wakeFrameTicks(&p)
        return wasPlaying ? [] : [SimPlayerCallbacks.state(p.object, .playing)]
    }

    /// Starts the frame ticks again unless they run. The first comes a frame interval on, after the callbacks of
    /// the call that woke them.
    func wakeFrameTicks(_ p: inout SimPlayer) {
        guard !p.ticking, let media = p.media else { return }
        p.ticking = true
        schedulePlayerFrameTick(p.id, p.tickScope.token, after: media.tickSeconds)
    }

    /// Freezes the position where it is now and ends the timeline's timers.
    func holdPosition(_ p: inout SimPlayer) {
        p.anchorPosition = p.position(at: now)
        p.anchorTime = nil
        p.playScope.cancel()
    }

    /// Sends the decoder to `position`; the frame tick reports SEEK_COMPLETE for it when `seekPending` is set.
    func restartDecoder(_ p: inout SimPlayer, at position: Int) {
        p.seekGeneration += 1
        p.seekPending = false
        p.media?.decoder.seek(to: position, generation: p.seekGeneration)
    }

    private func schedulePositionReport(_ id: Int32, _ token: SimScope.Token) {
        after(Self.mediaPlayerPositionInterval) { engine in
            let callbacks = engine.lock.locked { () -> [SimCallback] in
                guard let p = engine.state.players[id], p.playScope.isCurrent(token), p.state == .playing else { return [] }
                engine.schedulePositionReport(id, token)
                return [SimPlayerCallbacks.position(p.object, p.position(at: engine.now),
                                                    unixMs: (engine.clock.unixNow * 1000).rounded())]
            }
            engine.deliver(callbacks)
        }
    }

    /// The end of the media: another pass while loops remain, else PLAYBACK_COMPLETED and ALL_LOOPS_COMPLETED.
    private func schedulePlayerEnd(_ id: Int32, _ token: SimScope.Token, after delay: Double) {
        after(delay) { engine in
            let callbacks = engine.lock.locked { () -> [SimCallback] in
                guard var p = engine.state.players[id], p.playScope.isCurrent(token), p.state == .playing,
                      let duration = p.media?.durationMs else { return [] }
                var callbacks: [SimCallback] = []
                if p.loopCount == -1 || p.loopsDone < Int(p.loopCount) {
                    p.loopsDone += 1
                    p.anchorPosition = 0
                    p.anchorTime = engine.now
                    engine.restartDecoder(&p, at: 0)
                    callbacks = engine.startPlaying(&p)
                } else {
                    engine.holdPosition(&p)
                    p.anchorPosition = duration
                    p.state = .playBackAllLoopsCompleted
                    callbacks = [SimPlayerCallbacks.state(p.object, .playBackCompleted),
                                 SimPlayerCallbacks.state(p.object, .playBackAllLoopsCompleted)]
                }
                engine.state.players[id] = p
                engine.playerSoundChanged(&engine.state)
                return callbacks
            }
            engine.deliver(callbacks)
        }
    }

    /// One frame tick of player `id`'s open media: decodes (or collects) what is due at the position with no lock
    /// held, then shows the newest picture, reports a finished seek or the file breaking, and comes again.
    func schedulePlayerFrameTick(_ id: Int32, _ token: SimScope.Token, after delay: Double) {
        after(delay) { engine in engine.playerFrameTick(id, token) }
    }

    private func playerFrameTick(_ id: Int32, _ token: SimScope.Token) {
        guard let due = lock.locked({ () -> (decoder: SimPlayerDecoder, position: Int)? in
            guard let p = state.players[id], p.tickScope.isCurrent(token), let media = p.media else { return nil }
            return (media.decoder, p.position(at: now))
        }) else { return }
        let (decoder, position) = due
        let progress = decoder.progress(at: position)
        let callbacks = lock.locked { () -> [SimCallback] in
            guard var p = state.players[id], p.tickScope.isCurrent(token), let media = p.media else { return [] }
            var callbacks: [SimCallback] = []
            if p.seekPending, progress.seeksDone >= p.seekGeneration {
                p.seekPending = false
                callbacks.append(SimPlayerCallbacks.event(p.object, .seekComplete, elapsed: p.seekTarget))
            }
            if let failure = progress.failure {
                p.closeMedia()
                p.state = .failed
                callbacks.append(SimPlayerCallbacks.state(p.object, .failed,
                                                          AgoraMediaPlayerReason(rawValue: failure.mediaPlayerReason) ?? .unknown))
                state.players[id] = p
                playerSoundChanged(&state)
                return callbacks
            }
            if let picture = progress.frame {
                if !p.seekPending { p.needsPicture = false }
                let frame = playerFrame(picture, media, p)
                p.lastFrame = frame
                p.view?.render(frame)
                if let canvas = state.video.mediaPlayerCanvas, canvas.mediaPlayerId == id {
                    canvas.view?.render(frame)
                }
                if p.object.videoFrameDelegate != nil { callbacks.append(SimPlayerCallbacks.videoFrame(p.object, frame)) }
                // A picture shown while playing is also what connections publishing the player's video send.
                if p.state == .playing && state.anyLinkSendsPlayerVideo(id) {
                    p.sentFrameTimes = p.sentFrameTimes.filter { $0 > now - SimStatsBuilder.period } + [now]
                    p.sentFrameCount += 1
                }
                if !p.firstDisplayed {
                    p.firstDisplayed = true
                    callbacks.append(SimPlayerCallbacks.event(p.object, .firstDisplayed, elapsed: picture.ptsMilliseconds))
                }
            }
            // A picture still missing once the media has none left will not come.
            if progress.ended && p.state != .playing { p.needsPicture = false }
            p.ticking = p.state == .playing || p.seekPending || p.needsPicture
            if p.ticking { schedulePlayerFrameTick(id, token, after: media.tickSeconds) }
            state.players[id] = p
            return callbacks
        }
        deliver(callbacks)
    }

    /// A decoded picture in the engine's terms: its own raster, the stream's nominal size, the engine's time.
    private func playerFrame(_ picture: MediaVideoFrame, _ media: SimPlayerMedia, _ p: SimPlayer) -> AgoraSimVideoFrame {
        AgoraSimVideoFrame(width: media.videoWidth, height: media.videoHeight, lumaWidth: picture.width,
                           lumaHeight: picture.height, luma: picture.y, chromaU: picture.u, chromaV: picture.v,
                           timestampMs: nowMs, uid: 0)
    }
}
