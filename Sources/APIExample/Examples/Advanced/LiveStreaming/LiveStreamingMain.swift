import AgoraRtcSim

/// Interactive live streaming: hosts publish, the audience watches with a chosen latency level, and either can
/// switch role live (co-hosting). Optional preload and first-frame optimization shorten the time to first picture.
final class LiveStreamingMain: BaseSession {
    private var role = AgoraClientRole.broadcaster
    private var ultraLowLatency = true
    private var dualStream = false

    override func start() {
        role = configs.clientRole
        ultraLowLatency = configs.bool("ultraLowLatency")
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.setVideoScenario(configs.videoScenario)
        if configs.bool("isFirstFrame") {
            // Both ends must enable it for it to help, and it cannot be turned off for this engine.
            engine.enableInstantMediaRendering()
            engine.startMediaRenderingTracing()
        }
        updateClientRole(engine)
        engine.enableVideo()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        if configs.bool("isPreloadChannel") {
            engine.preloadChannel(byToken: nil, channelId: configs.channelName, uid: 0)
        }
        joinWhenPermitted(channel: configs.channelName, uid: 0, options: options)
    }

    /// Hosts configure the encoder and preview before taking the role; the audience drops its preview and picks
    /// a latency level. Either way the publish flags follow the role.
    private func updateClientRole(_ engine: AgoraRtcEngineKit) {
        if role == .broadcaster {
            engine.setVideoEncoderConfiguration(context.settings.encoderConfiguration)
            engine.setupLocalVideo(localCanvas())
            engine.startPreview()
            engine.enableAudio()
            engine.setClientRole(.broadcaster, options: nil)
        } else {
            engine.setupLocalVideo(nil)
            engine.stopPreview()
            localPlaceholderTile("tile.audienceNotPublishing")
            let options = AgoraClientRoleOptions(audienceLatencyLevel: ultraLowLatency ? .ultraLowLatency : .lowLatency)
            engine.setClientRole(.audience, options: options)
        }
        if status.isJoined {
            var media = AgoraRtcChannelMediaOptions()
            media.publishCameraTrack = role == .broadcaster
            media.publishMicrophoneTrack = role == .broadcaster
            engine.updateChannel(with: media)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid, renderMode: .fit)) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    override var controls: [SessionControl] {
        [
            SessionControl(id: "coHost", labelKey: "control.coHost", kind: .toggle(role == .broadcaster)),
            SessionControl(id: "ultraLowLatency", labelKey: "field.ultraLowLatency", kind: .toggle(ultraLowLatency),
                           isEnabled: role == .audience),
            SessionControl(id: "dualStream", labelKey: "control.dualStream", kind: .toggle(dualStream)),
        ]
    }

    override func perform(_ controlId: String, _ change: ControlChange) {
        guard let engine else { return }
        switch controlId {
        case "coHost":
            role = role == .broadcaster ? .audience : .broadcaster
            updateClientRole(engine)
        case "ultraLowLatency":
            guard role == .audience else { return }
            ultraLowLatency.toggle()
            updateClientRole(engine)
        case "dualStream":
            let mode: AgoraSimulcastStreamMode = dualStream ? .disableSimulcastStream : .enableSimulcastStream
            if engine.setDualStreamMode(mode) == 0 { dualStream.toggle() }
        default:
            return
        }
        changed()
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableVideo()
        engine.disableAudio()
    }
}
