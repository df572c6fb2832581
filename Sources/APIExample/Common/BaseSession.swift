import AgoraRtcSim
import Foundation

/// What every case's Main inherits: it owns the engine for the whole session and is its delegate, runs the guarded
/// permission → token → join sequence, and tells the app what to show as session events (`SessionEvent`). What the
/// SDK itself would draw (tiles' stats, the status line) comes from `SessionFeed`, beside the delegate, so a case
/// overrides only the callbacks it cares about and never calls anything to refresh the screen.
@MainActor
open class BaseSession: AgoraRtcEngineDelegate {
    /// The form's encoder fields (`resolution`, `fps`, `orientation`) where the case's Entry has them: what
    /// `EncoderSettings` takes from the form before GlobalSettings. A case's other fields reach its Main only
    /// through its typed `Config` (`CaseSession`).
    public let encoderChoices: Configs
    public let context: SessionContext
    public internal(set) var engine: AgoraRtcEngineKit?
    /// The App ID the engine was created with.
    public internal(set) var engineAppId = ""
    /// The simulated token service (the original's NetworkManager).
    public private(set) lazy var tokenProvider = TokenProvider(context: context)
    /// Whether the main connection is in its channel (from `didJoinChannel` to `didLeaveChannel`).
    public private(set) var isJoined = false
    /// The uid the main connection joined with (0 before).
    public private(set) var localUid: UInt = 0
    public private(set) var clientRole: AgoraClientRole = .broadcaster
    /// The one connection whose local stats the local tile shows, for a case whose camera and microphone go out on
    /// a joinChannelEx connection while the main one only watches (JoinMultiChannel); nil: the main connection's
    /// (JoinChannelAudio's relay connection reports its own figures for the mix it sends, not the tile's).
    public var localStatsConnection: AgoraRtcConnection?
    /// Joins under way and joined connections, with their tickets (BaseSession+Join.swift).
    var joins = JoinBook()
    /// The control waiting for the answer to the case's question (`ask`), if one is open.
    var askedControl: String?
    let outlet = SessionOutlet()
    /// The observer the engine reports every callback to, beside this delegate.
    private(set) lazy var screenFeed = SessionFeed(session: self)
    let startedAt: Double
    /// The global settings this session runs with: those it started with, then each one the settings screen saved.
    public private(set) var globalSettings: GlobalSettings

    public required init(configs: Configs, context: SessionContext) {
        encoderChoices = configs.filter { EncoderSettings.fieldIds.contains($0.key) }
        self.context = context
        self.startedAt = context.clock.now
        globalSettings = context.settings
    }

    /// The case's SDK sequence: create the engine, configure it, join.
    open func start() {}

    /// The settings screen saved `new`: the session hears what changed from the settings it runs with (nothing, when
    /// nothing did).
    public func settingsSaved(_ new: GlobalSettings) {
        let old = globalSettings
        globalSettings = new
        if old != new { globalSettingsChanged(from: old, to: new) }
    }

    /// The settings screen changed GlobalSettings while this session runs: apply what the SDK allows mid-call.
    /// Cases that take these values from their own form ignore it; the change reaches their next session.
    open func globalSettingsChanged(from old: GlobalSettings, to new: GlobalSettings) {}

    /// The case's own teardown before leave/destroy (e.g. turning in-ear monitoring off).
    open func willLeave(_ engine: AgoraRtcEngineKit) {}

    /// The app went to the background (UIKit's didEnterBackground): the terminal lost focus, or F7. The session
    /// keeps running; the engine heard first (`applicationStateChanged`).
    open func appDidEnterBackground() {}

    /// The app is coming back (UIKit's willEnterForeground): the terminal has focus again, or F7 once more.
    open func appWillEnterForeground() {}

    /// The main connection's join to `channel` came to nothing before the engine took it (permission denied, no
    /// token, or `joinChannel` refused); the notice is up already. A case showing a join under way ends it here.
    open func mainJoinFailed(channel: String) {}

    /// Starts the session, its events going to `sink` (the app's reducer, or a `SessionHost`).
    public func begin(sending sink: @escaping @MainActor (SessionEvent) -> Void) {
        outlet.sink = sink
        emit(.controlsDeclared(Self.controlDeclarations(of: self)))
        start()
    }

    /// Back: leave the channel, destroy the engine, drop everything still pending.
    public func stop() {
        endPending()
        emit(.prompt(nil))
        guard let engine else { return }
        willLeave(engine)
        if engine.getConnectionState() != .disconnected {
            engine.leaveChannel(nil)
        }
        AgoraRtcEngineKit.destroy()
        self.engine = nil
        leftChannel()
    }

    /// Whether the app is in the background (`applicationStateChanged`).
    public private(set) var isInBackground = false

    /// The app went to the background or came back: the engine hears of it as the SDK hears of UIKit's
    /// notifications (its camera stops unless allowed to multitask), then the case (`appDidEnterBackground` /
    /// `appWillEnterForeground`).
    public final func applicationStateChanged(inBackground: Bool) {
        guard inBackground != isInBackground else { return }
        isInBackground = inBackground
        engine?.simApplicationState(inBackground: inBackground)
        if inBackground { appDidEnterBackground() } else { appWillEnterForeground() }
    }

    /// The user changed a control: the case applies it to the SDK, and the control shows the new value when it
    /// took effect.
    public func handleControl(id: String, _ value: ControlValue) {
        guard let controlled = self as? any ControlledSession, let accepted = controlled.applyControl(id: id, value) else { return }
        if accepted, value != .pressed { emit(.controlChanged(id: id, value: value, isEnabled: nil)) }
    }

    static func controlDeclarations(of session: BaseSession) -> [SessionControl] {
        (session as? any ControlledSession).map { type(of: $0).declaredControls } ?? []
    }

    /// `sharedEngine(with:delegate:)` with the App ID from KeyCenter and the simulation from GlobalSettings.
    /// `appId` is KeyCenter's unless the case takes its own (JoinChannelVideoToken); `configure` sets anything else
    /// of the config (e.g. `eventDelegate`) before the engine is created. The trace names the case's line that called
    /// this (`file`, `line`), not this one.
    public func makeEngine(appId: String? = nil, channelProfile: AgoraChannelProfile = .liveBroadcasting,
                           audioScenario: AgoraAudioScenario = .default,
                           configure: (inout AgoraRtcEngineConfig) -> Void = { _ in },
                           file: StaticString = #filePath, line: UInt = #line) -> AgoraRtcEngineKit {
        var config = AgoraRtcEngineConfig()
        config.appId = appId ?? context.keyCenter.appId
        engineAppId = config.appId ?? ""
        config.channelProfile = channelProfile
        config.audioScenario = audioScenario
        config.simulation = simulationSettings()
        configure(&config)
        let engine = AgoraRtcEngineKit.sharedEngine(with: config, delegate: self, file: file, line: line)
        self.engine = engine
        // Made while the app is in the background: the SDK would know from UIKit.
        if isInBackground { engine.simApplicationState(inBackground: true) }
        return engine
    }

    // MARK: - AgoraRtcEngineDelegate
    // Every callback a case may override is declared here (Swift cannot override methods from extensions). They
    // arrive on the engine's queue; `onMain` hops to the main actor. Only token renewal is the base class's.

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didRejoinChannel channel: String, withUid uid: UInt, elapsed: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState,
                                    reason: AgoraConnectionChangedReason) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurError errorCode: AgoraErrorCode) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStats stats: AgoraRtcLocalVideoStats,
                                    sourceType: AgoraVideoSourceType) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStats stats: AgoraRtcLocalAudioStats) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStats stats: AgoraRtcRemoteVideoStats) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStats stats: AgoraRtcRemoteAudioStats) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, networkQuality uid: UInt, txQuality: AgoraNetworkQuality,
                                    rxQuality: AgoraNetworkQuality) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                                    totalVolume: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didClientRoleChanged oldRole: AgoraClientRole,
                                    newRole: AgoraClientRole, newRoleOptions: AgoraClientRoleOptions?) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, firstLocalVideoFrameWith size: CGSize, elapsed: Int,
                                    sourceType: AgoraVideoSourceType) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, firstRemoteVideoFrameOfUid uid: UInt, size: CGSize, elapsed: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStateChangedOfUid uid: UInt, state: AgoraVideoRemoteState,
                                    reason: AgoraVideoRemoteReason, elapsed: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStateChangedOf state: AgoraVideoLocalState,
                                    reason: AgoraLocalVideoStreamReason, sourceType: AgoraVideoSourceType) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStateChanged state: AgoraAudioLocalState,
                                    reason: AgoraAudioLocalReason) {}

    /// 30 s before the token expires: fetch a new one and hand it to `renewToken(_:)`.
    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, tokenPrivilegeWillExpire token: String) {
        onMain { self.renewToken(for: nil, expired: false) }
    }

    /// The token has expired: fetch a new one (the SDK rejoins once it is renewed).
    nonisolated open func rtcEngineRequestToken(_ engine: AgoraRtcEngineKit) {
        onMain { self.renewToken(for: nil, expired: true) }
    }

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, renewTokenResult token: String, code: AgoraRenewTokenErrorCode) {}

    nonisolated open func rtcEngineConnectionDidLost(_ engine: AgoraRtcEngineKit) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didRegisteredLocalUser userAccount: String, withUid uid: UInt) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didUpdatedUserInfo userInfo: AgoraUserInfo, withUid uid: UInt) {}

    /// Built-in encryption failed; `rtcEngine(_:didOccurError:)` reports it too (120 for decryption), so by default
    /// the trace line is all.
    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didOccur errorType: AgoraEncryptionErrorType) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, audioMetadataReceived uid: UInt, metadata: Data) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, snapshotTaken uid: UInt, filePath: String, width: Int,
                                    height: Int, errCode: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, videoRenderingTracingResultOfUid uid: UInt,
                                    currentEvent: AgoraMediaTraceEvent, tracingInfo: AgoraVideoRenderingTracingInfo) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingChangedToState url: String,
                                    state: AgoraRtmpStreamingState, reason: AgoraRtmpStreamingReason) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingEventWithUrl url: String,
                                    eventCode: AgoraRtmpStreamingEvent) {}

    nonisolated open func rtcEngineTranscodingUpdated(_ engine: AgoraRtcEngineKit) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, audioMixingStateChanged state: AgoraAudioMixingStateType,
                                    reasonCode: AgoraAudioMixingReasonCode) {}

    nonisolated open func rtcEngineDidAudioEffectFinish(_ engine: AgoraRtcEngineKit, soundId: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didRhythmPlayerStateChanged state: AgoraRhythmPlayerState,
                                    reason: AgoraRhythmPlayerReason) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didAudioRouteChanged routing: AgoraAudioOutputRouting) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit,
                                    didLocalVideoTranscoderErrorWithStream stream: AgoraTranscodingVideoStream,
                                    errorCode: AgoraVideoTranscoderError) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, lastmileQuality quality: AgoraNetworkQuality) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, lastmileProbeTest result: AgoraLastmileProbeResult) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, receiveStreamMessageFromUid uid: UInt, streamId: Int,
                                    data: Data) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurStreamMessageErrorFromUid uid: UInt,
                                    streamId: Int, error: Int, missed: Int, cached: Int) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, channelMediaRelayStateDidChange state: AgoraChannelMediaRelayState,
                                    error: AgoraChannelMediaRelayError) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, didReceive event: AgoraChannelMediaRelayEvent) {}

    nonisolated open func rtcEngine(_ engine: AgoraRtcEngineKit, multiPathStats stats: AgoraMultipathStats) {}

    // MARK: - What the app shows

    /// Hands `event` to the app (the session reducer).
    public func emit(_ event: SessionEvent) {
        outlet.send(event)
    }

    public func show(_ notice: SessionNotice) {
        emit(.notice(notice))
    }

    public func dismissNotice() {
        emit(.notice(nil))
    }

    /// A toast's end: takes `notice` down only if nothing has replaced it meanwhile.
    public func expire(_ notice: SessionNotice) {
        emit(.noticeExpired(notice))
    }

    /// The case's own box beside the tiles (a layout, a list, a progress bar), like setting a label's text.
    public func showPanel(_ panel: SessionPanel?) {
        emit(.panel(panel))
    }

    /// Asks for the terminal's own text selection (mouse reporting off) while this session is up, so what the screen
    /// shows (a link) can be selected and copied.
    public func letTheTerminalSelectText() {
        emit(.textSelection(true))
    }

    /// Moves the tiles into the floating picture-in-picture window or back (PictureInPicture).
    public func showPictureInPicture(_ state: PictureInPictureState) {
        emit(.pictureInPicture(state))
    }

    /// Notes something the app (not the engine) did, in the log: a localization key and its arguments
    /// (arguments that are keys themselves are translated too). `periodic` lines (figures repeated on a cadence,
    /// like the stats) are counted and hidden in the log pane unless asked for.
    public func note(_ key: String, _ arguments: [String] = [], kind: LogEntry.Kind = .app, periodic: Bool = false) {
        let english = LogEntry.render(key, arguments, Localizer(.en))
        let entry = LogEntry(timeMs: elapsedMs, kind: kind, text: english, isPeriodic: periodic, key: key, arguments: arguments)
        // Through the same hop as the engine's trace lines, so the log keeps the order things happened in.
        let outlet = self.outlet
        context.hop { outlet.send(.log(entry)) }
    }

    public var elapsedMs: Int { Int(((context.clock.now - startedAt) * 1000).rounded()) }

    /// Delegate callbacks arrive on the engine's queue; this hops to the main actor, dropping the work once
    /// the engine is gone (the session ended while the callback was in flight).
    public nonisolated func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        context.hop { [weak self] in
            guard let self, self.engine != nil else { return }
            work()
        }
    }

    // MARK: - Facts the feed keeps

    func joinedChannel(_ channel: String, uid: UInt) {
        let rejoined = isJoined
        isJoined = true
        localUid = uid
        emit(.joined(channel: channel, uid: uid))
        if !rejoined { startChannelClock() }
    }

    func leftChannel() {
        isJoined = false
        channelClockStart = nil
        emit(.left)
    }

    func channelStatsArrived(_ stats: AgoraChannelStats) {
        channelClockStart = nil
        emit(.channelStats(stats))
    }

    func roleChanged(_ role: AgoraClientRole) {
        clientRole = role
        emit(.roleChanged(role))
    }

    /// Where the session is heard (the desktop's sound server), when sound is on or auto in real time. Kept last in
    /// the class so the lines of the SDK calls above, which the golden traces name, stay where they are.
    var soundDevice: SoundDevice?
    /// When the main connection joined, while the status line's clock counts on its own (BaseSession+ChannelClock).
    var channelClockStart: Double?
}
