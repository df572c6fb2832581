import AgoraRtcSim

/// Audio waveform: an audio-only call, the engine set up with the form's scenario and profile; a volume indication
/// every 200 ms (smooth 3, VAD on) feeds both the audio tiles' meters and a waveform of twenty bars that moves at
/// 6 frames a second. Up to six audio tiles in a 3×2 grid ordered by uid, the local one first.
///
/// Departures from the original:
/// - The waveform takes the loudest speaker of each report; the original keeps whichever came last in the array.
/// - Users beyond the sixth tile get one as soon as one is free; the original's grid just stops updating.
/// - `setVideoEncoderConfiguration` is not called (the original calls it with the settings' values after turning
///   video off, to no effect), and the microphone is published only by a broadcaster (the original sets
///   `publishMicrophoneTrack` for an audience too).
final class AudioWaveformMain: CaseSession<AudioWaveformEntry> {
    static let maxTiles = 6

    private var waveform = AudioWaveform()
    /// Remote users by uid, the five lowest with a tile after the local one.
    private var tiles = UidOrderedViews(capacity: maxTiles - 1)

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting, audioScenario: config.audioScenario)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.disableVideo()
        engine.enableAudio()
        engine.setAudioProfile(config.audioProfile)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)

        // The waveform's animation, as the original's display link.
        showWaveform()
        repeatEvery(1 / AudioWaveform.framesPerSecond) { [weak self] in
            guard let self else { return false }
            self.waveform.advance()
            self.showWaveform()
            return true
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain { self.addLocalAudioTile() }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            guard let change = self.tiles.join(uid) else { return }
            self.apply(change)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.apply(self.tiles.leave(uid))
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                                        totalVolume: Int) {
        guard let loudest = speakers.map(\.volume).max() else { return }
        onMain { self.waveform.level = Int(loudest) }
    }

    /// Removes the tiles of whoever lost one and adds those of whoever got one.
    private func apply(_ change: UidOrderedViews.Change) {
        for uid in change.unbind { removeRemoteTile(uid) }
        for uid in change.bind { addRemoteAudioTile(uid, orderedByUid: true) }
    }

    private func showWaveform() {
        let lines: [SessionPanel.Line] = [.localized("waveform.panel.level", [String(waveform.level)], style: .dim)]
        showPanel(SessionPanel(titleKey: "waveform.panel.title", lines: lines, bars: waveform.bars))
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.enable(inEarMonitoring: false)
        engine.disableAudio()
        engine.disableVideo()
    }
}
