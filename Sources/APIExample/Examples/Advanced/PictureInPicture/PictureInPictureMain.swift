import AgoraRtcSim
import Foundation

/// Picture in picture (multi-person pixel-buffer rendering): the app renders every user itself from the video frame
/// observer's raw frames into a 2×2 grid, the local view first and up to three remote users in the first free
/// views, and the button moves the whole grid into the system's floating PiP window and back. In the terminal the
/// window floats over every screen, so the call keeps playing while settings, the log viewer or help is open.
///
/// The engine keeps the camera capturing while the app is in the background
/// (`rtc.camera_enable_multitasking`). Leaving stops PiP first, as the original's viewWillDisappear does.
///
/// Departures from the original:
/// - The room is asked for in the case's form, where the channel rules apply; the original first lists its one demo
///   ("Multi-person pixbuf rendering", iOS 15 and later) in a table, then asks for the room on a screen of its own
///   ("Enter room number") that checks nothing.
/// - The uid is drawn from 1–100000; the original's 0–100000 can draw 0, which lets the SDK pick a uid and tags the
///   local view 0, the mark of a free view.
/// - A fourth remote user is noted in the log; the original silently gives it no view.
/// - The free remote views say "Free view"; the original's are blank white views.
final class PictureInPictureMain: CaseSession<PictureInPictureEntry>, ControlledSession, AgoraVideoFrameDelegate,
    PictureInPictureController.Delegate {
    enum Control: String, CaseControl {
        case pictureInPicture

        var labelKey: String { "pip.control.toggle" }
        var kind: SessionControl.Kind { .toggle(false) }
    }

    /// The 2×2 grid: the local view, then three for remote users.
    static let remoteViewCount = 3

    private let localView = PixelBufferRenderView()
    private let remoteViews = (0..<remoteViewCount).map { _ in PixelBufferRenderView() }
    /// PiP came on by itself when the app went to the background (so it goes when the app comes back).
    private var startedAutomatically = false
    private lazy var pip: PictureInPictureController = {
        let controller = PictureInPictureController { [weak self] finish in
            self?.repeatEvery(PictureInPictureController.animationSeconds) {
                finish()
                return false
            }
        }
        controller.delegate = self
        return controller
    }()

    override func start() {
        // The original's pixel-buffer views have no stats overlay.
        localAppTile(localView.view, showsStats: false)
        for view in remoteViews {
            remoteAppTile(view.view, uid: 0, placeholderKey: "pip.tile.free")
        }
        var random = SeededRandom(seed: context.settings.seed ^ 0x5049_5020)
        let uid = UInt.random(in: 1...100_000, using: &random)

        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.setClientRole(.broadcaster)
        engine.enableAudio()
        engine.enableVideo()
        engine.setParameters("{\"rtc.camera_enable_multitasking\": true}")
        engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: CGSize(width: 960, height: 540), frameRate: .fps15, bitrate: AgoraVideoBitrateStandard,
            orientationMode: .fixedPortrait, mirrorMode: .auto))
        engine.setVideoFrameDelegate(self)
        engine.setDefaultAudioRouteToSpeakerphone(true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = true
        options.publishMicrophoneTrack = true
        options.clientRoleType = .broadcaster
        joinWhenPermitted(channel: config.channelName, uid: uid, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        localView.uid = uid
        onMain { self.setAppTileUid(self.localView.view, uid: uid) }
    }

    // MARK: - AgoraVideoFrameDelegate (the SDK's thread)

    nonisolated func getVideoFormatPreference() -> AgoraVideoFormat { .I420 }
    nonisolated func getObservedFramePosition() -> AgoraVideoFramePosition { [.postCapture, .preRenderer] }

    nonisolated func onCapture(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool {
        localView.render(videoFrame)
        return true
    }

    nonisolated func onRenderVideoFrame(_ videoFrame: AgoraOutputVideoFrame, uid: UInt, channelId: String) -> Bool {
        remoteViews.first { $0.uid == uid }?.render(videoFrame)
        return true
    }

    // MARK: - Remote users: the first free view

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            guard !self.remoteViews.contains(where: { $0.uid == uid }) else { return }
            guard let free = self.remoteViews.first(where: { $0.uid == 0 }) else {
                self.note("pip.log.noFreeView", [String(uid)])
                return
            }
            free.uid = uid
            self.setAppTileUid(free.view, uid: uid)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            guard let view = self.remoteViews.first(where: { $0.uid == uid }) else { return }
            view.clear()
            self.setAppTileUid(view.view, uid: 0)
        }
    }

    // MARK: - The app in the background

    /// The original allows starting automatically from inline, so AVKit starts PiP when the app goes to the
    /// background (here: the terminal loses focus, or F7 is pressed), and ends the PiP it started when the app
    /// comes back. The camera keeps capturing meanwhile: the engine was allowed to multitask.
    override func appDidEnterBackground() {
        guard isJoined, pip.state == .inactive else { return }
        startedAutomatically = true
        pip.startPictureInPicture()
        set(.pictureInPicture, .bool(true))
    }

    override func appWillEnterForeground() {
        guard startedAutomatically else { return }
        startedAutomatically = false
        pip.stopPictureInPicture()
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        switch control {
        case .pictureInPicture:
            // The user's own choice from now on.
            startedAutomatically = false
            if value.bool {
                guard pip.state == .inactive else { return false }
                pip.startPictureInPicture()
            } else {
                guard pip.state == .active || pip.state == .starting else { return false }
                pip.stopPictureInPicture()
            }
            return true
        }
    }

    // MARK: - PictureInPictureController.Delegate: the grid moves into the window and back

    func pictureInPictureControllerWillStart() {
        note("pip.log.willStart")
        showPictureInPicture(.starting)
    }

    func pictureInPictureControllerDidStart() {
        note("pip.log.didStart")
        showPictureInPicture(.active)
    }

    func pictureInPictureControllerWillStop() {
        note("pip.log.willStop")
        showPictureInPicture(.stopping)
    }

    func pictureInPictureControllerDidStop() {
        note("pip.log.didStop")
        showPictureInPicture(.inactive)
        set(.pictureInPicture, .bool(false))
    }

    // MARK: - Teardown

    /// viewWillDisappear stops PiP; viewDidDisappear turns audio and video off, stops the preview and leaves.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        pip.stopPictureInPicture(animated: false)
        engine.setVideoFrameDelegate(nil)
        engine.disableAudio()
        engine.disableVideo()
        if isJoined { engine.stopPreview() }
    }
}
