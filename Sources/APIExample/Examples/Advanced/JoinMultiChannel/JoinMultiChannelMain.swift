import AgoraRtcSim
import Foundation
import MediaFormats

/// Join Multiple Channels: one engine, two connections. Channel 1 (`<name>`) is joined with `joinChannel` as
/// audience and only watches; channel 2 (`<name>-2`) is joined with `joinChannelEx` as broadcaster and publishes
/// the camera and microphone. The engine's delegate (this object) hears channel 1; channel 2 has its own delegate.
/// Each channel's users get tiles labelled with the channel; channel 2 can be left and joined again, and
/// "take Snapshot Ex" saves a picture of one of its users with `takeSnapshotEx`.
final class JoinMultiChannelMain: BaseSession {
    /// Channel 1 as the SDK names the main connection: the channel and the uid joined with.
    let connection1: AgoraRtcConnection
    let connection2: AgoraRtcConnection
    private lazy var channel2Delegate = JoinMultiChannelExDelegate(connection: connection2, main: self)
    /// Channel 2 was asked to join and not left since.
    private var inChannel2 = false
    private var channel2State = AgoraConnectionState.disconnected
    private var microphone = AgoraAudioLocalState.stopped
    private var stopMicrophoneRecording = true
    private var snapshotFormat = NetpbmImage.Kind.pixmap
    /// The last snapshot written, for the screen and tests.
    private(set) var lastSnapshotPath: String?

    required init(configs: Configs, context: SessionContext) {
        // Each connection's uid is fixed for the session, random in 1001–2000 and 2001–3000 as the original draws
        // them (here from the simulation's seed, so a run can be replayed).
        var random = SeededRandom(seed: context.settings.seed ^ 0x6D75_6C74_6943_6831)
        connection1 = AgoraRtcConnection(channelId: configs.channelName, localUid: UInt.random(in: 1001...2000, using: &random))
        connection2 = AgoraRtcConnection(channelId: configs.channelName + "-2", localUid: UInt.random(in: 2001...3000, using: &random))
        super.init(configs: configs, context: context)
    }

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(context.settings.encoderConfiguration)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        engine.setClientRole(context.settings.clientRole)
        engine.setupLocalVideo(localCanvas(renderMode: .hidden))
        engine.startPreview()
        refreshNotes()

        // Channel 1: watch only.
        var watch = AgoraRtcChannelMediaOptions()
        watch.publishCameraTrack = false
        watch.publishMicrophoneTrack = false
        watch.autoSubscribeVideo = true
        watch.autoSubscribeAudio = true
        watch.clientRoleType = .audience
        joinWhenPermitted(channel: connection1.channelId, uid: connection1.localUid, options: watch)
        // The role comes with the media options, which report no role change: the status line shows it from here.
        status.role = .audience

        // Channel 2: publish the camera and microphone there, with its own delegate.
        joinChannel2()
    }

    private func joinChannel2() {
        var publish = AgoraRtcChannelMediaOptions()
        publish.publishCameraTrack = true
        publish.publishMicrophoneTrack = true
        publish.autoSubscribeVideo = true
        publish.autoSubscribeAudio = true
        publish.clientRoleType = .broadcaster
        inChannel2 = true
        // Permission → token for channel 2 and its uid → joinChannelEx(byToken:connection:delegate:mediaOptions:).
        joinExWhenPermitted(connection2, delegate: channel2Delegate, options: publish)
    }

    /// "Leave ChannelEx": channel 2 only; channel 1 goes on. The leave options say whether the microphone stops.
    private func leaveChannel2(_ engine: AgoraRtcEngineKit) {
        // A token still on its way for channel 2 is dropped with it.
        forgetExJoin(connection2)
        inChannel2 = false
        if engine.getConnectionStateEx(connection2) != .disconnected {
            let options = AgoraLeaveChannelOptions(stopMicrophoneRecording: stopMicrophoneRecording)
            engine.leaveChannelEx(connection2, options: options, leaveChannelBlock: nil)
        }
        // The SDK reports no offline for the users of a channel left: their tiles go now.
        removeRemoteTiles(channel: connection2.channelId)
        refreshNotes()
    }

    // MARK: channel 1 (the engine's delegate)

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            // Bound through the Ex call with channel 1's connection, as the original does.
            let canvas = self.remoteCanvas(for: uid, channel: self.connection1.channelId, group: 1)
            self.engine?.setupRemoteVideoEx(canvas, connection: self.connection1)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            // The original unbinds with channel 2's uid here; channel 1's connection is the right one.
            self.engine?.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: uid, view: nil), connection: self.connection1)
            self.removeRemoteTiles(uid: uid, channel: self.connection1.channelId)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState,
                                        reason: AgoraConnectionChangedReason) {
        super.rtcEngine(engine, connectionChangedTo: state, reason: reason)
        onMain { self.refreshNotes() }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStateChanged state: AgoraAudioLocalState,
                                        reason: AgoraAudioLocalReason) {
        onMain { self.microphoneChanged(state) }
    }

    /// Channel 1 publishes nothing: the local tile's audio figures come from channel 2's delegate.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStats stats: AgoraRtcLocalAudioStats) {}

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStats stats: AgoraRtcRemoteVideoStats) {
        feed(stats, channel: connection1.channelId)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStats stats: AgoraRtcRemoteAudioStats) {
        feed(stats, channel: connection1.channelId)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, firstRemoteVideoFrameOfUid uid: UInt, size: CGSize,
                                        elapsed: Int) {
        feedFirstFrame(uid: uid, elapsed: elapsed, channel: connection1.channelId)
    }

    // MARK: channel 2 (from JoinMultiChannelExDelegate, on the main actor)

    func channel2Joined() {
        refreshNotes()
    }

    func channel2Connection(_ state: AgoraConnectionState) {
        channel2State = state
        refreshNotes()
    }

    func channel2Left() {
        channel2State = .disconnected
        refreshNotes()
    }

    func channel2RemoteJoined(_ uid: UInt) {
        guard inChannel2 else { return }
        let canvas = remoteCanvas(for: uid, channel: connection2.channelId, group: 2)
        engine?.setupRemoteVideoEx(canvas, connection: connection2)
    }

    func channel2RemoteLeft(_ uid: UInt) {
        guard inChannel2 else { return }
        engine?.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: uid, view: nil), connection: connection2)
        removeRemoteTiles(uid: uid, channel: connection2.channelId)
    }

    /// The original only logs channel 2's errors; here they are shown too, naming the channel.
    func channel2Error(_ code: AgoraErrorCode) {
        let arguments = [connection2.channelId, String(code.rawValue), ErrorDescription.key(for: code)]
        note("multiChannel.log.channel2Error", arguments, kind: .error)
        show(SessionNotice("multiChannel.channel2Error", arguments, severity: .error))
    }

    func microphoneChanged(_ state: AgoraAudioLocalState) {
        microphone = state
        refreshNotes()
    }

    // MARK: snapshot

    /// "take Snapshot Ex": the first channel-2 user showing video (or, failing that, the first one). With nobody
    /// in channel 2 it does nothing, like the original.
    private func takeSnapshot(_ engine: AgoraRtcEngineKit) {
        let candidates = tiles.filter { !$0.isLocal && $0.channel == connection2.channelId }
        guard let target = candidates.first(where: { $0.latestFrame != nil }) ?? candidates.first else { return }
        let setting = configs.string("snapshotDirectory")
        let directory = setting.isEmpty ? FileManager.default.temporaryDirectory.path : (setting as NSString).expandingTildeInPath
        let path = directory + "/JoinMultiChannel-\(connection2.channelId)-\(target.uid)-\(elapsedMs).\(snapshotFormat.fileExtension)"
        let code = engine.takeSnapshotEx(connection2, uid: Int(target.uid), filePath: path)
        if code != 0 {
            show(SessionNotice("multiChannel.snapshotRefused", [String(code), ErrorDescription.key(forReturnCode: code)],
                               severity: .error))
        }
    }

    func snapshotTaken(uid: UInt, path: String, width: Int, height: Int, errCode: Int) {
        guard errCode == 0 else {
            let reason = (1...3).contains(-errCode) ? "multiChannel.snapshotError.\(-errCode)" : String(errCode)
            let arguments = [String(uid), String(errCode), reason, path]
            note("multiChannel.snapshotFailed", arguments, kind: .error)
            show(SessionNotice("multiChannel.snapshotFailed", arguments, severity: .error))
            return
        }
        lastSnapshotPath = path
        let arguments = [String(uid), connection2.channelId, String(width), String(height), path]
        note("multiChannel.snapshotSaved", arguments)
        show(SessionNotice("multiChannel.snapshotSaved", arguments))
    }

    // MARK: controls

    override var controls: [SessionControl] {
        let channel2HasUsers = tiles.contains { !$0.isLocal && $0.channel == connection2.channelId }
        return [
            SessionControl(id: "snapshotFormat", labelKey: "control.snapshotFormat",
                           kind: .choice(options: Self.formatOptions, selected: snapshotFormat.fileExtension)),
            SessionControl(id: "snapshot", labelKey: "control.snapshotEx", kind: .action,
                           isEnabled: inChannel2 && channel2HasUsers),
            SessionControl(id: "stopMicrophone", labelKey: "control.stopMicrophoneRecording",
                           kind: .toggle(stopMicrophoneRecording)),
            SessionControl(id: "channel2", labelKey: inChannel2 ? "control.leaveChannelEx" : "control.joinChannelEx",
                           kind: .action),
        ]
    }

    private static let formatOptions = [
        ChoiceOption("ppm", "snapshotFormat.ppm"), ChoiceOption("pgm", "snapshotFormat.pgm"),
    ]

    override func perform(_ controlId: String, _ change: ControlChange) {
        guard let engine, let control = controls.first(where: { $0.id == controlId }), control.isEnabled else { return }
        switch (controlId, control.kind.applying(change)) {
        case ("snapshotFormat", .choice(_, let selected)):
            snapshotFormat = selected == "pgm" ? .graymap : .pixmap
        case ("snapshot", _):
            takeSnapshot(engine)
        case ("stopMicrophone", .toggle(let on)):
            stopMicrophoneRecording = on
        case ("channel2", _):
            if inChannel2 { leaveChannel2(engine) } else { joinChannel2() }
        default:
            return
        }
        changed()
    }

    /// The local tile sums up both connections and the microphone.
    private func refreshNotes() {
        let notes: [TileNote] = [
            .text("multiChannel.note.channel1", [connection1.channelId, status.connectionState.localizationKey]),
            .text("multiChannel.note.channel2", [connection2.channelId,
                                                 inChannel2 ? channel2State.localizationKey : "multiChannel.state.left"]),
            .text("multiChannel.note.microphone", ["multiChannel.microphone.\(microphone)"]),
        ]
        updateTile(uid: 0) { $0.notes = notes }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.stopPreview()
        // Channel 2 first, so its own delegate hears its leave; the base class then leaves channel 1 and destroys.
        if inChannel2 { leaveChannel2(engine) }
        engine.disableAudio()
        engine.disableVideo()
    }
}
