import AgoraRtcSim
import Foundation

/// Raw audio data: an audio frame observer receives the PCM at every position of the pipeline (what the
/// microphone records, what plays back, both mixed, and each remote user before mixing) in the format the app
/// sets. Audio metadata rides along with the audio stream. The tiles' meters are the frames' own levels; the log
/// gets each callback's figures every 2 s (periodic lines, `p` shows them).
///
/// Departures from the original:
/// - The observer asks for every position (record, playback, mixed, each remote user before mixing) in a format chosen
///   in the form (sample rate, channels, callback interval), set with the four `set…AudioFrameParameters…` calls; the
///   original observes only the mix, returns default parameters and makes none of those calls.
/// - The tiles' meters are the observed frames' own levels and the log gets a line per callback every 2 s; the
///   original's callbacks do nothing and show nothing.
/// - The text to send is also a form field, "hello" by default; the original has only the session's empty field
///   ("Please input data"). Audio metadata is limited to 256 bytes, a limit the original does not state.
/// - Each remote user gets an audio tile of its own; the original has one remote label that the newest user takes and
///   any user leaving resets to uid 0.
final class RawAudioDataMain: CaseSession<RawAudioDataEntry>, ControlledSession, AgoraAudioFrameDelegate {
    enum Control: String, CaseControl {
        case metadata, sendMetadata

        var labelKey: String {
            switch self {
            case .metadata: "field.metadata"
            case .sendMetadata: "control.sendMetadata"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            // The form's text; start() sets it.
            case .metadata: .text("")
            case .sendMetadata: .action
            }
        }
    }

    /// How long a received-metadata toast stays up.
    static let toastSeconds = 2.0

    /// Counts the toasts: the same words again restart the 2 s, so only the latest toast's timer takes it down.
    private var toastSerial = 0
    private nonisolated let tally = AudioFrameTally()
    /// What Send sends (the original's text field).
    private var metadata = ""

    override func start() {
        metadata = config.metadata
        set(.metadata, .text(metadata))
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.setClientRole(context.settings.clientRole)
        // The original notes audio metadata needs the audio4 pipeline.
        engine.setParameters("{\"rtc.use_audio4\":true}")
        engine.setAudioFrameDelegate(self)
        // One format for every position: samplesPerCall counts all channels, and its interval
        // samplesPerCall / (sampleRate × channels) must be at least 10 ms.
        let sampleRate = Int(config.sampleRate) ?? 44_100
        let channels = Int(config.channels) ?? 1
        let samplesPerCall = sampleRate * channels * (Int(config.interval) ?? 10) / 1000
        engine.setRecordingAudioFrameParametersWithSampleRate(sampleRate, channel: channels, mode: .readOnly,
                                                              samplesPerCall: samplesPerCall)
        engine.setPlaybackAudioFrameParametersWithSampleRate(sampleRate, channel: channels, mode: .readOnly,
                                                             samplesPerCall: samplesPerCall)
        engine.setMixedAudioFrameParametersWithSampleRate(sampleRate, channel: channels, samplesPerCall: samplesPerCall)
        engine.setPlaybackAudioFrameBeforeMixingParametersWithSampleRate(sampleRate, channel: channels)
        engine.enableAudio()
        // The original's audio tiles have their stats disabled: the meters are all they show here.
        addLocalAudioTile(showsStats: false)
        updateTile(uid: 0, .meter(labelKey: "tile.meter.record"))
        joinWhenPermitted(channel: config.channelName, uid: 0, options: AgoraRtcChannelMediaOptions())
    }

    // MARK: - AgoraAudioFrameDelegate (on the engine's queue, a hundred times a second: count, don't hop)

    nonisolated func getObservedAudioFramePosition() -> AgoraAudioFramePosition {
        // The original observes only the mix; this shows every position.
        [.record, .playback, .mixed, .beforeMixing]
    }

    nonisolated func onRecordAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool { tallied(frame, .record) }

    nonisolated func onPlaybackAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool { tallied(frame, .playback) }

    nonisolated func onMixedAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool { tallied(frame, .mixed) }

    nonisolated func onPlaybackAudioFrame(beforeMixing frame: AgoraAudioFrame, channelId: String, uid: UInt) -> Bool {
        tallied(frame, .beforeMixing(uid))
    }

    private nonisolated func tallied(_ frame: AgoraAudioFrame, _ source: AudioFrameTally.Source) -> Bool {
        if tally.add(frame, from: source) { onMain { self.showLevels() } }
        return true
    }

    /// Every 200 ms: the local meter reads the recorded frames, each remote meter that user's frames before mixing.
    private func showLevels() {
        for (source, level) in tally.takeMeterLevels() {
            switch source {
            case .record: updateTile(uid: 0, .volume(level))
            case .beforeMixing(let uid): updateTile(uid: uid, .volume(level))
            default: break
            }
        }
    }

    // MARK: - AgoraRtcEngineDelegate

    /// With the stats, every 2 s: one periodic line per callback, with what arrived since the last one.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats) {
        onMain {
            for (source, figures) in self.tally.takeSummary() {
                self.note("raw.log.frames", [source.callbackName, String(figures.frames), String(figures.sampleRate),
                                             String(figures.channels), String(figures.samplesPerChannel), String(figures.level)],
                          periodic: true)
            }
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            self.addRemoteAudioTile(uid, showsStats: false)
            self.updateTile(uid: uid, .meter(labelKey: "tile.meter.beforeMixing"))
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    /// As the original's toast: "uid: … data: …", gone after a moment.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, audioMetadataReceived uid: UInt, metadata: Data) {
        let text = String(decoding: metadata, as: UTF8.self)
        onMain {
            self.note("raw.log.metadataReceived", [String(uid), text])
            self.toastSerial += 1
            let serial = self.toastSerial
            let toast = SessionNotice("raw.toast.metadataReceived", [String(uid), text])
            self.show(toast)
            self.repeatEvery(Self.toastSeconds) { [weak self] in
                // expire, not dismiss: an alert that came after the toast stays until the user closes it.
                if self?.toastSerial == serial { self?.expire(toast) }
                return false
            }
        }
    }

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .metadata:
            metadata = value.text
        case .sendMetadata:
            // As in the original: the text's UTF-8 bytes, even when empty, whether or not the user has joined
            // yet; then the field is cleared.
            guard engine.sendAudioMetadata(Data(metadata.utf8)) == 0 else { return false }
            note("raw.log.metadataSent", [metadata])
            metadata = ""
            set(.metadata, .text(""))
        }
        return true
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.setAudioFrameDelegate(nil)
        engine.disableAudio()
    }
}
