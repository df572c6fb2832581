import AgoraRtcSim

/// An audio-only call: volume meters instead of video, signal volumes, in-ear monitoring and the scenario live.
final class JoinChannelAudioMain: BaseSession, ControlledSession {
    enum Control: String, CaseControl {
        case recordingVolume, playbackVolume, inEarMonitoring, inEarVolume, audioScenario

        var labelKey: String {
            switch self {
            case .recordingVolume: "control.recordingVolume"
            case .playbackVolume: "control.playbackVolume"
            case .inEarMonitoring: "control.inEarMonitoring"
            case .inEarVolume: "control.inEarVolume"
            case .audioScenario: "field.audioScenario"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .recordingVolume, .playbackVolume: .slider(value: 100, range: 0...400, step: 25)
            case .inEarMonitoring: .toggle(false)
            case .inEarVolume: .slider(value: 100, range: 0...100, step: 10)
            case .audioScenario: .choice(options: ChoiceOptions.audioScenarios, selected: "default")
            }
        }

        /// The monitoring volume means something only while monitoring is on.
        var startsEnabled: Bool { self != .inEarVolume }
    }

    /// Turned off on the way out, as the SDK keeps monitoring otherwise.
    private var inEarMonitoring = false

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting, audioScenario: configs.audioScenario)
        // The scenario control starts at the one the engine was created with.
        set(.audioScenario, .option(configs.string("audioScenario")))
        let role = configs.clientRole
        engine.setClientRole(role)
        engine.disableVideo()
        engine.enableAudio()
        engine.setAudioProfile(configs.audioProfile)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        // 200 ms reports drive the meters; smooth 3 is the SDK's recommendation.
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: true)
        addLocalAudioTile()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: configs.channelName, uid: 0, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.addRemoteAudioTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .recordingVolume:
            return engine.adjustRecordingSignalVolume(value.int) == 0
        case .playbackVolume:
            return engine.adjustPlaybackSignalVolume(value.int) == 0
        case .inEarMonitoring:
            guard engine.enable(inEarMonitoring: value.bool) == 0 else { return false }
            inEarMonitoring = value.bool
            enable(.inEarVolume, value.bool)
            return true
        case .inEarVolume:
            return engine.setInEarMonitoringVolume(value.int) == 0
        case .audioScenario:
            return engine.setAudioScenario(AgoraAudioScenario(setting: value.option)) == 0
        }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        if inEarMonitoring { engine.enable(inEarMonitoring: false) }
        engine.disableAudio()
    }
}
