import AgoraRtcSim
import Foundation
import MediaFormats

/// Custom audio render: with an external audio sink the SDK stops playing remote audio itself; the app pulls the
/// playback mix every 100 ms in the sink's format (`pullPlaybackAudioFrameRawData`). The local tile's meter is
/// the level of what was pulled, and the pulled audio can be recorded to a WAV file.
///
/// Departures from the original:
/// - The sink's sample rate and channel count are on the form (the original's 44.1 kHz stereo by default); the original
///   fixes them.
/// - Each pull is 100 ms at the sink's rate (17 640 bytes at 44.1 kHz stereo); the original truncates the rate to 44
///   samples per ms, so it pulls 17 600 bytes every 100 ms and falls behind: that bug is not copied.
/// - The app does not play what it pulls: the local tile's meter shows its level, and a switch (or "record on join" on
///   the form) records it to a WAV file named on the form; the original plays it through its own PCM player and records
///   nothing.
/// - Volume indication is enabled (not in the original) so the remote tiles have meters, and the local tile names the
///   scenario with what the SDK says it sends under it.
final class CustomAudioRenderMain: CaseSession<CustomAudioRenderEntry>, ControlledSession {
    static let defaultRecordingName = "apiexample-CustomAudioRender.wav"

    enum Control: String, CaseControl {
        case record

        var labelKey: String { "control.recordPulled" }
        var kind: SessionControl.Kind { .toggle(false) }
        /// Nothing is pulled before the user has joined.
        var startsEnabled: Bool { false }
    }

    private var sampleRate = 44_100
    private var channels = 2
    private var puller: PlaybackPuller?
    private var recording = false
    /// The scenario set below, and what the SDK says it sends under it.
    private var scenario = AudioScenarioNote(scenario: "gameStreaming")

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.disableVideo()
        engine.enableAudio()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        // The original notes this scenario is required for pulling playback audio.
        engine.setAudioScenario(.gameStreaming)
        // Not in the original: volume reports drive the remote tiles' meters (the local one is the pulled level).
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        addLocalAudioTile()
        updateTile(uid: 0, .meter(labelKey: "tile.meter.pulled"))
        updateTile(uid: 0, .notes([scenario.note]))

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = true
        options.autoSubscribeAudio = true
        options.autoSubscribeVideo = false
        options.channelProfile = .liveBroadcasting
        options.clientRoleType = .broadcaster

        // From here on the app, not the SDK, plays the remote users: it pulls their mix in this format.
        sampleRate = Int(config.sampleRate) ?? 44_100
        channels = Int(config.channels) ?? 2
        engine.enableExternalAudioSink(true, sampleRate: UInt(sampleRate), channels: UInt(channels))
        puller = PlaybackPuller(sampleRate: sampleRate, channels: channels, clock: context.clock, onPull: { [weak self] level in
            self?.onMain { self?.updateTile(uid: 0, .volume(level)) }
        }, onRecordingFailed: { [weak self] path, error in
            self?.onMain { self?.recordingFailed(path, error) }
        })
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    /// Joined: start the pull loop (it runs while the session lasts), and recording if the form asked for it.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain {
            self.enable(.record, true)
            guard let engine = self.engine, let puller = self.puller else { return }
            if puller.pullCount == 0 {
                puller.start(engine)
                self.note("render.log.pulling", [String(puller.bytesPerPull), String(puller.sampleRate), String(puller.channels)])
            }
            if self.config.recordOnJoin && !self.recording && self.startRecording() { self.set(.record, .bool(true)) }
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) {
        onMain { self.enable(.record, false) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStats stats: AgoraRtcLocalAudioStats) {
        onMain {
            self.scenario.update(stats)
            self.updateTile(uid: 0, .notes([self.scenario.note]))
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.addRemoteAudioTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        // A switch set to what it already shows must not start a new file over the one being written.
        guard value.bool != recording else { return true }
        if value.bool { return startRecording() }
        if let puller { finishRecording(puller) }
        return true
    }

    private var recordingPath: String {
        CaseMedia.outputPath(config.recordFile, defaultName: Self.defaultRecordingName)
    }

    private func startRecording() -> Bool {
        guard let puller else { return false }
        let path = recordingPath
        do {
            try puller.startRecording(to: path)
            recording = true
            note("render.log.recording", [path])
            return true
        } catch {
            recordingFailed(path, error)
            return false
        }
    }

    private func finishRecording(_ puller: PlaybackPuller) {
        recording = false
        do {
            if let done = try puller.stopRecording() {
                // Into a FIFO the WAV header cannot be finished with the length: the user is told it gives none.
                note(done.isStream ? "render.log.recordedStream" : "render.log.recorded", [String(format: "%.1f", done.seconds), done.path])
            }
        } catch {
            recordingFailed(recordingPath, error)
        }
    }

    /// Starting, writing or finishing the file failed: the switch goes off and the user is told why.
    private func recordingFailed(_ path: String, _ error: any Error) {
        recording = false
        set(.record, .bool(false))
        let (_, detail) = CaseMedia.describe(error)
        note("render.error.record", [path, detail], kind: .error)
        show(SessionNotice("render.error.record", [path, detail], severity: .error))
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        if let puller {
            puller.stop()
            if recording { finishRecording(puller) }
            note("render.log.stopped", [String(puller.pullCount)])
        }
        engine.disableAudio()
        engine.enableExternalAudioSink(false, sampleRate: UInt(sampleRate), channels: UInt(channels))
    }
}
