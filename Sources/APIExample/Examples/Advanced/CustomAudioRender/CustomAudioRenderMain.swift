import AgoraRtcSim
import Foundation
import MediaFormats

/// Custom audio render: with an external audio sink the SDK stops playing remote audio itself; the app pulls the
/// playback mix every 100 ms in the sink's format (`pullPlaybackAudioFrameRawData`). The local tile's meter is
/// the level of what was pulled, and the pulled audio can be recorded to a WAV file.
final class CustomAudioRenderMain: BaseSession {
    static let defaultRecordingName = "apiexample-CustomAudioRender.wav"

    private var sampleRate = 44_100
    private var channels = 2
    private var puller: PlaybackPuller?
    private var recording = false

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.disableVideo()
        engine.enableAudio()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        // The original notes this scenario is required for pulling playback audio.
        engine.setAudioScenario(.gameStreaming)
        // Not in the original: volume reports drive the remote tiles' meters.
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        addLocalAudioTile()
        updateTile(uid: 0) { $0.meterLabelKey = "tile.meter.pulled" }

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = true
        options.autoSubscribeAudio = true
        options.autoSubscribeVideo = false
        options.channelProfile = .liveBroadcasting
        options.clientRoleType = .broadcaster

        // From here on the app, not the SDK, plays the remote users: it pulls their mix in this format.
        sampleRate = Int(configs.string("sampleRate")) ?? 44_100
        channels = Int(configs.string("channels")) ?? 2
        engine.enableExternalAudioSink(true, sampleRate: UInt(sampleRate), channels: UInt(channels))
        puller = PlaybackPuller(sampleRate: sampleRate, channels: channels, clock: context.clock, onPull: { [weak self] level in
            self?.onMain { self?.updateTile(uid: 0) { $0.volume = level } }
        }, onRecordingFailed: { [weak self] path, error in
            self?.onMain { self?.recordingFailed(path, error) }
        })
        joinWhenPermitted(channel: configs.channelName, uid: 0, options: options)
    }

    /// Joined: start the pull loop (it runs while the session lasts), and recording if the form asked for it.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        super.rtcEngine(engine, didJoinChannel: channel, withUid: uid, elapsed: elapsed)
        onMain {
            guard let engine = self.engine, let puller = self.puller else { return }
            if puller.pullCount == 0 {
                puller.start(engine)
                self.note("render.log.pulling", [String(puller.bytesPerPull), String(puller.sampleRate), String(puller.channels)])
            }
            if self.configs.bool("recordOnJoin") && !self.recording { self.setRecording(true) }
            self.changed()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.addRemoteAudioTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    /// The local tile's meter shows the pulled audio, so only the remote users' reports are used.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                                        totalVolume: Int) {
        feedVolumes(speakers.filter { $0.uid != 0 })
    }

    override var controls: [SessionControl] {
        [SessionControl(id: "record", labelKey: "control.recordPulled", kind: .toggle(recording), isEnabled: status.isJoined)]
    }

    override func perform(_ controlId: String, _ change: ControlChange) {
        guard controlId == "record", status.isJoined else { return }
        setRecording(!recording)
    }

    private var recordingPath: String {
        MediaFile.outputPath(configs.string("recordFile"), defaultName: Self.defaultRecordingName)
    }

    private func setRecording(_ on: Bool) {
        guard let puller else { return }
        if on {
            let path = recordingPath
            do {
                try puller.startRecording(to: path)
                recording = true
                note("render.log.recording", [path])
            } catch {
                recordingFailed(path, error)
            }
        } else {
            finishRecording(puller)
        }
        changed()
    }

    private func finishRecording(_ puller: PlaybackPuller) {
        recording = false
        do {
            if let done = try puller.stopRecording() {
                note("render.log.recorded", [String(format: "%.1f", done.seconds), done.path])
            }
        } catch {
            recordingFailed(recordingPath, error)
        }
    }

    private func recordingFailed(_ path: String, _ error: any Error) {
        recording = false
        let (_, detail) = MediaFile.describe(error)
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
