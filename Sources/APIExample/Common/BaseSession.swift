import AgoraRtcSim
import Foundation

/// What every case's Main inherits: it owns the engine for the whole session and is its delegate, keeps the
/// tiles, status, log and notices the screen shows, and runs the guarded permission → token → join sequence.
/// Case files override `start()`, the delegate methods they care about, and their controls.
@MainActor
open class BaseSession: AgoraRtcEngineDelegate {
    public let configs: Configs
    public let context: SessionContext
    public let log: SessionLog
    public internal(set) var engine: AgoraRtcEngineKit?
    public internal(set) var tiles: [VideoTile] = []
    public internal(set) var status = SessionStatus()
    public internal(set) var notice: SessionNotice?
    /// Bumped by every join request and by leave/destroy, so asynchronous steps started before can tell they
    /// are stale.
    public internal(set) var generation = 0
    /// The permission dialog the session is waiting on, if any.
    public internal(set) var prompt: SessionPrompt?
    /// A join waiting on permission or a token.
    var pendingJoin: PendingJoin?
    /// What the current channel's token was requested for, so renewal asks for the same; nil without tokens.
    var joinedWith: TokenRequest?
    /// joinChannelEx connections going through permission → token → join, and what their tokens were for
    /// (BaseSession+JoinEx.swift).
    var exJoins = ExJoinBook()
    /// The simulated OS's answer for camera and microphone in this session, once given (it does not ask twice).
    var permissionAnswer: Bool?
    /// The App ID the engine was created with.
    public internal(set) var engineAppId = ""
    /// The simulated token service (the original's NetworkManager).
    public private(set) lazy var tokenProvider = TokenProvider(context: context)
    /// Called after anything the screen shows has changed.
    public var onChange: (() -> Void)?
    let startedAt: Double

    public required init(configs: Configs, context: SessionContext) {
        self.configs = configs
        self.context = context
        self.log = SessionLog()
        self.startedAt = context.clock.now
    }

    /// The case's SDK sequence: create the engine, configure it, join.
    open func start() {}

    /// The case's in-session controls, built from its current state.
    open var controls: [SessionControl] { [] }

    /// The case's own box beside the tiles (a layout, a list, a progress bar), built from its current state.
    open var panel: SessionPanel? { nil }

    /// Applies a control change; cases call the SDK here.
    open func perform(_ controlId: String, _ change: ControlChange) {}

    /// The settings screen changed GlobalSettings while this session runs: apply what the SDK allows mid-call.
    /// Cases that take these values from their own form ignore it; the change reaches their next session.
    open func globalSettingsChanged(from old: GlobalSettings, to new: GlobalSettings) {}

    /// The case's own teardown before leave/destroy (e.g. turning in-ear monitoring off).
    open func willLeave(_ engine: AgoraRtcEngineKit) {}

    /// Back: leave the channel, destroy the engine, drop everything still pending.
    public func stop() {
        generation += 1
        prompt = nil
        pendingJoin = nil
        exJoins.dropAll()
        guard let engine else { return }
        willLeave(engine)
        if engine.getConnectionState() != .disconnected {
            engine.leaveChannel(nil)
        }
        AgoraRtcEngineKit.destroy()
        self.engine = nil
        status.isJoined = false
        changed()
    }

    /// `sharedEngine(with:delegate:)` with the App ID from KeyCenter and the simulation from GlobalSettings.
    /// `appId` is KeyCenter's unless the case takes its own (JoinChannelVideoToken); `configure` sets anything else
    /// of the config (e.g. `eventDelegate`) before the engine is created.
    public func makeEngine(appId: String? = nil, channelProfile: AgoraChannelProfile = .liveBroadcasting,
                           audioScenario: AgoraAudioScenario = .default,
                           configure: (inout AgoraRtcEngineConfig) -> Void = { _ in }) -> AgoraRtcEngineKit {
        var config = AgoraRtcEngineConfig()
        config.appId = appId ?? context.keyCenter.appId
        engineAppId = config.appId ?? ""
        config.channelProfile = channelProfile
        config.audioScenario = audioScenario
        config.simulation = simulationSettings()
        configure(&config)
        let engine = AgoraRtcEngineKit.sharedEngine(with: config, delegate: self)
        self.engine = engine
        return engine
    }

    // MARK: - AgoraRtcEngineDelegate
    // Every callback a case may override is declared here (Swift cannot override methods from extensions).
    // They arrive on the engine's queue; the feed helpers hop to the main actor.

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        feedJoined(channel: channel, uid: uid)
    }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didRejoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        feedJoined(channel: channel, uid: uid)
    }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) { feedLeft() }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState,
                                    reason: AgoraConnectionChangedReason) {
        feedConnection(state, reason)
    }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurError errorCode: AgoraErrorCode) { feedError(errorCode) }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats) { feed(stats) }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStats stats: AgoraRtcLocalVideoStats,
                                    sourceType: AgoraVideoSourceType) {
        feed(stats)
    }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStats stats: AgoraRtcLocalAudioStats) { feed(stats) }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStats stats: AgoraRtcRemoteVideoStats) { feed(stats) }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStats stats: AgoraRtcRemoteAudioStats) { feed(stats) }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, networkQuality uid: UInt, txQuality: AgoraNetworkQuality,
                                    rxQuality: AgoraNetworkQuality) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                                    totalVolume: Int) {
        feedVolumes(speakers)
    }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didClientRoleChanged oldRole: AgoraClientRole,
                                    newRole: AgoraClientRole, newRoleOptions: AgoraClientRoleOptions?) {
        feedRole(newRole)
    }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, firstLocalVideoFrameWith size: CGSize, elapsed: Int,
                                    sourceType: AgoraVideoSourceType) {
        feedFirstFrame(uid: 0, elapsed: elapsed)
    }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, firstRemoteVideoFrameOfUid uid: UInt, size: CGSize, elapsed: Int) {
        feedFirstFrame(uid: uid, elapsed: elapsed)
    }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStateChangedOfUid uid: UInt, state: AgoraVideoRemoteState,
                                    reason: AgoraVideoRemoteReason, elapsed: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStateChangedOf state: AgoraVideoLocalState,
                                    reason: AgoraLocalVideoStreamReason, sourceType: AgoraVideoSourceType) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStateChanged state: AgoraAudioLocalState,
                                    reason: AgoraAudioLocalReason) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, tokenPrivilegeWillExpire token: String) {
        onMain { self.renewToken(because: "token.log.willExpire") }
    }

    nonisolated open func rtcEngineRequestToken(_ engine: AgoraRtcEngineKit) {
        onMain { self.renewToken(because: "token.log.expired") }
    }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, renewTokenResult token: String, code: AgoraRenewTokenErrorCode) {
        onMain { self.renewFinished(code) }
    }

    nonisolated open func rtcEngineConnectionDidLost(_ engine: AgoraRtcEngineKit) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didRegisteredLocalUser userAccount: String, withUid uid: UInt) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didUpdatedUserInfo userInfo: AgoraUserInfo, withUid uid: UInt) {
        let account = userInfo.userAccount ?? ""
        onMain { self.updateTile(uid: uid) { $0.account = account } }
    }

    /// Built-in encryption failed; `rtcEngine(_:didOccurError:)` reports it too (120 for decryption), so by default
    /// the trace line is all.
    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didOccur errorType: AgoraEncryptionErrorType) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, audioMetadataReceived uid: UInt, metadata: Data) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, snapshotTaken uid: UInt, filePath: String, width: Int,
                                    height: Int, errCode: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, videoRenderingTracingResultOfUid uid: UInt,
                                    currentEvent: AgoraMediaTraceEvent, tracingInfo: AgoraVideoRenderingTracingInfo) {
        feedTracing(uid: uid, tracingInfo)
    }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingChangedToState url: String,
                                    state: AgoraRtmpStreamingState, reason: AgoraRtmpStreamingReason) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingEventWithUrl url: String,
                                    eventCode: AgoraRtmpStreamingEvent) {}

    nonisolated open func rtcEngineTranscodingUpdated(_ engine: AgoraRtcEngineKit) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, audioMixingStateChanged state: AgoraAudioMixingStateType,
                                    reasonCode: AgoraAudioMixingReasonCode) {}

    nonisolated open func rtcEngineDidAudioEffectFinish(_ engine: AgoraRtcEngineKit, soundId: Int) {}

    // MARK: - Notices and plumbing

    public func show(_ notice: SessionNotice) {
        self.notice = notice
        changed()
    }

    public func dismissNotice() {
        notice = nil
        changed()
    }

    /// Notes something the app (not the engine) did, in the log: a localization key and its arguments
    /// (arguments that are keys themselves are translated too). `periodic` lines (figures repeated on a cadence,
    /// like the stats) are counted and hidden in the log pane unless asked for.
    public func note(_ key: String, _ arguments: [String] = [], kind: LogEntry.Kind = .app, periodic: Bool = false) {
        let english = LogEntry.render(key, arguments, Localizer(.en))
        let entry = LogEntry(timeMs: elapsedMs, kind: kind, text: english, isPeriodic: periodic, key: key, arguments: arguments)
        // Through the same hop as the engine's trace lines, so the log keeps the order things happened in.
        context.hop { [weak self] in
            self?.log.append(entry)
            self?.changed()
        }
    }

    var elapsedMs: Int { Int(((context.clock.now - startedAt) * 1000).rounded()) }

    func changed() { onChange?() }

    /// Delegate callbacks arrive on the engine's queue; this hops to the main actor, dropping the work once
    /// the engine is gone (the session ended while the callback was in flight).
    public nonisolated func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        context.hop { [weak self] in
            guard let self, self.engine != nil else { return }
            work()
        }
    }
}
