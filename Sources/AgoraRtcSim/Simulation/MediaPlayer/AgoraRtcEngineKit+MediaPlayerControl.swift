import Foundation

// The player's calls. Each runs under the engine lock and is traced like an engine call, with the player's id first.
// Codes for a call the state does not allow are the simulation's choices (README, "Media player"): -8 (the engine's
// INVALID_STATE), -2 for an argument out of range, -4 for multi-track selection without `enableMultiAudioTrack`,
// -7 once the player or the engine is destroyed.
extension AgoraRtcEngineKit {
    private static var invalidState: Int32 { AgoraErrorCode.invalidState.returnCode }
    private static var invalidArgument: Int32 { AgoraErrorCode.invalidArgument.returnCode }

    /// Runs a player call's body with its engine-side state; -7 when the player is gone.
    /// `site`: the app's line, once the player's protocol carries it (nil until then).
    func playerApi(_ object: SimMediaPlayer, _ name: String, _ detail: String = "", periodic: Bool = false,
                   at site: AgoraSimCallSite? = nil, _ body: (inout SimPlayer) -> Int32) -> Int32 {
        api(name, "player: \(object.id)" + (detail.isEmpty ? "" : ", " + detail), periodic: periodic, at: site) { s in
            guard var player = s.players[object.id], player.object === object else {
                return AgoraErrorCode.notInitialized.returnCode
            }
            let code = body(&player)
            s.players[object.id] = player
            playerSoundChanged(&s)
            return code
        }
    }

    /// A player call that also changes one other part of the engine (`part`, e.g. the spatial audio model's source
    /// in `localAudio`); -7 when the player is gone.
    func playerApi<Part>(_ object: SimMediaPlayer, _ name: String, _ detail: String,
                         changing part: WritableKeyPath<SimEngineState, Part>, at site: AgoraSimCallSite? = nil,
                         _ body: (inout Part, inout SimPlayer) -> Int32) -> Int32 {
        api(name, "player: \(object.id)" + (detail.isEmpty ? "" : ", " + detail), at: site) { s in
            guard var player = s.players[object.id], player.object === object else {
                return AgoraErrorCode.notInitialized.returnCode
            }
            let code = body(&s[keyPath: part], &player)
            s.players[object.id] = player
            playerSoundChanged(&s)
            return code
        }
    }

    /// Reads something of a live player under the lock (untraced: the SDK's getters are plain reads).
    private func playerRead<T>(_ object: SimMediaPlayer, _ fallback: T, _ read: (SimPlayer) -> T) -> T {
        lock.locked {
            guard state.alive, let player = state.players[object.id], player.object === object else { return fallback }
            return read(player)
        }
    }

    func playerOpen(_ object: SimMediaPlayer, _ source: AgoraMediaSource, name: String, startPos: Int, at site: AgoraSimCallSite?) -> Int32 {
        let detail = "url: \(SimTraceText.quoted(source.url ?? "")), startPos: \(startPos)"
            + (name == "open(with:)" ? ", autoPlay: \(source.autoPlay), enableMultiAudioTrack: \(source.enableMultiAudioTrack)" : "")
        return playerApi(object, name, detail, at: site) { p in
            guard let url = source.url, !url.isEmpty, startPos >= 0 else { return Self.invalidArgument }
            switch p.state {
            case .idle, .stopped, .failed, .playBackCompleted, .playBackAllLoopsCompleted: break
            default: return Self.invalidState
            }
            p.closeMedia()
            p.source = source
            p.state = .opening
            p.loopsDone = 0
            p.firstDisplayed = false
            p.lastFrame = nil
            post([SimPlayerCallbacks.state(object, .opening)], to: .main)
            startPlayerOpen(&p, url)
            return 0
        }
    }

    func playerPlay(_ object: SimMediaPlayer, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "play()", at: site) { p in
            switch p.state {
            case .playing: return 0
            case .openCompleted, .paused: break
            case .playBackCompleted, .playBackAllLoopsCompleted:
                p.loopsDone = 0
                p.anchorPosition = 0
                restartDecoder(&p, at: 0)
            default: return Self.invalidState
            }
            post(startPlaying(&p), to: .main)
            return 0
        }
    }

    func playerResume(_ object: SimMediaPlayer, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "resume()", at: site) { p in
            switch p.state {
            case .playing: return 0
            case .paused:
                post(startPlaying(&p), to: .main)
                return 0
            default: return Self.invalidState
            }
        }
    }

    func playerPause(_ object: SimMediaPlayer, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "pause()", at: site) { p in
            switch p.state {
            case .paused: return 0
            case .playing:
                holdPosition(&p)
                p.state = .paused
                post([SimPlayerCallbacks.state(object, .paused)], to: .main)
                return 0
            default: return Self.invalidState
            }
        }
    }

    func playerStop(_ object: SimMediaPlayer, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "stop()", at: site) { p in
            switch p.state {
            case .idle, .stopped, .failed: return Self.invalidState
            default: break
            }
            p.closeMedia()
            p.state = .stopped
            post([SimPlayerCallbacks.state(object, .stopped)], to: .main)
            return 0
        }
    }

    /// SEEK_BEGIN now, SEEK_COMPLETE once the decoder is there. After the end it plays again from the new position,
    /// as the SDK documents; while paused (or not yet playing) it only moves.
    func playerSeek(_ object: SimMediaPlayer, _ position: Int, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "seek(toPosition:)", "position: \(position)", at: site) { p in
            guard position >= 0 else { return Self.invalidArgument }
            guard p.hasMedia, let media = p.media else { return Self.invalidState }
            let from = p.position(at: now)
            let target = media.durationMs > 0 ? min(position, media.durationMs) : position
            var callbacks = [SimPlayerCallbacks.event(object, .seekBegin, elapsed: from)]
            p.anchorPosition = target
            p.anchorTime = nil
            restartDecoder(&p, at: target)
            p.seekPending = true
            p.seekTarget = target
            p.needsPicture = media.hasVideo
            switch p.state {
            case .playing:
                callbacks += startPlaying(&p)
            case .playBackCompleted, .playBackAllLoopsCompleted:
                p.loopsDone = 0
                callbacks += startPlaying(&p)
            default:
                p.playScope.cancel()
                wakeFrameTicks(&p)
            }
            post(callbacks, to: .main)
            return 0
        }
    }

    func playerDuration(_ object: SimMediaPlayer) -> Int {
        playerRead(object, 0) { $0.hasMedia ? ($0.media?.durationMs ?? 0) : 0 }
    }

    func playerPosition(_ object: SimMediaPlayer) -> Int {
        let time = now
        return playerRead(object, 0) { $0.hasMedia ? $0.position(at: time) : 0 }
    }

    func playerState(_ object: SimMediaPlayer) -> AgoraMediaPlayerState {
        playerRead(object, .idle) { $0.state }
    }

    func playerStreamCount(_ object: SimMediaPlayer) -> Int {
        playerRead(object, 0) { $0.hasMedia ? ($0.media?.streams.count ?? 0) : 0 }
    }

    func playerStream(_ object: SimMediaPlayer, _ index: Int) -> AgoraRtcMediaStreamInfo? {
        playerRead(object, nil) { player in
            guard player.hasMedia, let streams = player.media?.streams, streams.indices.contains(index) else { return nil }
            return streams[index]
        }
    }

    /// ≥ 0 plays that many more times after the first; -1 loops for ever; anything else -2.
    func playerSetLoopCount(_ object: SimMediaPlayer, _ count: Int32, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "setLoopCount(_:)", "loopCount: \(count)", at: site) { p in
            guard count >= -1 else { return Self.invalidArgument }
            p.loopCount = count
            return 0
        }
    }

    /// The track both played and published; AUDIO_TRACK_CHANGED follows.
    func playerSelectAudioTrack(_ object: SimMediaPlayer, _ index: Int, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "selectAudioTrack(_:)", "index: \(index)", at: site) { p in
            guard p.hasMedia, var media = p.media else { return Self.invalidState }
            guard media.audioTrackIndices.contains(index) else { return Self.invalidArgument }
            media.decoder.selectAudioStream(index)
            media.playoutTrack = index
            media.publishTrack = index
            p.media = media
            restartDecoder(&p, at: p.position(at: now))
            post([SimPlayerCallbacks.event(object, .audioTrackChanged, elapsed: p.position(at: now))], to: .main)
            return 0
        }
    }

    /// Needs `enableMultiAudioTrack` in the source opened (else -4); AUDIO_TRACK_CHANGED follows when the played
    /// track changes.
    func playerSelectMultiAudioTrack(_ object: SimMediaPlayer, _ playout: Int, _ publish: Int, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "selectMultiAudioTrack(_:publishTrackIndex:)", "playoutTrackIndex: \(playout), publishTrackIndex: \(publish)", at: site) { p in
            guard p.hasMedia, var media = p.media else { return Self.invalidState }
            guard media.multiTrack else { return AgoraErrorCode.notSupported.returnCode }
            let tracks = media.audioTrackIndices
            guard tracks.contains(playout), tracks.contains(publish) else { return Self.invalidArgument }
            let changed = media.playoutTrack != playout
            if changed { media.decoder.selectAudioStream(playout) }
            media.playoutTrack = playout
            media.publishTrack = publish
            p.media = media
            if changed { restartDecoder(&p, at: p.position(at: now)) }
            if changed {
                post([SimPlayerCallbacks.event(object, .audioTrackChanged, elapsed: p.position(at: now))], to: .main)
            }
            return 0
        }
    }

    func playerMute(_ object: SimMediaPlayer, _ muted: Bool, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "mute(_:)", "isMute: \(muted)", at: site) { p in
            p.muted = muted
            return 0
        }
    }

    func playerMuted(_ object: SimMediaPlayer) -> Bool {
        playerRead(object, false) { $0.muted }
    }

    /// Playout 0–100, publish 0–400 (100 is the file's own level); -2 outside.
    func playerAdjustVolume(_ object: SimMediaPlayer, _ volume: Int32, publish: Bool, at site: AgoraSimCallSite?) -> Int32 {
        let name = publish ? "adjustPublishSignalVolume(_:)" : "adjustPlayoutVolume(_:)"
        return playerApi(object, name, "volume: \(volume)", at: site) { p in
            guard volume >= 0, volume <= (publish ? 400 : 100) else { return Self.invalidArgument }
            if publish { p.publishVolume = volume } else { p.playoutVolume = volume }
            return 0
        }
    }

    func playerVolume(_ object: SimMediaPlayer, publish: Bool) -> Int32 {
        playerRead(object, AgoraErrorCode.notInitialized.returnCode) { publish ? $0.publishVolume : $0.playoutVolume }
    }

    /// The view shows the newest picture at once, then every picture the player shows.
    func playerSetView(_ object: SimMediaPlayer, _ view: AgoraVideoView?, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "setView(_:)", view == nil ? "nil" : "<view>", at: site) { p in
            p.view = view
            view?.bind(renderMode: AgoraVideoRenderMode(rawValue: p.renderMode.rawValue) ?? .hidden, backgroundColor: 0)
            if let view, let frame = p.lastFrame { view.render(frame) }
            return 0
        }
    }

    func playerSetVideoFrameDelegate(_ object: SimMediaPlayer, _ delegate: (any AgoraRtcMediaPlayerVideoFrameDelegate)?, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "setVideoFrameDelegate(_:)", delegate == nil ? "nil" : "<delegate>", at: site) { _ in
            object.videoFrameDelegate = delegate
            return 0
        }
    }

    func playerSetRenderMode(_ object: SimMediaPlayer, _ mode: AgoraMediaPlayerRenderMode, at site: AgoraSimCallSite?) -> Int32 {
        playerApi(object, "setRenderMode(_:)", "mode: .\(mode)", at: site) { p in
            p.renderMode = mode
            p.view?.bind(renderMode: AgoraVideoRenderMode(rawValue: mode.rawValue) ?? .hidden, backgroundColor: 0)
            return 0
        }
    }
}
