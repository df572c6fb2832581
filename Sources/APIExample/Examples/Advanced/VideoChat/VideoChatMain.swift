import AgoraRtcSim

/// Group video chat (the original keeps it out of its menu; here it is hidden until `--show-hidden`): six video
/// views in a 2×3 grid ordered by uid, the local user (uid 0) first, with the form's encoder and the Settings role.
///
/// The original's bug: its grid has six views, so from the seventh user on it silently stops updating. Here the
/// five lowest remote uids have a view; the others wait in the panel and take a view as soon as one is free.
///
/// Departures from the original:
/// - Reachable: listed (marked hidden) with `--show-hidden`; the original compiles the case but comments it out of its
///   menu.
/// - From the seventh user on, the original's 2×3 grid silently stops updating; here the five lowest remote uids have a
///   view and the others are listed in a panel, each getting a view (`setupRemoteVideo`) as soon as one frees up.
final class VideoChatMain: CaseSession<VideoChatEntry> {
    static let maxViews = 6

    /// Remote users by uid, the five lowest with a view after the local one.
    private var views = UidOrderedViews(capacity: maxViews - 1)

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
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            guard let change = self.views.join(uid) else { return }
            self.apply(change)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.apply(self.views.leave(uid))
        }
    }

    /// Unbinds whoever lost a view and binds whoever got one.
    private func apply(_ change: UidOrderedViews.Change) {
        for uid in change.unbind {
            engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            removeRemoteTile(uid)
        }
        for uid in change.bind {
            engine?.setupRemoteVideo(remoteCanvas(for: uid, orderedByUid: true))
        }
        showWaiting()
    }

    private func showWaiting() {
        let waiting = views.waiting
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
