import AgoraRtcSim

/// Remote users on screens placed in an AR scene. World tracking finds a horizontal plane; each tap on the plane
/// places a screen, and remote users take the screens first come, first served (the others wait in a queue); a tap
/// on a screen removes it. Remote video reaches the screens only through the video frame delegate (`ARVideoRenderer`),
/// never through SDK canvases. The AR session is simulated (ARKit is Apple's, not Agora's): a plane is found a
/// moment after it starts; "tapping" the plane is the Place control, and tapping a screen is a click on its tile (or
/// the Remove control, for the last one placed).
///
/// Departures from the original:
/// - The First Frame Optimization confirmation is the session's first question (Sure keeps it on, Cancel starts the
///   call with it off) rather than an alert over the form: the forms have no confirmations, and the answer changes
///   nothing before the engine exists, so asking here is the same choice at the same point of the flow.
/// - `enableVideo` is called: the SDK has video off until it is, and then no remote video would reach the renderer
///   (the original's screens stay dark). The local AR video is still never published, as in the original (whose
///   frame push is commented out): the join publishes no camera, and there is no preview.
/// - A user leaving hands their screen to the next user waiting (the original only freed it).
final class ARKitMain: CaseSession<ARKitEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case placeScreen, removeScreen, firstFrame

        var labelKey: String {
            switch self {
            case .firstFrame: "arkit.control.firstFrame"
            case .placeScreen: "arkit.control.place"
            case .removeScreen: "arkit.control.remove"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .firstFrame: .toggle(false)
            case .placeScreen, .removeScreen: .action
            }
        }

        /// The optimisation cannot be turned off once on, so the switch only shows the answer; a screen can be
        /// removed once one is placed.
        var startsEnabled: Bool { self == .placeScreen }
    }

    /// How long the simulated camera takes to find a plane after the AR session starts.
    static let planeSearchSeconds = 2.0

    private let renderer = ARVideoRenderer()
    private(set) var board = ARScreenBoard()
    private var screenViews: [Int: PixelBufferRenderView] = [:]
    private var worldTrackingSupported = true
    private var arRunning = false
    private var planarDetected = false
    private var firstFrameTime = 0

    override func start() {
        worldTrackingSupported = config.worldTracking
        // The AR camera view is the app's (ARKit's), never the SDK's: the local user publishes no video.
        localPlaceholderTile("arkit.tile.arCamera")
        showScene()
        if config.isFirstFrame {
            ask(SessionPrompt("arkit.confirm.message", titleKey: "arkit.confirm.title", answersKey: "arkit.confirm.answers",
                              acceptKey: "arkit.confirm.sure", declineKey: "key.cancel", control: Control.firstFrame.rawValue))
        } else {
            startCall(firstFrame: false)
        }
    }

    private func startCall(firstFrame: Bool) {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        if firstFrame {
            engine.enableInstantMediaRendering()
            engine.startMediaRenderingTracing()
        }
        let role = context.settings.clientRole
        engine.setChannelProfile(.liveBroadcasting)
        engine.setClientRole(role)
        // The renderer draws remote users onto the AR screens; it needs video on to get their frames.
        engine.setVideoFrameDelegate(renderer)
        engine.enableVideo()
        startARSession()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = role
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = role == .broadcaster
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    /// World tracking with horizontal plane detection; without it, the original's alert and no scene.
    private func startARSession() {
        guard worldTrackingSupported else {
            note("arkit.log.unavailable", kind: .error)
            show(SessionNotice("arkit.alert.unavailable", severity: .error))
            return
        }
        arRunning = true
        note("arkit.log.sessionStarted")
        repeatEvery(Self.planeSearchSeconds) { [weak self] in
            guard let self, self.arRunning else { return false }
            self.planarDetected = true
            self.note("arkit.log.planeFound")
            self.showScene()
            return false
        }
    }

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        switch control {
        case .firstFrame:
            guard engine == nil, case .bool(let on) = value else { return false }
            startCall(firstFrame: on)
        case .placeScreen:
            guard planarDetected else {
                note("arkit.log.planarNotFound", kind: .error)
                return false
            }
            let screen = board.placeScreen()
            note("arkit.log.placed", [String(screen)])
            showBoard()
        case .removeScreen:
            // A click on a screen's tile names it; the key removes the last one placed.
            let chosen = if case .int(let number) = value { number } else { board.screens.last }
            guard let screen = chosen, board.screens.contains(screen) else { return false }
            board.removeScreen(screen)
            note("arkit.log.removed", [String(screen)])
            showBoard()
        }
        return true
    }

    // MARK: - Callbacks

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            self.board.userJoined(uid)
            self.showBoard()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.board.userLeft(uid)
            self.showBoard()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, videoRenderingTracingResultOfUid uid: UInt,
                                        currentEvent: AgoraMediaTraceEvent, tracingInfo: AgoraVideoRenderingTracingInfo) {
        let elapsed = tracingInfo.elapsedTime
        onMain {
            self.firstFrameTime = elapsed
            self.showScene()
        }
    }

    /// As the original's willMove(toParent: nil): leave if joined, pause the AR session; the base class destroys.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        if isJoined { engine.leaveChannel(nil) }
        if arRunning {
            arRunning = false
            note("arkit.log.sessionPaused")
        }
    }

    // MARK: - The scene

    /// Each screen's view and tile follow the board: new screens get a tile, removed ones lose it, and a view whose
    /// user changed is cleared and retagged.
    private func showBoard() {
        for (screen, view) in screenViews where !board.screens.contains(screen) {
            renderer.removeScreen(screen)
            removeAppTile(view.view)
            screenViews[screen] = nil
        }
        for screen in board.screens {
            let uid = board.user(on: screen) ?? 0
            if let view = screenViews[screen] {
                guard view.uid != uid else { continue }
                view.clear()
                view.uid = uid
                setAppTileUid(view.view, uid: uid)
            } else {
                let view = renderer.addScreen(screen)
                view.uid = uid
                screenViews[screen] = view
                remoteAppTile(view.view, uid: uid, placeholderKey: "arkit.tile.screen",
                              tapControl: TileTapControl(id: Control.removeScreen.rawValue, value: screen))
            }
        }
        enable(.removeScreen, !board.screens.isEmpty)
        showScene()
    }

    /// The info label, the first-frame time (hidden while ≤ 0), the screens and the queue.
    private func showScene() {
        var lines: [SessionPanel.Line] = []
        if !worldTrackingSupported {
            lines.append(.localized("arkit.panel.unavailable", style: .warning))
        } else if planarDetected {
            lines.append(.localized("arkit.panel.tapToPlace", style: .accent))
        } else {
            lines.append(.localized("arkit.panel.findPlane", style: .accent))
            lines.append(.localized("arkit.panel.findPlaneHint", style: .dim))
        }
        if firstFrameTime > 0 { lines.append(.localized("arkit.panel.firstFrameTime", [String(firstFrameTime)])) }
        for screen in board.screens {
            if let uid = board.user(on: screen) {
                lines.append(.localized("arkit.panel.screenUser", [String(screen), String(uid)]))
            } else {
                lines.append(.localized("arkit.panel.screenFree", [String(screen)], style: .dim))
            }
        }
        let waiting = board.undisplayedUsers.map(String.init).joined(separator: ", ")
        lines.append(waiting.isEmpty ? .localized("arkit.panel.nobodyWaiting", style: .dim)
                                     : .localized("arkit.panel.waiting", [waiting]))
        showPanel(SessionPanel(titleKey: "arkit.panel.title", lines: lines))
    }
}
