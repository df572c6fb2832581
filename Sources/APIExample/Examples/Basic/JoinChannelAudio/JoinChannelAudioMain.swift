import AgoraRtcSim
import Foundation

/// An audio-only call: volume meters instead of video, signal volumes, in-ear monitoring and the scenario live, and
/// "audio forwarding": a second connection (uid + 1) in a relay channel publishing the local audio mixer's mix of
/// this channel's voices and the microphone.
///
/// Departures from the original:
/// - The role is on the form; the original takes it from Settings. The microphone is published only by a broadcaster;
///   the original asks for it for an audience member too (the SDK then publishes nothing).
/// - `setVideoEncoderConfiguration` is not called: the original calls it after `disableVideo`, where it has no effect.
/// - Each tile shows a volume meter from `reportAudioVolumeIndicationOfSpeakers`; the original enables the indication
///   but its handler does nothing.
/// - A speakerphone toggle (`setEnableSpeakerphone`) and the route from `didAudioRouteChanged`, neither in the
///   original; the local tile also names the scenario with what it sends, the in-ear volume and delay, and the relay's
///   state.
/// - Every remote user's tile is shown; the original's 3×2 grid shows the first six by uid, the local tile among them.
final class JoinChannelAudioMain: CaseSession<JoinChannelAudioEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case recordingVolume, playbackVolume, inEarMonitoring, inEarVolume, audioScenario, speakerphone, relayChannel
        case audioMixing

        var labelKey: String {
            switch self {
            case .recordingVolume: "control.recordingVolume"
            case .playbackVolume: "control.playbackVolume"
            case .inEarMonitoring: "control.inEarMonitoring"
            case .inEarVolume: "control.inEarVolume"
            case .audioScenario: "field.audioScenario"
            case .speakerphone: "control.speakerphone"
            case .relayChannel: "control.relayChannel"
            case .audioMixing: "control.startAudioMixing"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .recordingVolume, .playbackVolume: .slider(value: 100, range: 0...400, step: 25)
            case .inEarMonitoring: .toggle(false)
            case .inEarVolume: .slider(value: 100, range: 0...100, step: 10)
            case .audioScenario: .choice(options: ChoiceOptions.audioScenarios, selected: "default")
            // Not in the original: the route the SDK reports, switched in the channel.
            case .speakerphone: .toggle(true)
            case .relayChannel: .text("")
            case .audioMixing: .toggle(false)
            }
        }

        /// The monitoring volume means something only while monitoring is on.
        var startsEnabled: Bool { self != .inEarVolume }
    }

    /// Turned off on the way out, as the SDK keeps monitoring otherwise.
    private var inEarMonitoring = false
    private var inEarVolume = 100
    private var earMonitorDelay = 0
    private var scenario = AudioScenarioNote(scenario: "default")
    private var route: AgoraAudioOutputRouting?
    private var relayChannel = ""
    /// The local uid + 1, set on joining: the uid the relay connection joins with.
    private var mixerUid: UInt = 0
    private var relay: AgoraRtcConnection?
    /// The mixer runs (the relay connection joined and startLocalAudioMixer took it).
    private var mixing = false

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting, audioScenario: config.audioScenario)
        // The scenario control starts at the one the engine was created with.
        set(.audioScenario, .option(config.audioScenarioName))
        scenario = AudioScenarioNote(scenario: config.audioScenarioName)
        let role = config.clientRole
        engine.setClientRole(role)
        engine.disableVideo()
        engine.enableAudio()
        engine.setAudioProfile(config.audioProfile)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        // 200 ms reports drive the meters; smooth 3 is the SDK's recommendation.
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: true)
        addLocalAudioTile()
        showNotes()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain { self.mixerUid = uid + 1 }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        // The original's grid is sorted by uid.
        onMain { self.addRemoteAudioTile(uid, orderedByUid: true) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStats stats: AgoraRtcLocalAudioStats) {
        onMain {
            self.scenario.update(stats)
            self.earMonitorDelay = stats.earMonitorDelay
            self.showNotes()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didAudioRouteChanged routing: AgoraAudioOutputRouting) {
        onMain {
            self.route = routing
            self.set(.speakerphone, .bool(routing == .speakerphone))
            self.showNotes()
        }
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
        case .inEarVolume:
            guard engine.setInEarMonitoringVolume(value.int) == 0 else { return false }
            inEarVolume = value.int
        case .audioScenario:
            guard engine.setAudioScenario(AgoraAudioScenario(setting: value.option)) == 0 else { return false }
            scenario.scenario = value.option
        case .speakerphone:
            return engine.setEnableSpeakerphone(value.bool) == 0
        case .relayChannel:
            relayChannel = value.text.trimmingCharacters(in: .whitespaces)
            return true
        case .audioMixing:
            guard value.bool ? startAudioMixing() : stopAudioMixing(engine) else { return false }
        }
        showNotes()
        return true
    }

    // MARK: - Audio forwarding

    /// As the original, nothing happens before joining or without a relay channel.
    private func startAudioMixing() -> Bool {
        guard isJoined, !relayChannel.isEmpty else { return false }
        let connection = AgoraRtcConnection(channelId: relayChannel, localUid: mixerUid)
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        options.publishMicrophoneTrack = false
        options.publishMixedAudioTrack = true
        options.enableAudioRecordingOrPlayout = false
        options.autoSubscribeAudio = false
        options.channelProfile = .liveBroadcasting
        relay = connection
        relabel(.audioMixing, "control.stopAudioMixing")
        let mainChannel = config.channelName
        // Token for the relay channel and uid, then joinChannelEx without a delegate; the mixer starts once joined.
        joinExWhenPermitted(connection, delegate: nil, options: options) { [weak self] _, _, _ in
            self?.onMain { self?.startLocalAudioMixer(mixing: mainChannel) }
        }
        return true
    }

    private func startLocalAudioMixer(mixing mainChannel: String) {
        guard let engine, relay != nil else { return }
        var channel = AgoraMixedAudioStream(sourceType: .remoteChannel)
        channel.channelId = mainChannel
        var config = AgoraLocalAudioMixerConfiguration()
        config.audioInputStreams = [channel, AgoraMixedAudioStream(sourceType: .microphone)]
        config.syncWithLocalMic = false
        mixing = engine.startLocalAudioMixer(config) == 0
        showNotes()
    }

    private func stopAudioMixing(_ engine: AgoraRtcEngineKit) -> Bool {
        guard let relay else { return true }
        // A token still on its way for the relay channel is dropped with it.
        forgetJoin(relay)
        engine.stopLocalAudioMixer()
        engine.leaveChannelEx(relay, leaveChannelBlock: nil)
        self.relay = nil
        mixing = false
        relabel(.audioMixing, "control.startAudioMixing")
        return true
    }

    // MARK: - The local tile

    private func showNotes() {
        var notes = [scenario.note]
        if let route { notes.append(.text("audio.note.route", [Self.routeKey(route), String(route.rawValue)])) }
        // In-ear monitoring only while it is on (small tiles have few lines).
        if inEarMonitoring {
            notes.append(earMonitorDelay > 0 ? .text("audio.note.inEarDelay", [String(inEarVolume), String(earMonitorDelay)])
                                             : .text("audio.note.inEar", [String(inEarVolume)]))
        }
        if let relay {
            notes.append(.text(mixing ? "audio.note.relayMixing" : "audio.note.relayJoining", [relay.channelId, String(relay.localUid)]))
        }
        updateTile(uid: 0, .notes(notes))
    }

    private static func routeKey(_ route: AgoraAudioOutputRouting) -> String {
        switch route {
        case .default: "audio.route.default"
        case .headset, .headsetNoMic: "audio.route.headset"
        case .earpiece: "audio.route.earpiece"
        case .speakerphone: "audio.route.speakerphone"
        case .loudspeaker: "audio.route.loudspeaker"
        case .headsetBluetooth: "audio.route.bluetooth"
        }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        if inEarMonitoring { engine.enable(inEarMonitoring: false) }
        engine.disableAudio()
        engine.disableVideo()
    }
}
