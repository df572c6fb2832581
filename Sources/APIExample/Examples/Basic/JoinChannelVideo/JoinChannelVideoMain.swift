import AgoraRtcSim

/// Join a channel with camera and microphone; one tile per user. The SDK sequence, in the SDK's order.
///
/// Departures from the original:
/// - The form has uid, role, resolution, frame rate and orientation (the encoder pickers the original's entry declares
///   but its storyboard never shows, and the role the original takes from Settings); the original's form is the channel
///   name only and joins with uid 0.
/// - Mute microphone and mute camera toggles in the session (`muteLocalAudioStream`, `muteLocalVideoStream`); the
///   original has no in-session control.
/// - Every remote host gets a tile, removed when the host leaves; the original has one remote view that the latest
///   joiner takes and that keeps its last frame after the user leaves.
final class JoinChannelVideoMain: CaseSession<JoinChannelVideoEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case muteAudio, muteVideo

        var labelKey: String {
            switch self {
            case .muteAudio: "control.muteLocalAudio"
            case .muteVideo: "control.muteLocalVideo"
            }
        }

        var kind: SessionControl.Kind { .toggle(false) }
    }

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        let role = config.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        // Preview starts for audience too: the camera runs locally even when nothing is published.
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: config.uid, options: options)
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

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .muteAudio: return engine.muteLocalAudioStream(value.bool) == 0
        case .muteVideo: return engine.muteLocalVideoStream(value.bool) == 0
        }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableAudio()
        engine.disableVideo()
        engine.stopPreview()
    }
}
