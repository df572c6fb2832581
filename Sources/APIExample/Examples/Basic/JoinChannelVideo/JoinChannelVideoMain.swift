import AgoraRtcSim

/// Join a channel with camera and microphone; one tile per user. The SDK sequence, in the SDK's order.
final class JoinChannelVideoMain: BaseSession {
    private var audioMuted = false
    private var videoMuted = false

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        let role = configs.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: configs.resolution, frameRate: configs.frameRate, bitrate: AgoraVideoBitrateStandard,
            orientationMode: configs.orientationMode, mirrorMode: .auto))
        // Preview starts for audience too: the camera runs locally even when nothing is published.
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: configs.channelName, uid: configs.uid, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid)) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            // Unbind the view so the SDK stops rendering into it, then drop the tile.
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    override var controls: [SessionControl] {
        [
            SessionControl(id: "muteAudio", labelKey: "control.muteLocalAudio", kind: .toggle(audioMuted)),
            SessionControl(id: "muteVideo", labelKey: "control.muteLocalVideo", kind: .toggle(videoMuted)),
        ]
    }

    override func perform(_ controlId: String, _ change: ControlChange) {
        guard let engine else { return }
        switch controlId {
        case "muteAudio":
            if engine.muteLocalAudioStream(!audioMuted) == 0 { audioMuted.toggle() }
        case "muteVideo":
            if engine.muteLocalVideoStream(!videoMuted) == 0 { videoMuted.toggle() }
        default:
            return
        }
        changed()
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableAudio()
        engine.disableVideo()
        engine.stopPreview()
    }
}
