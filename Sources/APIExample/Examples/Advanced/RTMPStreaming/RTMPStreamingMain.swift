import AgoraRtcSim
import Foundation

/// Media Push: a host pushes the channel to a CDN URL, either as is or transcoded into a layout of several users
/// (a 640×480 canvas), and can change that layout while pushing. The URL can be edited until a push starts. The
/// push's state machine shows in the panel.
///
/// Departures from the original:
/// - The URL (the original's default) and the Transcoding switch are on the form as well as in the session, and a "push
///   on join" switch starts the push by itself; the URL is checked against the SDK's rules (scheme, length, ASCII) on
///   the form and when edited, where the original checks nothing.
/// - A layout choice for the transcoded push: side by side (the original's: local left, one remote host right), picture
///   in picture or a 2×2 grid, applied to a running push with `updateRtmpTranscoding`. The panel shows the URL, the
///   push's state and reason and a sketch of the canvas.
/// - Transcoding can be switched during a push: the push is stopped and started again in the new mode once idle; the
///   original disables the switch while publishing.
/// - A host leaving is taken out of a running transcoded push (`updateRtmpTranscoding`); the original tracks one remote
///   host, dropping the previous one from its layout whenever another joins, and updates the transcoding on a leave
///   even when nothing is pushed.
/// - A `failure` state gets a notice with its reason, and a start the SDK refuses at the call gets one with the code;
///   the original does nothing for either. The Publish button becomes Stop as soon as the start call succeeds; the
///   original's waits for `running`.
final class RTMPStreamingMain: CaseSession<RTMPStreamingEntry>, ControlledSession {
    /// The transcoding canvas the original uses.
    static let canvas = CGSize(width: 640, height: 480)

    enum Control: String, CaseControl {
        case url, push, layout, transcoding

        var labelKey: String {
            switch self {
            case .url: "field.rtmpUrl"
            case .push: "control.rtmpPublish"
            case .layout: "control.rtmpLayout"
            case .transcoding: "field.transcoding"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            // The form's URL; start() sets it. Editable until a push starts, as the original's text field.
            case .url: .text("")
            case .push: .action
            case .layout: .choice(options: RTMPStreamingMain.layouts, selected: "sideBySide")
            // The form's switch decides; start() sets it.
            case .transcoding: .toggle(true)
            }
        }

        /// Media Push needs the channel.
        var startsEnabled: Bool { self != .push }
    }

    nonisolated static let layouts = [
        ChoiceOption("sideBySide", "rtmpLayout.sideBySide"), ChoiceOption("pictureInPicture", "rtmpLayout.pictureInPicture"),
        ChoiceOption("grid", "rtmpLayout.grid"),
    ]

    private var rtmpUrl = ""
    private var transcodingEnabled = true
    private var transcoding = AgoraLiveTranscoding.default()
    private var layout = "sideBySide"
    /// Remote hosts in the order they joined; the layout places them after the local user.
    private var remoteUids: [UInt] = []
    /// The URL a push was started for, until it is idle again (what stop and teardown use). The button's title
    /// follows it, as the original's follows `isPublished`.
    private var pushingUrl: String? {
        didSet {
            relabel(.push, pushingUrl == nil ? "control.rtmpPublish" : "control.rtmpStop")
            enable(.url, pushingUrl == nil)
        }
    }
    private var pushedWithTranscoding = false
    private var streamState = AgoraRtmpStreamingState.idle
    private var streamReason = AgoraRtmpStreamingReason.OK
    /// Transcoding was switched while pushing: the SDK cannot change a running push's mode, so it is stopped and
    /// started again in the new mode once idle.
    private var restartWhenIdle = false
    /// stopRtmpStream was called and idle has not been reported yet (the buttons wait for it).
    private var stopping = false {
        didSet {
            enable(.push, isJoined && !stopping)
            enable(.transcoding, !stopping)
        }
    }

    override func start() {
        rtmpUrl = config.rtmpUrl
        set(.url, .text(rtmpUrl))
        transcodingEnabled = config.transcoding
        set(.transcoding, .bool(transcodingEnabled))
        enable(.layout, transcodingEnabled)
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        // Only hosts may push: an audience role from the settings gets (failure, notBroadcaster).
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        showPushPanel()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    // MARK: - Media Push

    private func startPush(_ engine: AgoraRtcEngineKit) {
        let code: Int32
        if transcodingEnabled {
            transcoding = makeTranscoding()
            code = engine.startRtmpStream(withTranscoding: rtmpUrl, transcoding: transcoding)
        } else {
            code = engine.startRtmpStreamWithoutTranscoding(rtmpUrl)
        }
        // Everything after the call is reported through rtmpStreamingChangedToState; a refusal at the call is not.
        guard code == 0 else {
            return show(SessionNotice("rtmp.notice.startFailed", [String(code), ErrorDescription.key(forReturnCode: code)],
                                      severity: .error))
        }
        pushingUrl = rtmpUrl
        pushedWithTranscoding = transcodingEnabled
    }

    private func stopPush(_ engine: AgoraRtcEngineKit) {
        guard let url = pushingUrl else { return }
        if engine.stopRtmpStream(url) == 0 { stopping = true } else { pushingUrl = nil }
    }

    /// The chosen layout on the 640×480 canvas: the local user first, then the remote hosts in join order.
    private func makeTranscoding() -> AgoraLiveTranscoding {
        var transcoding = AgoraLiveTranscoding.default()
        transcoding.size = Self.canvas
        let local = localUid
        let (width, height) = (Int(Self.canvas.width), Int(Self.canvas.height))
        switch layout {
        case "pictureInPicture":
            // The first remote host fills the canvas; the local user sits in the lower right corner, on top.
            guard let remote = remoteUids.first else {
                transcoding.add(AgoraLiveTranscodingUser(uid: local, rect: CGRect(x: 0, y: 0, width: width, height: height)))
                break
            }
            transcoding.add(AgoraLiveTranscodingUser(uid: remote, rect: CGRect(x: 0, y: 0, width: width, height: height), zOrder: 1))
            transcoding.add(AgoraLiveTranscodingUser(uid: local, rect: CGRect(x: 448, y: 312, width: 176, height: 152), zOrder: 2))
        case "grid":
            for (index, uid) in ([local] + remoteUids).prefix(4).enumerated() {
                let rect = CGRect(x: (index % 2) * width / 2, y: (index / 2) * height / 2, width: width / 2, height: height / 2)
                transcoding.add(AgoraLiveTranscodingUser(uid: uid, rect: rect))
            }
        default:
            // The original's layout: the local user on the left half, one remote host on the right half.
            transcoding.add(AgoraLiveTranscodingUser(uid: local, rect: CGRect(x: 0, y: 0, width: width / 2, height: height)))
            if let remote = remoteUids.first {
                transcoding.add(AgoraLiveTranscodingUser(uid: remote, rect: CGRect(x: width / 2, y: 0, width: width / 2, height: height)))
            }
        }
        return transcoding
    }

    private var isPushingTranscoded: Bool { pushingUrl != nil && pushedWithTranscoding && !stopping }

    // MARK: - Callbacks

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain {
            self.enable(.push, !self.stopping)
            // Media Push needs the channel: the earliest a push can start.
            if self.config.pushOnJoin, self.pushingUrl == nil, let engine = self.engine { self.startPush(engine) }
            // The local uid is known now, and the layout places it.
            self.showPushPanel()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingChangedToState url: String,
                                        state: AgoraRtmpStreamingState, reason: AgoraRtmpStreamingReason) {
        onMain { self.pushChanged(url, state, reason) }
    }

    private func pushChanged(_ url: String, _ state: AgoraRtmpStreamingState, _ reason: AgoraRtmpStreamingReason) {
        guard url == pushingUrl, let engine else { return }
        streamState = state
        streamReason = reason
        switch state {
        case .running:
            show(SessionNotice("rtmp.notice.running"))
        case .idle:
            pushingUrl = nil
            stopping = false
            if restartWhenIdle {
                restartWhenIdle = false
                startPush(engine)
            } else {
                show(SessionNotice("rtmp.notice.stopped"))
            }
        case .failure:
            // The original only logs a failure; saying why is more useful. stopRtmpStream releases the URL.
            show(SessionNotice("rtmp.notice.failure", ["\(reason)"], severity: .error))
        case .connecting, .recovering, .disconnecting:
            break
        }
        showPushPanel()
    }

    override nonisolated func rtcEngineTranscodingUpdated(_ engine: AgoraRtcEngineKit) {
        onMain { self.note("rtmp.log.transcodingUpdated") }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid))
            self.remoteUids.append(uid)
            // Like the original, a host who joins is not added to a push already running; "Layout" updates it.
            self.showPushPanel()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
            self.remoteUids.removeAll { $0 == uid }
            // A host who left would leave a black region: take it out of a running transcoded push.
            if self.isPushingTranscoded, self.transcoding.transcodingUsers.contains(where: { $0.uid == uid }) {
                self.transcoding.removeUser(uid)
                self.engine?.updateRtmpTranscoding(self.transcoding)
            }
            self.showPushPanel()
        }
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .url:
            // The form's rule again: the SDK would refuse the push with -2 anyway; say why now.
            if let problem = RtmpUrlRule.problem(in: value.text) {
                show(SessionNotice(problem, severity: .error))
                return false
            }
            rtmpUrl = value.text
        case .push:
            if pushingUrl == nil { startPush(engine) } else { stopPush(engine) }
        case .layout:
            layout = value.option
            if isPushingTranscoded {
                transcoding = makeTranscoding()
                engine.updateRtmpTranscoding(transcoding)
            }
        case .transcoding:
            transcodingEnabled = value.bool
            enable(.layout, transcodingEnabled)
            if pushingUrl != nil {
                stopPush(engine)
                restartWhenIdle = stopping
            }
        }
        showPushPanel()
        return true
    }

    // MARK: - Panel

    /// The URL, the push's state and, when transcoding, the layout: while a transcoded push runs, the one the CDN
    /// has; otherwise the one the next push would get.
    private func showPushPanel() {
        var lines: [SessionPanel.Line] = [.verbatim(pushingUrl ?? rtmpUrl, style: .dim)]
        if pushingUrl == nil && streamState == .idle {
            lines.append(.localized("rtmp.panel.notPushing", style: .dim))
        } else {
            lines.append(.localized("rtmp.panel.state", [Self.stateKey(streamState), "\(streamReason)"],
                                    style: streamState == .failure ? .warning : (streamState == .running ? .accent : .normal)))
        }
        guard transcodingEnabled else {
            lines.append(.localized("rtmp.panel.direct"))
            return showPanel(SessionPanel(titleKey: "rtmp.panel.title", lines: lines))
        }
        let shown = isPushingTranscoded ? transcoding : makeTranscoding()
        lines.append(.localized("rtmp.panel.transcoding", [String(Int(shown.size.width)), String(Int(shown.size.height))]))
        let regions = shown.transcodingUsers.sorted { $0.zOrder < $1.zOrder }.map {
            SessionPanel.Sketch.Region(label: String($0.uid), x: Int($0.rect.minX), y: Int($0.rect.minY),
                                       width: Int($0.rect.width), height: Int($0.rect.height))
        }
        showPanel(SessionPanel(titleKey: "rtmp.panel.title", lines: lines,
                               sketch: SessionPanel.Sketch(width: Int(shown.size.width), height: Int(shown.size.height), regions: regions)))
    }

    static func stateKey(_ state: AgoraRtmpStreamingState) -> String {
        switch state {
        case .idle: "rtmp.state.idle"
        case .connecting: "rtmp.state.connecting"
        case .running: "rtmp.state.running"
        case .recovering: "rtmp.state.recovering"
        case .failure: "rtmp.state.failure"
        case .disconnecting: "rtmp.state.disconnecting"
        }
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        restartWhenIdle = false
        enable(.push, false)
        if let url = pushingUrl, !stopping { engine.stopRtmpStream(url) }
        engine.disableAudio()
        engine.disableVideo()
    }
}
