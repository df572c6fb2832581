import AgoraRtcSim

/// Group video chat (the original keeps it out of its menu; here it is hidden until `--show-hidden`): six video
/// views in a 2×3 grid ordered by uid, the local user (uid 0) first, with the form's encoder and the Settings role.
///
/// The original's bug: its grid has six views, so from the seventh user on it silently stops updating. Here the
/// five lowest remote uids have a view; the others wait in the panel and take a view as soon as one is free.
final class VideoChatMain: BaseSession {
    static let maxViews = 6

    /// Remote users in the channel, by uid.
    private var remoteUids: [UInt] = []
    /// Those bound to a view.
    private var shownUids: Set<UInt> = []

    override func start() {
        let engine = makeEngine()
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: configs.channelName, uid: 0, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            guard !self.remoteUids.contains(uid) else { return }
            self.remoteUids.insert(uid, at: self.remoteUids.firstIndex { $0 > uid } ?? self.remoteUids.count)
            self.layoutViews()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.remoteUids.removeAll { $0 == uid }
            self.layoutViews()
        }
    }

    /// Binds the lowest remote uids to the five views after the local one and unbinds whoever lost theirs.
    private func layoutViews() {
        let wanted = Set(remoteUids.prefix(Self.maxViews - 1))
        for uid in shownUids.subtracting(wanted).sorted() {
            engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            removeRemoteTile(uid)
        }
        for uid in remoteUids where wanted.contains(uid) && !shownUids.contains(uid) {
            engine?.setupRemoteVideo(remoteCanvas(for: uid, orderedByUid: true))
        }
        shownUids = wanted
        showWaiting()
    }

    private func showWaiting() {
        let waiting = remoteUids.dropFirst(Self.maxViews - 1)
        guard !waiting.isEmpty else {
            showPanel(nil)
            return
        }
        let lines: [SessionPanel.Line] = [.localized("videoChat.panel.full", [String(Self.maxViews)], style: .warning)]
            + waiting.map { .localized("videoChat.panel.waiting", [String($0)]) }
        showPanel(SessionPanel(titleKey: "videoChat.panel.title", lines: lines))
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableAudio()
        engine.disableVideo()
        engine.stopPreview()
    }
}
