import AgoraRtcSim
import Foundation

/// Multi-camera capture (the original's "Mutli Camera(iOS13.0+)": the id keeps its spelling, the names say "Multi
/// Camera"). The front camera is previewed in the local tile and published by the main connection; "Open Rear
/// Camera" turns the rear camera on as the second camera (`enableMultiCamera` + `startCameraCapture(
/// .cameraSecondary, …)`), shows it in the "Second camera" tile and publishes it as a second user of the channel
/// with `joinChannelEx` (`publishSecondaryCameraTrack`). The main connection mutes that user's audio and video so
/// the app does not receive itself. "Close Rear Camera" unbinds the tile, stops the capture and leaves that
/// connection.
///
/// Departures from the original:
/// - The button reads "Open Rear Camera" from the start (the storyboard's "Open Back Camera" became "Open Rear
///   Camera" only after the first tap), and it waits for the join: before it, `joinChannelEx` would publish into a
///   channel the main user is not in yet.
/// - A refused `enableMultiCamera` or `startCameraCapture` (a device without multi-camera support, which the form's
///   simulation switch chooses) is shown as an alert and the rear camera stays closed; the original ignored both
///   return codes and joined the second connection anyway.
/// - Teardown stops the second camera and leaves its connection before the main channel; the original left the main
///   channel first, after which its `leaveChannelEx` could only be refused (see `willLeave`).
/// - The second camera is captured at the encoder's dimensions: the original asked for its view's size in points,
///   which a terminal tile does not have.
/// - The second connection has a delegate of its own, so its join, leave and errors are logged and shown as the
///   second camera's; the original gave both connections the same delegate, which logged the second join as its own.
final class MutliCameraMain: CaseSession<MutliCameraEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case rearCamera

        var labelKey: String { "mutliCamera.control.open" }
        var kind: SessionControl.Kind { .action }
        var startsEnabled: Bool { false }
    }

    /// The main connection's uid (1–9999) and the second camera's (10000–9999999), fixed for the session and drawn
    /// from the simulation's seed so a run can be replayed.
    let uid: UInt
    let mutliCameraUid: UInt
    private lazy var exDelegate = MutliCameraExDelegate(main: self)
    /// The second tile's view (the original's second video view).
    private var secondView: AgoraVideoView?
    private var isOpenCamera = false

    private var connection: AgoraRtcConnection {
        AgoraRtcConnection(channelId: config.channelName, localUid: mutliCameraUid)
    }

    required init(configs: Configs, context: SessionContext) {
        var random = SeededRandom(seed: context.settings.seed ^ 0x6D75_6C74_6943_616D)
        uid = UInt.random(in: 1...9999, using: &random)
        mutliCameraUid = UInt.random(in: 10000...9_999_999, using: &random)
        super.init(configs: configs, context: context)
    }

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting) { config in
            // Simulation only: whether this device can run both cameras at once.
            config.simulation.camera.multiCameraSupported = self.config.multiCameraDevice
        }
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        let code = engine.enableMultiCamera(true, config: AgoraCameraCapturerConfiguration(cameraDirection: .rear))
        if code != 0 { refused("enableMultiCamera", code) }

        engine.setupLocalVideo(localCanvas(renderMode: .hidden))
        secondView = ownViewTile(titleKey: "mutliCamera.tile.second", placeholderKey: "mutliCamera.tile.closed")
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: uid, options: options)
    }

    private func refused(_ api: String, _ code: Int32) {
        show(SessionNotice("mutliCamera.refused", [api, String(code), ErrorDescription.key(forReturnCode: code)],
                           severity: .error))
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .rearCamera:
            if isOpenCamera { closeRearCamera(engine) } else if !openRearCamera(engine) { return false }
            relabel(.rearCamera, isOpenCamera ? "mutliCamera.control.close" : "mutliCamera.control.open")
        }
        return true
    }

    private func openRearCamera(_ engine: AgoraRtcEngineKit) -> Bool {
        var canvas = AgoraRtcVideoCanvas(uid: mutliCameraUid, view: secondView, renderMode: .hidden)
        canvas.sourceType = .cameraSecondary
        canvas.mirrorMode = .disabled
        engine.setupLocalVideo(canvas)

        let config = AgoraCameraCapturerConfiguration(cameraDirection: .rear,
                                                      dimensions: encoderConfiguration.dimensions)
        var failed = "enableMultiCamera"
        var code = engine.enableMultiCamera(true, config: config)
        if code == 0 {
            failed = "startCameraCapture"
            code = engine.startCameraCapture(.cameraSecondary, config: config)
        }
        guard code == 0 else {
            refused(failed, code)
            engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: mutliCameraUid, view: nil, sourceType: .cameraSecondary))
            return false
        }
        isOpenCamera = true

        var options = AgoraRtcChannelMediaOptions()
        options.publishSecondaryCameraTrack = true
        options.publishMicrophoneTrack = true
        options.clientRoleType = .broadcaster
        options.autoSubscribeAudio = false
        options.autoSubscribeVideo = false
        // Token for the second camera's uid → joinChannelEx.
        joinExWhenPermitted(connection, delegate: exDelegate, options: options)
        // So the app does not receive its own second camera.
        engine.muteRemoteAudioStream(mutliCameraUid, mute: true)
        engine.muteRemoteVideoStream(mutliCameraUid, mute: true)
        return true
    }

    private func closeRearCamera(_ engine: AgoraRtcEngineKit) {
        engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: mutliCameraUid, view: nil, sourceType: .cameraSecondary))
        engine.stopCameraCapture(.cameraSecondary)
        leaveSecondConnection(engine)
        isOpenCamera = false
    }

    private func leaveSecondConnection(_ engine: AgoraRtcEngineKit) {
        // A token still on its way for the second connection is dropped with it.
        forgetJoin(connection)
        if engine.getConnectionStateEx(connection) != .disconnected {
            engine.leaveChannelEx(connection, leaveChannelBlock: nil)
        }
    }

    // MARK: - The main connection (the engine's delegate)

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain { self.enable(.rearCamera, true) }
    }

    /// Only logged, as in the original: this case shows no remote video (its own second camera is one of them).
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.note("mutliCamera.log.remoteJoined", [String(uid)]) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil)) }
    }

    // MARK: - The second camera's connection (from MutliCameraExDelegate)

    func secondJoined(uid: UInt) {
        note("mutliCamera.log.secondJoined", [config.channelName, String(uid)])
    }

    func secondLeft() {
        note("mutliCamera.log.secondLeft", [String(mutliCameraUid)])
    }

    func secondError(_ code: AgoraErrorCode) {
        let arguments = [String(code.rawValue), ErrorDescription.key(for: code)]
        note("mutliCamera.log.secondError", arguments, kind: .error)
        show(SessionNotice("mutliCamera.secondError", arguments, severity: .error))
    }

    // MARK: - Teardown

    /// The original's teardown, with one fix: it left the main channel first and the second camera's connection
    /// after, but `leaveChannel` already leaves every channel the engine is in, so that `leaveChannelEx` could only
    /// be refused. Here the second camera is stopped and its connection left first (its own delegate hears the
    /// leave), then the main channel; the base class destroys the engine.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        enable(.rearCamera, false)
        engine.disableAudio()
        engine.disableVideo()
        guard isJoined else { return }
        if isOpenCamera {
            engine.stopCameraCapture(.cameraSecondary)
            leaveSecondConnection(engine)
            isOpenCamera = false
        }
        engine.stopPreview()
        engine.leaveChannel(nil)
    }
}
