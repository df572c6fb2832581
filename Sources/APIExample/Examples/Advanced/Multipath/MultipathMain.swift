import AgoraRtcSim
import Foundation

/// Multipath: the join's options turn on sending and receiving over several network paths at once (Wi-Fi and mobile
/// on the simulated phone), in the mode chosen in the form for both directions; the switch turns it off and on again
/// with `updateChannel(with:)` (the mode stays: it is fixed at join). `rtcEngine(_:multiPathStats:)` reports the paths
/// in use every 2 s: duplicate sends everything on every path, dynamic keeps it on Wi-Fi and moves it to mobile while
/// Wi-Fi is degraded (see the network profile in settings).
///
/// Departures from the original:
/// - The Enable switch waits for the join (before it, `updateChannel` can only fail).
/// - A panel shows the mode, how many paths are active and each path's up and down bitrates; the original shows the
///   mode and the local tile's "Multi Path: N" line only.
final class MultipathMain: CaseSession<MultipathEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case enableMultipath

        var labelKey: String { "multipath.control.enable" }
        var kind: SessionControl.Kind { .toggle(true) }
        var startsEnabled: Bool { false }
    }

    /// The options joined with, kept to be sent again with the switch's change (as the original does).
    private var mediaOptions = AgoraRtcChannelMediaOptions()
    private var mode = AgoraMultipathMode.dynamic
    private var stats: AgoraMultipathStats?

    override func start() {
        let role = config.clientRole
        let isHost = role == .broadcaster
        mode = config.mode == "duplicate" ? .duplicate : .dynamic
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        showPaths()
        engine.enableVideo()
        engine.enableAudio()
        engine.setClientRole(role)
        if isHost {
            engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
                size: CGSize(width: 640, height: 360), frameRate: .fps15, bitrate: AgoraVideoBitrateStandard,
                orientationMode: .adaptative, mirrorMode: .auto))
            engine.setupLocalVideo(localCanvas())
            engine.startPreview()
        } else {
            localPlaceholderTile("multipath.tile.audience")
        }
        engine.setDefaultAudioRouteToSpeakerphone(true)

        mediaOptions.publishCameraTrack = isHost
        mediaOptions.publishMicrophoneTrack = isHost
        mediaOptions.clientRoleType = role
        mediaOptions.enableMultipath = true
        mediaOptions.uplinkMultipathMode = mode
        mediaOptions.downlinkMultipathMode = mode
        mediaOptions.autoSubscribeAudio = true
        mediaOptions.autoSubscribeVideo = true
        joinWhenPermitted(channel: config.channelName, uid: 0, options: mediaOptions)
    }

    static func pathKey(_ type: AgoraMultipathType) -> String {
        switch type {
        case .LAN: "multipath.path.lan"
        case .WIFI: "multipath.path.wifi"
        case .mobile: "multipath.path.mobile"
        case .unknown: "multipath.path.unknown"
        }
    }

    private func showPaths() {
        let modeKey = mode == .duplicate ? "multipath.mode.duplicate" : "multipath.mode.dynamic"
        var lines: [SessionPanel.Line] = [.localized("multipath.panel.mode", [modeKey])]
        if let stats {
            lines.append(.localized("multipath.panel.active", [String(stats.activePathNum)]))
            lines += stats.pathStats.map { path in
                .localized("multipath.panel.path", [Self.pathKey(path.type), String(path.txKBitRate), String(path.rxKBitRate)])
            }
        } else {
            lines.append(.localized(mediaOptions.enableMultipath == false ? "multipath.panel.off" : "multipath.panel.waiting",
                                    style: .dim))
        }
        showPanel(SessionPanel(titleKey: "multipath.panel.title", lines: lines))
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .enableMultipath:
            mediaOptions.enableMultipath = value.bool
            guard engine.updateChannel(with: mediaOptions) == 0 else {
                mediaOptions.enableMultipath = !value.bool
                return false
            }
            if !value.bool {
                // No more reports come: the paths shown are cleared, as the original clears its line.
                stats = nil
                updateTile(uid: 0, .notes([]))
            }
            showPaths()
            return true
        }
    }

    // MARK: - Engine callbacks

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain { self.enable(.enableMultipath, true) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, multiPathStats stats: AgoraMultipathStats) {
        onMain {
            guard self.mediaOptions.enableMultipath == true else { return }
            self.stats = stats
            self.updateTile(uid: 0, .notes([.text("multipath.note.paths", [String(stats.activePathNum)])]))
            self.showPaths()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid)) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    // MARK: - Teardown

    /// The original's: audio and video off; if joined, stopPreview and leave.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableAudio()
        engine.disableVideo()
        if isJoined {
            engine.stopPreview()
            engine.leaveChannel(nil)
        }
    }
}
