import Foundation

extension AgoraRtcEngineKit {
    @discardableResult
    public func enableVideo(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableVideo()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.video.enabled = true
            var callbacks = reconcileLocalMedia(&s)
            for index in s[.main].remotes.indices {
                callbacks += startRemoteVideo(&s.links[SimLinkIndex.main.position], index, s.video, profile: s.channelProfile, &s.rng)
            }
            post(callbacks, to: .main)
            for link in s.exLinkIndices {
                post(s[link].remotes.indices.flatMap {
                    startRemoteVideo(&s.links[link.position], $0, s.video, profile: s.channelProfile, &s.rng)
                }, to: s[link].route)
            }
            return 0
        }
    }

    /// Stops local capture and publishing and the reception of remote video.
    @discardableResult
    public func disableVideo(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("disableVideo()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.video.enabled = false
            var callbacks = reconcileLocalMedia(&s)
            for index in s[.main].remotes.indices { callbacks += stopRemoteVideo(&s[.main], index, reason: .localMuted) }
            post(callbacks, to: .main)
            for link in s.exLinkIndices {
                let stopped = s[link].remotes.indices.flatMap { stopRemoteVideo(&s[link], $0, reason: .localMuted) }
                post(stopped, to: s[link].route)
            }
            return 0
        }
    }

    @discardableResult
    public func setVideoEncoderConfiguration(_ config: AgoraVideoEncoderConfiguration, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setVideoEncoderConfiguration(_:)", SimTraceText.encoder(config), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard config.dimensions.width >= 0, config.dimensions.height >= 0 else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            let fpsChanged = config.frameRate != s.video.encoder.frameRate
            s.video.encoder = config
            if fpsChanged && s.capturesVideo { startLocalRender(&s.video, alive: s.alive, &s.rng) }
            return 0
        }
    }

    /// Binds (or with nil, unbinds) the view that shows the local camera.
    @discardableResult
    public func setupLocalVideo(_ canvas: AgoraRtcVideoCanvas?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setupLocalVideo(_:)", SimTraceText.canvas(canvas), at: AgoraSimCallSite(file: file, line: line)) { s in
            // A media player's canvas is a view of its own: the camera's preview stays where it was.
            if canvas?.sourceType == .mediaPlayer {
                s.video.mediaPlayerCanvas = canvas?.view == nil ? nil : canvas
                canvas?.view?.bind(renderMode: canvas?.renderMode ?? .hidden, backgroundColor: canvas?.backgroundColor ?? 0)
                if let canvas, let view = canvas.view, let frame = s.players[canvas.mediaPlayerId]?.lastFrame {
                    view.render(frame)
                }
                return 0
            }
            // So is the custom video track's: it shows each pushed frame as it comes.
            if canvas?.sourceType == .custom {
                s.customVideo.canvas = canvas?.view == nil ? nil : canvas
                canvas?.view?.bind(renderMode: canvas?.renderMode ?? .hidden, backgroundColor: canvas?.backgroundColor ?? 0)
                return 0
            }
            // So is the second camera's.
            if canvas?.sourceType == .cameraSecondary {
                bindSecondaryCamera(&s.video.secondaryCamera, canvas)
                return 0
            }
            // So is the screen capture's.
            if canvas?.sourceType == .screen {
                s.screen.canvas = canvas?.view == nil ? nil : canvas
                canvas?.view?.bind(renderMode: canvas?.renderMode ?? .hidden, backgroundColor: canvas?.backgroundColor ?? 0)
                if let canvas, let view = canvas.view, let frame = s.screen.lastFrame { view.render(frame) }
                return 0
            }
            // So is the local transcoder's.
            if canvas?.sourceType == .transCoded {
                s.video.transcoder.canvas = canvas?.view == nil ? nil : canvas
                canvas?.view?.bind(renderMode: canvas?.renderMode ?? .hidden, backgroundColor: canvas?.backgroundColor ?? 0)
                return 0
            }
            s.video.camera.canvas = canvas?.view == nil ? nil : canvas
            canvas?.view?.bind(renderMode: canvas?.renderMode ?? .hidden, backgroundColor: canvas?.backgroundColor ?? 0)
            return 0
        }
    }

    /// Binds a remote user's video to a view; a nil view unbinds it. uid 0 is rejected (-2).
    @discardableResult
    public func setupRemoteVideo(_ canvas: AgoraRtcVideoCanvas, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setupRemoteVideo(_:)", SimTraceText.canvas(canvas), at: AgoraSimCallSite(file: file, line: line)) { s in
            bindRemoteVideo(&s.links[SimLinkIndex.main.position], canvas, &s.video, alive: s.alive)
        }
    }

    @discardableResult
    public func startPreview(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("startPreview()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.video.camera.previewing = true
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    @discardableResult
    public func stopPreview(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopPreview()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.video.camera.previewing = false
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    @discardableResult
    public func muteLocalVideoStream(_ mute: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("muteLocalVideoStream(_:)", "\(mute)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.video.muted = mute
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    @discardableResult
    public func switchCamera(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("switchCamera()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.video.camera.front.toggle()
            return 0
        }
    }

    @discardableResult
    public func setDualStreamMode(_ mode: AgoraSimulcastStreamMode, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setDualStreamMode(_:)", ".\(mode)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.services.simulcast.setDualStreamMode(mode)
            return 0
        }
    }

    @discardableResult
    public func setVideoScenario(_ scenario: AgoraApplicationScenarioType, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setVideoScenario(_:)", ".\(scenario)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.video.scenario = scenario
            return 0
        }
    }

    /// Shortens the time to the first remote frame. Like the SDK, it cannot be turned off again.
    @discardableResult
    public func enableInstantMediaRendering(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableInstantMediaRendering()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.video.instantRendering = true
            return 0
        }
    }

    /// Restarts rendering tracing from now; each remote user's next first frame is reported again.
    @discardableResult
    public func startMediaRenderingTracing(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("startMediaRenderingTracing()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.channel.startTracing(at: now)
            for link in s.linkIndices {
                for index in s[link].remotes.indices { s[link].remotes[index].firstFrameRendered = false }
            }
            return 0
        }
    }
}
