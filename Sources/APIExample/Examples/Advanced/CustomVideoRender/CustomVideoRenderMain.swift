import AgoraRtcSim

/// Custom rendering: the app's own renderer observes remote users' raw frames (NV12, before rendering) and
/// draws them itself; no SDK view is set up for remote users. One remote user is shown at a time: the newest
/// takes over, and any user leaving blanks the view (as in the original). The local preview is the SDK's.
///
/// Departures from the original:
/// - The app's renderer draws the remote user's picture as an ASCII outline (edges as strokes, flat areas as sparse
///   dots) rather than the Metal view's full picture, so its tile is told apart from an SDK-rendered one.
final class CustomVideoRenderMain: CaseSession<CustomVideoRenderEntry> {
    private let renderView = AsciiOutlineView()

    override func start() {
        remoteAppTile(renderView.view, uid: 0, placeholderKey: "tile.remoteHost")
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        // The renderer receives remote frames straight from the SDK's pipeline.
        engine.setVideoFrameDelegate(renderView)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        // No setupRemoteVideo: the renderer draws this user's frames itself.
        renderView.startRender(uid: uid)
        onMain { self.setAppTileUid(self.renderView.view, uid: uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        // Whoever left, the view stops (the original clears its uid without checking it).
        renderView.stopRender()
        onMain { self.setAppTileUid(self.renderView.view, uid: 0) }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        guard isJoined else { return }
        engine.disableAudio()
        engine.disableVideo()
    }
}
