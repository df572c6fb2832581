import AgoraRtcSim
import Foundation

/// Raw media data (hidden legacy: the original lists it commented out, and its file is not even in the build):
/// a video call with a raw video observer and a raw audio observer registered (no processing), and, when the
/// form's "Audio Recording" switch is on, the local microphone recorded to a WAV file with `startAudioRecording`.
/// The tiles show what the observers see, in frames per second per callback (each remote tile its user's frames
/// rendered and its sound before mixing), and the recording's length (its size once saved; the notice and the log
/// give the file's path).
///
/// As the original, neither observer declares its positions, so the SDK's defaults apply: video after capture and
/// before rendering (the original's `onPreEncode` is implemented but never called, and is not shown), audio at
/// record, playback, mixed and before mixing.
///
/// Departures from the original:
/// - It joins through the app's usual token flow; the original joins with a `KeyCenter.Token` that no longer exists,
///   which is why its file is not in the build and the case is hidden here.
/// - Every frame callback returns true, so nothing is dropped; the original's capture and render callbacks return
///   false, which drops those frames.
/// - The recording is saved as `audio.wav` in a directory chosen in the form; the original names its unencoded
///   recording `audio.mp4` in the app's temporary directory, which the SDK refuses (it records WAV, or AAC when
///   encoding).
/// - A session switch stops and starts the recording, and a stop shows the saved file's path, length and size; the
///   original records from the join until it leaves and says nothing.
/// - The tiles show each observer callback's frames per second and the recording's state; the original's tiles show
///   neither.
/// - Each remote user gets a tile of its own; the original binds every remote user to its one remote view, the newest
///   taking it.
final class RawMediaDataMain: CaseSession<RawMediaDataEntry>, ControlledSession, AgoraVideoFrameDelegate, AgoraAudioFrameDelegate {
    enum Control: String, CaseControl {
        case audioRecording

        var labelKey: String { "rawMedia.control.audioRecording" }
        var kind: SessionControl.Kind { .toggle(false) }
        /// The SDK records only once the channel is joined.
        var startsEnabled: Bool { false }
    }

    static let recordingSampleRate = 44_100
    static let fileName = "audio.wav"

    private nonisolated let counts = RawMediaFrameCounts()
    private var countedSince = 0.0
    private lazy var directory = RecordingDirectory.resolve(config.recordingDirectory)
    private var filePath: String { directory + "/" + Self.fileName }
    /// When the running recording started (clock time), nil when none runs.
    private var recordingSince: Double?
    private var recordingNote = TileNote.text("rawMedia.tile.notRecording")
    private var figureNotes: [TileNote] = []
    private var remoteUids: [UInt] = []

    override func start() {
        countedSince = context.clock.now
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.setClientRole(.broadcaster)
        engine.setVideoFrameDelegate(self)
        engine.enableVideo()
        engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: CGSize(width: 640, height: 360), frameRate: .fps30, bitrate: AgoraVideoBitrateStandard,
            orientationMode: .adaptative, mirrorMode: .auto))
        engine.setAudioFrameDelegate(self)
        engine.setRecordingAudioFrameParametersWithSampleRate(44_100, channel: 2, mode: .readOnly, samplesPerCall: 1024)
        engine.setMixedAudioFrameParametersWithSampleRate(44_100, channel: 1, samplesPerCall: 1024)
        engine.setPlaybackAudioFrameParametersWithSampleRate(44_100, channel: 1, mode: .readWrite, samplesPerCall: 1024)
        // The original builds both its views without the stats overlay.
        engine.setupLocalVideo(localCanvas(showsStats: false))
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        showNotes()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = true
        options.publishMicrophoneTrack = true
        options.clientRoleType = .broadcaster
        // As the original: recording starts right after joinChannel, when the switch is on.
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options, afterJoin: { [weak self] engine in
            guard let self else { return }
            self.enable(.audioRecording, true)
            if self.config.recordOnJoin { self.startAudioRecording(engine) }
        })
    }

    // MARK: - Audio recording

    private func startAudioRecording(_ engine: AgoraRtcEngineKit) {
        // The SDK needs the directory to exist and be writable.
        RecordingDirectory.prepare(directory)
        var config = AgoraAudioRecordingConfiguration()
        config.filePath = filePath
        config.fileRecordOption = .mic
        config.quality = .medium
        config.sampleRate = Self.recordingSampleRate
        config.codec = false
        let code = engine.startAudioRecording(config)
        guard code == 0 else {
            let arguments = [String(code), ErrorDescription.key(forReturnCode: code), directory]
            note("rawMedia.error.start", arguments, kind: .error)
            show(SessionNotice("rawMedia.error.start", arguments, severity: .error))
            set(.audioRecording, .bool(false))
            return
        }
        recordingSince = context.clock.now
        note("rawMedia.log.recording", [filePath])
        set(.audioRecording, .bool(true))
        showNotes()
    }

    private func stopAudioRecording(_ engine: AgoraRtcEngineKit) {
        guard recordingSince != nil else { return }
        engine.stopAudioRecording()
        recordingSince = nil
        set(.audioRecording, .bool(false))
        // The SDK reports nothing: what was saved is read from the file (16-bit mono PCM after a 44-byte header).
        let size = (try? FileManager.default.attributesOfItem(atPath: filePath)[.size] as? Int) ?? 0
        let seconds = Self.seconds(Double(max(0, size - 44)) / Double(Self.recordingSampleRate * 2))
        let kilobytes = String((size + 1023) / 1024)
        recordingNote = .text("rawMedia.tile.saved", [seconds, kilobytes])
        note("rawMedia.log.saved", [filePath, seconds, kilobytes])
        show(SessionNotice("rawMedia.saved", [filePath, seconds, kilobytes]))
        showNotes()
    }

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .audioRecording:
            if value.bool { startAudioRecording(engine) } else { stopAudioRecording(engine) }
            return (recordingSince != nil) == value.bool
        }
    }

    // MARK: - AgoraVideoFrameDelegate (the engine's queue: count, don't hop)

    nonisolated func getVideoFormatPreference() -> AgoraVideoFormat { .cvPixelBGRA }
    nonisolated func getVideoFrameProcessMode() -> AgoraVideoFrameProcessMode { .readOnly }
    nonisolated func getMirrorApplied() -> Bool { true }

    nonisolated func onCapture(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool {
        counts.add(.capture)
        return true
    }

    /// Never called: the pre-encoder position is not among the default ones (as in the original).
    nonisolated func onPreEncode(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool {
        true
    }

    nonisolated func onRenderVideoFrame(_ videoFrame: AgoraOutputVideoFrame, uid: UInt, channelId: String) -> Bool {
        counts.add(.render(uid))
        return true
    }

    // MARK: - AgoraAudioFrameDelegate

    nonisolated func onRecordAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool {
        counts.add(.record)
        return true
    }

    nonisolated func onPlaybackAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool {
        counts.add(.playback)
        return true
    }

    nonisolated func onMixedAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool {
        counts.add(.mixed)
        return true
    }

    /// One remote user's sound before it is mixed with the others'.
    nonisolated func onPlaybackAudioFrame(beforeMixing frame: AgoraAudioFrame, channelId: String, uid: UInt) -> Bool {
        counts.add(.beforeMixing(uid))
        return true
    }

    // MARK: - AgoraRtcEngineDelegate

    /// Every 2 s: the callbacks' rates since the last report.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats) {
        onMain { self.showRates() }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid, showsStats: false))
            if !self.remoteUids.contains(uid) { self.remoteUids.append(uid) }
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.removeRemoteTile(uid)
            self.remoteUids.removeAll { $0 == uid }
        }
    }

    // MARK: - Tiles

    private func showRates() {
        let now = context.clock.now
        let elapsed = max(0.001, now - countedSince)
        countedSince = now
        let counts = counts.take()
        func rate(_ position: RawMediaFrameCounts.Position) -> String {
            String(format: "%.0f", Double(counts[position] ?? 0) / elapsed)
        }
        // One short line each: the local tile's stats column is narrow.
        figureNotes = [.text("rawMedia.tile.capture", [rate(.capture)]), .text("rawMedia.tile.record", [rate(.record)]),
                       .text("rawMedia.tile.playback", [rate(.playback)]), .text("rawMedia.tile.mixed", [rate(.mixed)])]
        for uid in remoteUids {
            updateTile(uid: uid, .notes([.text("rawMedia.tile.render", [rate(.render(uid))]),
                                         .text("rawMedia.tile.beforeMixing", [rate(.beforeMixing(uid))])]))
        }
        showNotes()
    }

    private func showNotes() {
        if let since = recordingSince {
            recordingNote = .text("rawMedia.tile.recording", [Self.seconds(context.clock.now - since)])
        }
        updateTile(uid: 0, .notes(figureNotes + [recordingNote]))
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.1f", value) }

    /// As the original: once joined, the recording is stopped, then the channel left; the base class destroys the
    /// engine.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        guard isJoined else { return }
        stopAudioRecording(engine)
        engine.leaveChannel(nil)
    }
}
