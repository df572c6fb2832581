import AgoraRtcSim

/// An audio-only call: volume meters instead of video, signal volumes, in-ear monitoring and the scenario live.
final class JoinChannelAudioMain: BaseSession {
    private var recordingVolume = 100
    private var playbackVolume = 100
    private var inEarMonitoring = false
    private var inEarVolume = 100
    private var scenario = "default"

    override func start() {
        scenario = configs.string("audioScenario")
        let engine = makeEngine(channelProfile: .liveBroadcasting, audioScenario: configs.audioScenario)
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

    override var controls: [SessionControl] {
        [
            SessionControl(id: "recordingVolume", labelKey: "control.recordingVolume",
                           kind: .slider(value: recordingVolume, range: 0...400, step: 25)),
            SessionControl(id: "playbackVolume", labelKey: "control.playbackVolume",
                           kind: .slider(value: playbackVolume, range: 0...400, step: 25)),
            SessionControl(id: "inEarMonitoring", labelKey: "control.inEarMonitoring", kind: .toggle(inEarMonitoring)),
            SessionControl(id: "inEarVolume", labelKey: "control.inEarVolume",
                           kind: .slider(value: inEarVolume, range: 0...100, step: 10), isEnabled: inEarMonitoring),
            SessionControl(id: "audioScenario", labelKey: "field.audioScenario",
                           kind: .choice(options: ChoiceOptions.audioScenarios, selected: scenario)),
        ]
    }

    override func perform(_ controlId: String, _ change: ControlChange) {
        guard let engine, let control = controls.first(where: { $0.id == controlId }), control.isEnabled else { return }
        switch (controlId, control.kind.applying(change)) {
        case ("recordingVolume", .slider(let value, _, _)):
            if engine.adjustRecordingSignalVolume(value) == 0 { recordingVolume = value }
        case ("playbackVolume", .slider(let value, _, _)):
            if engine.adjustPlaybackSignalVolume(value) == 0 { playbackVolume = value }
        case ("inEarMonitoring", .toggle(let on)):
            if engine.enable(inEarMonitoring: on) == 0 { inEarMonitoring = on }
        case ("inEarVolume", .slider(let value, _, _)):
            if engine.setInEarMonitoringVolume(value) == 0 { inEarVolume = value }
        case ("audioScenario", .choice(_, let selected)):
            if engine.setAudioScenario(AgoraAudioScenario(setting: selected)) == 0 { scenario = selected }
        default:
            return
        }
        changed()
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        if inEarMonitoring { engine.enable(inEarMonitoring: false) }
        engine.disableAudio()
    }
}
