import AgoraRtcSim
import Foundation
import MediaFormats

/// Join Multiple Channels: one engine, two connections. Channel 1 (`<name>`) is joined with `joinChannel` as
/// audience and only watches; channel 2 (`<name>-2`) is joined with `joinChannelEx` as broadcaster and publishes
/// the camera and microphone. The engine's delegate (this object) hears channel 1; channel 2 has its own delegate.
/// Each channel's users get tiles labelled with the channel; channel 2 can be left (after the original's question:
/// stop the microphone or not) and joined again, and
/// "take Snapshot Ex" saves a picture of one of its users with `takeSnapshotEx`.
///
/// Departures from the original:
/// - After Leave ChannelEx the button becomes Join ChannelEx and channel 2 can be joined again; the original cannot
///   re-join it.
/// - Cancel in the stop-microphone question leaves with `stopMicrophoneRecording` false, so the microphone keeps
///   recording; the original's Cancel keeps the SDK's default, which stops it too, so both of its answers do the same.
/// - A channel-1 user leaving is unbound on channel 1's connection; the original builds that connection with channel
///   2's uid.
/// - Channel 2's errors are shown as notices naming the channel, and its token is renewed through `updateChannelEx`;
///   the original only logs its errors and does not renew its token.
/// - take Snapshot Ex writes a PPM or PGM file (an extra format control, in a directory named in the form) of the first
///   channel-2 user showing video, is disabled while channel 2 has nobody, and reports what `snapshotTaken` says,
///   failure included; the original writes `1.png` in the temporary directory and says "Screenshot successful" as soon
///   as it asks.
/// - Each channel's users get tiles of their own, labelled with the channel, and the local tile sums up both
///   connections' states and the microphone, with a stats overlay; the original has one remote view per channel, which
///   the newest user takes, and no stats.
/// - Leaving leaves channel 2 before disabling audio and video, then channel 1; the original leaves channel 1 first and
///   channel 2 last.
final class JoinMultiChannelMain: CaseSession<JoinMultiChannelEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case snapshotFormat, snapshot, channel2

        var labelKey: String {
            switch self {
            case .snapshotFormat: "control.snapshotFormat"
            case .snapshot: "control.snapshotEx"
            // Channel 2 is joined as the session starts, so the button first offers to leave it.
            case .channel2: "control.leaveChannelEx"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .snapshotFormat: .choice(options: JoinMultiChannelMain.formatOptions, selected: "ppm")
            case .snapshot, .channel2: .action
            }
        }

        /// A snapshot needs a user in channel 2.
        var startsEnabled: Bool { self != .snapshot }
    }

    nonisolated static let formatOptions = [
        ChoiceOption("ppm", "snapshotFormat.ppm"), ChoiceOption("pgm", "snapshotFormat.pgm"),
    ]

    /// Channel 1 as the SDK names the main connection: the channel and the uid joined with.
    /// Each connection's uid is fixed for the session, random in 1001–2000 and 2001–3000 as the original draws them
    /// (here from the simulation's seed, so a run can be replayed).
    private let uid1: UInt
    private let uid2: UInt
    var connection1: AgoraRtcConnection { AgoraRtcConnection(channelId: config.channelName, localUid: uid1) }
    var connection2: AgoraRtcConnection { AgoraRtcConnection(channelId: config.channelName + "-2", localUid: uid2) }
    private lazy var channel2Delegate = JoinMultiChannelExDelegate(connection: connection2, main: self)
    /// Channel 2 was asked to join and not left since.
    private var inChannel2 = false
    private var channel1State = AgoraConnectionState.disconnected
    private var channel2State = AgoraConnectionState.disconnected
    /// Channel 2's remote users in the order they came, with the view each is rendered into.
    private var channel2Users: [(uid: UInt, view: AgoraVideoView?)] = []
    private var microphone = AgoraAudioLocalState.stopped
    private var snapshotFormat = NetpbmImage.Kind.pixmap
    /// The last snapshot written, for the screen and tests.
    private(set) var lastSnapshotPath: String?

    required init(configs: Configs, context: SessionContext) {
        var random = SeededRandom(seed: context.settings.seed ^ 0x6D75_6C74_6943_6831)
        uid1 = UInt.random(in: 1001...2000, using: &random)
        uid2 = UInt.random(in: 2001...3000, using: &random)
        super.init(configs: configs, context: context)
    }

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
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
        emit(.roleChanged(.audience))

        // Channel 2: publish the camera and microphone there, with its own delegate. The local tile's figures are
        // that connection's: channel 1 sends nothing.
        localStatsConnection = connection2
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
    private func leaveChannel2(_ engine: AgoraRtcEngineKit, stopMicrophoneRecording: Bool) {
        // A token still on its way for channel 2 is dropped with it.
        forgetJoin(connection2)
        inChannel2 = false
        if engine.getConnectionStateEx(connection2) != .disconnected {
            let options = AgoraLeaveChannelOptions(stopMicrophoneRecording: stopMicrophoneRecording)
            engine.leaveChannelEx(connection2, options: options, leaveChannelBlock: nil)
        }
        // The SDK reports no offline for the users of a channel left: their views go now.
        channel2Users = []
        removeRemoteTiles(channel: connection2.channelId)
        enable(.snapshot, false)
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
        onMain {
            self.channel1State = state
            self.refreshNotes()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStateChanged state: AgoraAudioLocalState,
                                        reason: AgoraAudioLocalReason) {
        onMain { self.microphoneChanged(state) }
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
        if let index = channel2Users.firstIndex(where: { $0.uid == uid }) {
            channel2Users[index].view = canvas.view
        } else {
            channel2Users.append((uid, canvas.view))
        }
        enable(.snapshot, true)
        engine?.setupRemoteVideoEx(canvas, connection: connection2)
    }

    func channel2RemoteLeft(_ uid: UInt) {
        guard inChannel2 else { return }
        engine?.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: uid, view: nil), connection: connection2)
        channel2Users.removeAll { $0.uid == uid }
        removeRemoteTiles(uid: uid, channel: connection2.channelId)
        enable(.snapshot, !channel2Users.isEmpty)
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
        guard let target = channel2Users.first(where: { $0.view?.latestFrame != nil }) ?? channel2Users.first else { return }
        let directory = RecordingDirectory.resolveOrTemporary(config.snapshotDirectory)
        let path = directory + "/JoinMultiChannel-\(connection2.channelId)-\(target.uid)-\(elapsedMs).\(snapshotFormat.fileExtension)"
        let code = engine.takeSnapshotEx(connection2, uid: Int(target.uid), filePath: path)
        if code != 0 {
            show(SessionNotice("multiChannel.snapshotRefused", [String(code), ErrorDescription.key(forReturnCode: code)],
                               severity: .error))
        }
    }

    func snapshotTaken(uid: UInt, path: String, width: Int, height: Int, errCode: Int) {
        guard errCode == 0 else {
            let arguments = [String(uid), String(errCode), Self.snapshotErrorKey(errCode), path]
            note("multiChannel.snapshotFailed", arguments, kind: .error)
            show(SessionNotice("multiChannel.snapshotFailed", arguments, severity: .error))
            return
        }
        lastSnapshotPath = path
        let arguments = [String(uid), connection2.channelId, String(width), String(height), path]
        note("multiChannel.snapshotSaved", arguments)
        show(SessionNotice("multiChannel.snapshotSaved", arguments))
    }

    /// Why `snapshotTaken` failed, for the codes the SDK documents; other codes as they are.
    static func snapshotErrorKey(_ errCode: Int) -> String {
        switch errCode {
        case -1: "multiChannel.snapshotError.1"
        case -2: "multiChannel.snapshotError.2"
        case -3: "multiChannel.snapshotError.3"
        default: String(errCode)
        }
    }

    // MARK: controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .snapshotFormat:
            snapshotFormat = value.option == "pgm" ? .graymap : .pixmap
        case .snapshot:
            takeSnapshot(engine)
        case .channel2:
            switch value {
            case .bool(let stop):
                // The answer to the question below. The original's Cancel keeps the SDK's default (which stops the
                // microphone too); here Cancel keeps the microphone recording, so the two answers differ.
                guard inChannel2 else { return false }
                leaveChannel2(engine, stopMicrophoneRecording: stop)
            case _ where inChannel2:
                // The original asks first; either answer leaves channel 2.
                ask(SessionPrompt("multiChannel.stopMic.question", titleKey: "multiChannel.stopMic.title",
                                  answersKey: "multiChannel.stopMic.answers", acceptKey: "multiChannel.stopMic.stop",
                                  declineKey: "key.cancel", control: Control.channel2.rawValue))
            default:
                joinChannel2()
            }
            relabel(.channel2, inChannel2 ? "control.leaveChannelEx" : "control.joinChannelEx")
        }
        return true
    }

    /// The local tile sums up both connections and the microphone.
    private func refreshNotes() {
        let notes: [TileNote] = [
            .text("multiChannel.note.channel1", [connection1.channelId, channel1State.localizationKey]),
            .text("multiChannel.note.channel2", [connection2.channelId,
                                                 inChannel2 ? channel2State.localizationKey : "multiChannel.state.left"]),
            .text("multiChannel.note.microphone", [Self.microphoneKey(microphone)]),
        ]
        updateTile(uid: 0, .notes(notes))
    }

    static func microphoneKey(_ state: AgoraAudioLocalState) -> String {
        switch state {
        case .stopped: "multiChannel.microphone.stopped"
        case .recording: "multiChannel.microphone.recording"
        case .encoding: "multiChannel.microphone.encoding"
        case .failed: "multiChannel.microphone.failed"
        }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.stopPreview()
        // Channel 2 first, so its own delegate hears its leave; the base class then leaves channel 1 and destroys.
        if inChannel2 { leaveChannel2(engine, stopMicrophoneRecording: AgoraLeaveChannelOptions().stopMicrophoneRecording) }
        engine.disableAudio()
        engine.disableVideo()
    }
}
