import AgoraRtcSim

/// Audio waveform: an audio-only call, the engine set up with the form's scenario and profile; a volume indication
/// every 200 ms (smooth 3, VAD on) feeds both the audio tiles' meters and a waveform of twenty bars that moves at
/// 6 frames a second. Up to six audio tiles in a 3×2 grid ordered by uid, the local one first.
///
/// Unlike the original: the waveform takes the loudest speaker of each report (the original keeps whichever came
/// last in the array), and users beyond the sixth tile get one as soon as one is free (the original's grid just
/// stops updating).
final class AudioWaveformMain: BaseSession {
    static let maxTiles = 6

    private var waveform = AudioWaveform()
    private var remoteUids: [UInt] = []
    private var shownUids: Set<UInt> = []

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting, audioScenario: configs.audioScenario)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.disableVideo()
        engine.enableAudio()
        engine.setAudioProfile(configs.audioProfile)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: configs.channelName, uid: 0, options: options)

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
            guard !self.remoteUids.contains(uid) else { return }
            self.remoteUids.insert(uid, at: self.remoteUids.firstIndex { $0 > uid } ?? self.remoteUids.count)
            self.layoutTiles()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.remoteUids.removeAll { $0 == uid }
            self.layoutTiles()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                                        totalVolume: Int) {
        guard let loudest = speakers.map(\.volume).max() else { return }
        onMain { self.waveform.level = Int(loudest) }
    }

    /// Tiles for the lowest remote uids, after the local one.
    private func layoutTiles() {
        let wanted = Set(remoteUids.prefix(Self.maxTiles - 1))
        for uid in shownUids.subtracting(wanted).sorted() { removeRemoteTile(uid) }
        for uid in remoteUids where wanted.contains(uid) && !shownUids.contains(uid) {
            addRemoteAudioTile(uid, orderedByUid: true)
        }
        shownUids = wanted
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
