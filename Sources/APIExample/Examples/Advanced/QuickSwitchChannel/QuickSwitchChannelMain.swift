import AgoraRtcSim

/// QuickSwitchChannel: an audience member pages through four channels, `<name>1` … `<name>4`, wrapping around
/// (the original's horizontal pages). Each page change leaves the channel, fetches a token for the next one and
/// joins it; the page shows "switching" until `didJoinChannel` arrives for that page's channel, and the one remote
/// view shows whichever host of that channel joined last. Always audience, whatever the Settings role says.
///
/// Departures from the original:
/// - Pages are turned with Previous / Next channel and a page picker instead of swipes, and each page is a panel naming
///   the channel and the page (2/4) with "switching…" for the original's spinner, beside a local placeholder tile
///   ("Audience: not publishing"); the original's page is a full-screen render view with the channel label.
/// - A switch supersedes everything still pending: a token still on its way for a page left since is dropped,
///   `leaveChannel` ends a join the engine is still making, and callbacks from a channel left change nothing until its
///   `didLeaveChannel`. The original cancels nothing, so after quick swipes an older page's join can land after a newer
///   one.
/// - A join that comes to nothing (no token, join refused) says so on the page; the original's spinner turns forever.
/// - The join passes media options (audience, publishing nothing, subscribing to audio and video), as the SwiftUI
///   flavour does; the UIKit original uses the older `joinChannel` without options.
/// - The simulation puts at most one host in each channel, so every page shows its own host; the original binds
///   whichever broadcaster joined last.
final class QuickSwitchChannelMain: CaseSession<QuickSwitchChannelEntry>, ControlledSession {
    /// The original swipes; here two buttons and the page picker (←/→ pages with the same wrap-around).
    enum Control: String, CaseControl {
        case previous, next, page

        /// The original's four pages.
        static let pageCount = 4
        static let pageOptions = (1...pageCount).map { ChoiceOption(String($0), "quickSwitch.page.\($0)") }

        var labelKey: String { "quickSwitch.control." + rawValue }

        var kind: SessionControl.Kind {
            switch self {
            case .previous, .next: .action
            case .page: .choice(options: Self.pageOptions, selected: "1")
            }
        }
    }

    static let pageCount = Control.pageCount

    /// The page shown, 0-based.
    private var page = 0
    /// The channel whose `didJoinChannel` arrived for the page shown; nil while switching.
    private var landedChannel: String?
    /// The page's channel when its join came to nothing (no token, join refused): no spinner waiting forever.
    private var failedChannel: String?
    /// `leaveChannel` calls whose `didLeaveChannel` has not arrived: until then callbacks belong to a channel left.
    private var leavesInFlight = 0
    /// The host bound to the remote view.
    private var hostUid: UInt?

    private func channel(_ page: Int) -> String { config.channelName + String(page + 1) }

    override func start() {
        localPlaceholderTile("quickSwitch.tile.audience")
        showPage()
        let engine = makeEngine(channelProfile: .liveBroadcasting) { config in
            // Simulation only: at most one host per channel (the original's page has one render view), so every
            // page shows its own host.
            config.simulation.remoteUserCount = min(config.simulation.remoteUserCount, 1)
        }
        engine.enableVideo()
        engine.enableAudio()
        engine.setChannelProfile(.liveBroadcasting)
        engine.setClientRole(.audience)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        joinPage()
    }

    /// Token for the page's channel → `joinChannel`, through the session's guarded join pipeline.
    private func joinPage() {
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .audience
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        options.autoSubscribeAudio = true
        options.autoSubscribeVideo = true
        joinWhenPermitted(channel: channel(page), uid: 0, options: options)
    }

    /// A finished swipe: the new page becomes the host page (its spinner on), then leave → token → join.
    private func switchTo(_ newPage: Int) {
        guard let engine, newPage != page else { return }
        page = newPage
        landedChannel = nil
        failedChannel = nil
        unbindHost()
        set(.page, .option(String(page + 1)))
        showPage()
        // Counted before the call: the simulated engine may report the leave before leaveChannel returns.
        if engine.getConnectionState() != .disconnected { leavesInFlight += 1 }
        engine.leaveChannel(nil)
        joinPage()
    }

    private func unbindHost() {
        guard let uid = hostUid else { return }
        hostUid = nil
        removeRemoteTile(uid)
    }

    private func showPage() {
        let name = channel(page)
        var lines: [SessionPanel.Line] = [
            .localized("quickSwitch.panel.channel", [name], style: .accent),
            .localized("quickSwitch.panel.page", [String(page + 1), String(Self.pageCount)]),
        ]
        if landedChannel == name {
            lines.append(.localized("quickSwitch.panel.joined", [name]))
        } else if failedChannel == name {
            lines.append(.localized("quickSwitch.panel.failed", [name], style: .warning))
        } else {
            lines.append(.localized("quickSwitch.panel.switching", [name], style: .warning))
        }
        showPanel(SessionPanel(titleKey: "quickSwitch.panel.title", lines: lines))
    }

    /// Whether a callback is about the page shown (not a channel left, whose callbacks may still be on their way).
    private func isCurrent(_ channel: String? = nil) -> Bool {
        leavesInFlight == 0 && (channel ?? landedChannel) == self.channel(page)
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard engine != nil else { return false }
        switch control {
        case .previous:
            switchTo((page + Self.pageCount - 1) % Self.pageCount)
        case .next:
            switchTo((page + 1) % Self.pageCount)
        case .page:
            guard let number = Int(value.option), (1...Self.pageCount).contains(number) else { return false }
            switchTo(number - 1)
        }
        return true
    }

    /// The join pipeline gave up on the page's channel (its notice says why): the page stops waiting.
    override func mainJoinFailed(channel: String) {
        guard channel == self.channel(page) else { return }
        failedChannel = channel
        showPage()
    }

    // MARK: - Engine callbacks

    /// Stops the spinner only when the join is the page's own channel's.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain {
            guard self.isCurrent(channel) else { return }
            self.landedChannel = channel
            self.showPage()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) {
        onMain { self.leavesInFlight = max(0, self.leavesInFlight - 1) }
    }

    /// Only broadcasters are announced to an audience member: the channel's host, bound to the page's one view.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            guard self.isCurrent(), let engine = self.engine else { return }
            if let previous = self.hostUid, previous != uid {
                engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: previous, view: nil))
                self.unbindHost()
            }
            self.hostUid = uid
            // The original's page has no stats overlay.
            engine.setupRemoteVideo(self.remoteCanvas(for: uid, showsStats: false))
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            guard self.isCurrent(), self.hostUid == uid else { return }
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.unbindHost()
        }
    }

    // MARK: - Teardown

    /// The original's: if joined, audio and video off, then leave (the session then destroys the engine, as every
    /// case here does; the original does not).
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        guard isJoined else { return }
        engine.disableAudio()
        engine.disableVideo()
        engine.leaveChannel(nil)
    }
}
