import AgoraRtcSim
import Foundation

/// Local or remote recording: a video call whose local stream, and one remote user's stream, can be recorded to
/// files with media recorders (`createMediaRecorder(withInfo:)`, `startRecording`, `stopRecording`, `destroy`).
/// Not joined, the local recording is of the camera preview. Each recording's state, length, size and files show
/// on its tile; saved files are announced with their paths. Each recording is one MP4 (H.264 at the stream's size and
/// frame rate, AAC), as the SDK writes it.
///
/// Departures from the original:
/// - The form adds the encoder pickers the original declares but never shows, the recordings directory (the original
///   writes to the app's Documents), the maximum length (1 to 120 s; the original's is fixed at 10 s) and a "record on
///   join" switch that starts both recordings by itself.
/// - In the preview branch `startRecordingDeviceTest(500)` is not called; the original calls it on every tap there,
///   which looks like a slip.
/// - The recorder callbacks drive the screen: `recorderInfoUpdateInterval` is 1000 (the original's 0 sends no updates),
///   the tiles show each recording's state, length, size and files, and the record switches go off when the SDK stops a
///   recording (at the maximum length, or on an error, after which `stopRecording` is called); the original only logs
///   them, its buttons staying selected, and toasts the path when the user stops.
/// - Every remote host gets a tile; the remote switch records the first of them, and a new recorder is made when that
///   user changes (the original has one remote view, the latest joiner's, and makes its remote recorder once, so it
///   keeps recording the first user). A remote user leaving stops their recording at once rather than after the SDK's 5
///   s `noStream`.
/// - Turning the join switch off stops the channel's recordings before `leaveChannel` and removes the remote tiles; the
///   original calls `leaveChannel` only and never resets its joined flag.
final class JoinChannelVideoRecorderMain: CaseSession<JoinChannelVideoRecorderEntry>, ControlledSession, AgoraMediaRecorderDelegate {
    enum Control: String, CaseControl {
        case recordLocal, recordRemote, joinChannel

        var labelKey: String {
            switch self {
            case .recordLocal: "control.recordLocal"
            case .recordRemote: "control.recordRemote"
            case .joinChannel: "control.joinChannel"
            }
        }

        /// The screen joins as it opens, so the join switch starts on.
        var kind: SessionControl.Kind { .toggle(self == .joinChannel) }

        /// Remote recording needs somebody in the channel to record.
        var startsEnabled: Bool { self != .recordRemote }
    }

    /// As in the original: a random uid in 1…99999 kept for the life of the screen, so every join and every file
    /// name uses the same one. Drawn from the simulation's seed, so a run replays.
    private lazy var screenUid: UInt = {
        var random = SeededRandom(seed: context.settings.seed)
        return UInt.random(in: 1...99_999, using: &random)
    }()
    private lazy var directory = RecordingDirectory.resolve(config.recordingDirectory)
    /// The join/leave toggle.
    private var joinRequested = true
    /// The remote users shown, in the order their tiles were added.
    private var remoteUids: [UInt] = []
    /// The user the remote record control records: the first remote tile's.
    private var remoteUid: UInt = 0
    /// Recorders are made the first time they are needed and destroyed on the way out.
    private var localRecorder: AgoraMediaRecorder?
    private var previewRecorder: AgoraMediaRecorder?
    private var remoteRecorder: AgoraMediaRecorder?
    private var remoteRecorderUid: UInt = 0
    private var localRecording = RecordingStatus()
    private var remoteRecording = RecordingStatus()
    /// "Record at join": recording starts by itself once joined, the remote one once somebody is there.
    private var startRemoteWhenSomeoneJoins = false
    private var recordedOnJoin = false

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.setClientRole(context.settings.clientRole)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        note("recorder.log.directory", [directory])
        showRecordingNotes()
        // The original presses its own join toggle once, so the screen joins straight away.
        joinChannel()
    }

    private func joinChannel() {
        let role = context.settings.clientRole
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: screenUid, options: options)
    }

    // MARK: - Recording

    private func makeRecorder(_ engine: AgoraRtcEngineKit, uid: UInt, type: AgoraRecorderStreamType) -> AgoraMediaRecorder? {
        var info = AgoraRecorderStreamInfo()
        info.channelId = config.channelName
        info.uid = uid
        info.type = type
        let recorder = engine.createMediaRecorder(withInfo: info)
        recorder?.setMediaRecorderDelegate(self)
        return recorder
    }

    private var isInChannel: Bool { joinRequested && isJoined }

    private func startLocalRecording() {
        guard let engine else { return }
        if isInChannel {
            // In the channel: the local user's stream as published.
            if localRecorder == nil { localRecorder = makeRecorder(engine, uid: screenUid, type: .rtc) }
            if let started = startRecording(localRecorder, uid: screenUid, path: directory + "/\(screenUid).mp4") {
                localRecording = started
            }
        } else {
            // Not in a channel: the camera preview. (The original also calls startRecordingDeviceTest(500) on every
            // tap of this branch, which looks like a slip; it is left out.)
            if previewRecorder == nil { previewRecorder = makeRecorder(engine, uid: screenUid, type: .preview) }
            if let started = startRecording(previewRecorder, uid: screenUid, path: directory + "/preview_\(screenUid).mp4") {
                localRecording = started
            }
        }
    }

    private func startRemoteRecording() {
        guard let engine, remoteUid != 0 else { return }
        // A recorder records the user it was made for. The original made its remote recorder once, so it kept
        // recording the first remote user after another took the tile; here a new user gets a new recorder.
        if let recorder = remoteRecorder, remoteRecorderUid != remoteUid {
            engine.destroy(recorder)
            remoteRecorder = nil
        }
        if remoteRecorder == nil {
            remoteRecorder = makeRecorder(engine, uid: remoteUid, type: .rtc)
            remoteRecorderUid = remoteUid
        }
        if let started = startRecording(remoteRecorder, uid: remoteUid, path: directory + "/\(remoteUid).mp4") {
            remoteRecording = started
        }
    }

    /// Starts `recorder` on `path`; the new status, or nil when the SDK refused (a notice says why).
    private func startRecording(_ recorder: AgoraMediaRecorder?, uid: UInt, path: String) -> RecordingStatus? {
        guard let recorder else { return nil }
        // The SDK needs the directory to exist; if it cannot be made, the recorder reports .writeFailed.
        RecordingDirectory.prepare(directory)
        var config = AgoraMediaRecorderConfiguration()
        config.storagePath = path
        config.containerFormat = .MP4
        config.streamType = .both
        config.maxDurationMs = UInt(self.config.maxDuration) * 1000
        // The original leaves this at 0 (no updates); one a second keeps the tile's length and size current.
        config.recorderInfoUpdateInterval = 1000
        let code = recorder.startRecording(config)
        guard code == 0 else {
            show(SessionNotice("recorder.error.start", [String(code), ErrorDescription.key(forReturnCode: code)], severity: .error))
            return nil
        }
        return RecordingStatus(recorder: recorder, uid: uid, phase: .starting, files: [path])
    }

    /// Stops a recording; `.stopped` follows, and the files are announced then.
    private func stopRecording(_ recording: RecordingStatus) {
        guard recording.isOn else { return }
        recording.recorder?.stopRecording()
    }

    // MARK: - AgoraMediaRecorderDelegate (on the engine's queue)

    nonisolated func mediaRecorder(_ recorder: AgoraMediaRecorder, stateDidChanged channelId: String, uid: UInt,
                                   state: AgoraMediaRecorderState, reason: AgoraMediaRecorderReasonCode) {
        onMain { self.recorder(recorder, uid: uid, changedTo: state, reason: reason) }
    }

    nonisolated func mediaRecorder(_ recorder: AgoraMediaRecorder, informationDidUpdated channelId: String, uid: UInt,
                                   info: AgoraMediaRecorderInfo) {
        let duration = Int(info.durationMs), size = Int(info.fileSize)
        onMain {
            self.update(recorder) { recording in
                recording.durationMs = duration
                recording.fileSize = size
            }
        }
    }

    private func recorder(_ recorder: AgoraMediaRecorder, uid: UInt, changedTo state: AgoraMediaRecorderState,
                          reason: AgoraMediaRecorderReasonCode) {
        update(recorder) { recording in
            let files = recording.files.joined(separator: ", ")
            switch state {
            case .started:
                recording.phase = .recording
            case .stopped:
                recording.phase = .saved
                note("recorder.log.saved", [String(uid), recording.seconds, files])
                if reason == .overMaxDuration {
                    show(SessionNotice("recorder.maxReached", [String(config.maxDuration), files]))
                } else {
                    show(SessionNotice("recorder.saved", [files]))
                }
            case .error:
                let reasonKey = RecordingStatus.reasonKey(reason)
                recording.phase = .failed(reason)
                // The SDK takes no new recording on this recorder until the failed one is stopped.
                recorder.stopRecording()
                if reason == .writeFailed {
                    note("recorder.error.write", [directory], kind: .error)
                    show(SessionNotice("recorder.error.write", [directory], severity: .error))
                } else {
                    note("recorder.error.stopped", [String(uid), reasonKey, files], kind: .error)
                    show(SessionNotice("recorder.error.stopped", [String(uid), reasonKey, files], severity: .error))
                }
            }
        }
    }

    /// Applies `change` to the recording `recorder` belongs to, then shows it on the tiles and the switches.
    private func update(_ recorder: AgoraMediaRecorder, _ change: (inout RecordingStatus) -> Void) {
        if localRecording.recorder === recorder {
            var recording = localRecording
            change(&recording)
            localRecording = recording
        } else if remoteRecording.recorder === recorder {
            var recording = remoteRecording
            change(&recording)
            remoteRecording = recording
        }
        showRecordingNotes()
        showRecordControls()
    }

    /// Each recording's lines on its user's tile: the local one on the local tile, the remote one on the recorded
    /// user's tile (or, before any, "not recording" on the tile the control would record).
    private func showRecordingNotes() {
        updateTile(uid: 0, .notes(localRecording.tileNotes))
        for uid in remoteUids {
            let notes: [TileNote]
            if remoteRecording.phase != .idle && uid == remoteRecording.uid {
                notes = remoteRecording.tileNotes
            } else if uid == remoteUid && (remoteRecording.phase == .idle || remoteRecording.uid != uid) {
                notes = RecordingStatus().tileNotes
            } else {
                notes = []
            }
            updateTile(uid: uid, .notes(notes))
        }
    }

    /// Each record switch is on while its recording runs (until the SDK reports it stopped); the remote one can be
    /// used only in the channel with somebody to record, or to stop what it records.
    private func showRecordControls() {
        set(.recordLocal, .bool(localRecording.isOn))
        set(.recordRemote, .bool(remoteRecording.isOn))
        enable(.recordRemote, remoteRecording.isOn || (isInChannel && remoteUid != 0))
    }

    // MARK: - AgoraRtcEngineDelegate

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain {
            if self.config.recordOnJoin, !self.recordedOnJoin {
                self.recordedOnJoin = true
                self.startLocalRecording()
                if self.remoteUid != 0 { self.startRemoteRecording() } else { self.startRemoteWhenSomeoneJoins = true }
            }
            self.showRecordControls()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) {
        onMain { self.showRecordControls() }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid))
            if !self.remoteUids.contains(uid) { self.remoteUids.append(uid) }
            if self.remoteUid == 0 {
                self.remoteUid = uid
                if self.startRemoteWhenSomeoneJoins {
                    self.startRemoteWhenSomeoneJoins = false
                    self.startRemoteRecording()
                }
            }
            self.showRecordingNotes()
            self.showRecordControls()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
            self.remoteUids.removeAll { $0 == uid }
            // Their stream is gone: save what was recorded now rather than wait for the SDK's 5 s .noStream.
            if self.remoteRecording.uid == uid { self.stopRecording(self.remoteRecording) }
            if self.remoteUid == uid { self.remoteUid = self.remoteUids.first ?? 0 }
            self.showRecordingNotes()
            self.showRecordControls()
        }
    }

    // MARK: - Controls

    /// A record switch shows its recording, so a stop takes effect (and the switch goes off) when the SDK reports
    /// it; `update` turns it off then.
    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        switch control {
        case .recordLocal:
            if value.bool != localRecording.isOn {
                if value.bool { startLocalRecording() } else { stopRecording(localRecording) }
            }
            showRecordControls()
            return localRecording.isOn == value.bool
        case .recordRemote:
            if value.bool != remoteRecording.isOn {
                if value.bool { startRemoteRecording() } else { stopRecording(remoteRecording) }
            }
            showRecordControls()
            return remoteRecording.isOn == value.bool
        case .joinChannel:
            if value.bool != joinRequested {
                if value.bool { rejoinChannel() } else if !leaveChannel() { return false }
            }
            showRecordControls()
            return true
        }
    }

    /// The join toggle turned off: the channel's recordings are stopped first, so their files are saved whole
    /// rather than cut off by the leave (a preview recording goes on).
    private func leaveChannel() -> Bool {
        guard let engine else { return false }
        if localRecording.recorder === localRecorder { stopRecording(localRecording) }
        stopRecording(remoteRecording)
        guard engine.leaveChannel(nil) == 0 else { return false }
        joinRequested = false
        for uid in remoteUids { removeRemoteTile(uid) }
        remoteUids = []
        remoteUid = 0
        return true
    }

    /// The join toggle turned on again: the same channel, with the same uid.
    private func rejoinChannel() {
        joinRequested = true
        joinChannel()
    }

    /// As the original: recorders stopped and destroyed before leaving, so every file is closed whole.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        stopRecording(localRecording)
        stopRecording(remoteRecording)
        for recorder in [localRecorder, previewRecorder, remoteRecorder].compactMap({ $0 }) { engine.destroy(recorder) }
        localRecorder = nil
        previewRecorder = nil
        remoteRecorder = nil
        engine.disableAudio()
        engine.disableVideo()
        engine.stopPreview()
    }
}
