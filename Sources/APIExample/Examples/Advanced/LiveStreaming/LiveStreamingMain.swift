import AgoraRtcSim

/// Interactive live streaming: hosts publish, the audience watches with a chosen latency level, and either can
/// switch role live (co-hosting). Optional preload and first-frame optimization shorten the time to first picture.
final class LiveStreamingMain: BaseSession, ControlledSession {
    enum Control: String, CaseControl {
        case coHost, ultraLowLatency, dualStream

        var labelKey: String {
            switch self {
            case .coHost: "control.coHost"
            case .ultraLowLatency: "field.ultraLowLatency"
            case .dualStream: "control.dualStream"
            }
        }

        /// The form's defaults (a host, ultra-low latency); `start` sets what the form chose.
        var kind: SessionControl.Kind {
            switch self {
            case .coHost, .ultraLowLatency: .toggle(true)
            case .dualStream: .toggle(false)
            }
        }

        /// The latency level is the audience's only.
        var startsEnabled: Bool { self != .ultraLowLatency }
    }

    private var role = AgoraClientRole.broadcaster
    private var ultraLowLatency = true

    override func start() {
        role = configs.clientRole
        ultraLowLatency = configs.bool("ultraLowLatency")
        set(.coHost, .bool(role == .broadcaster))
        set(.ultraLowLatency, .bool(ultraLowLatency))
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
            engine.setVideoEncoderConfiguration(encoderConfiguration)
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
        enable(.ultraLowLatency, role == .audience)
        if isJoined {
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

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .coHost:
            role = value.bool ? .broadcaster : .audience
            updateClientRole(engine)
        case .ultraLowLatency:
            ultraLowLatency = value.bool
            updateClientRole(engine)
        case .dualStream:
            return engine.setDualStreamMode(value.bool ? .enableSimulcastStream : .disableSimulcastStream) == 0
        }
        return true
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableVideo()
        engine.disableAudio()
    }
}
