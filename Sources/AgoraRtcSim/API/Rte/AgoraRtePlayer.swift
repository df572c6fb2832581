/// Plays a URL. For `rte://<appId>/<channel>?token=…` it joins the channel as an audience member with uid 0 and
/// shows its host: OPENING at `open`, then OPEN_COMPLETED and (with autoPlay) PLAYING once the host's first
/// picture is there, or FAILED with the reason (a bad App ID, channel name or token; no host within
/// `openTimeout`). See Simulation/Rte for the timeline.
public final class AgoraRtePlayer: @unchecked Sendable {
    /// Seconds an open waits for the host's stream before FAILED with `.errorStreamNotFound`: the SDK's "no stream
    /// received from the host for over 10 seconds" after joining the channel.
    public static let openTimeout = 10.0

    let rte: AgoraRte
    let lock = SimLock()
    /// Guarded by `lock`.
    var playback = SimRtePlayback()

    public init(rte: AgoraRte, initialConfig: AgoraRtePlayerInitialConfig?, file: StaticString = #filePath, line: UInt = #line) {
        self.rte = rte
        rte.engine.trace(.apiCall, "AgoraRtePlayer(rte:initialConfig:)", initialConfig == nil ? "rte: <rte>, nil" : "rte: <rte>, <initialConfig>", at: AgoraSimCallSite(file: file, line: line))
    }

    var engine: AgoraRtcEngineKit { rte.engine }

    @discardableResult
    public func setConfigs(_ config: AgoraRtePlayerConfig, error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let autoPlay = config.autoPlay(nil)
        lock.locked { playback.autoPlay = autoPlay }
        return rte.traced("setConfigs(_:error:)", "autoPlay: \(autoPlay)", nil, error, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func getConfigs(_ config: AgoraRtePlayerConfig, error: AgoraRteError?) -> Bool {
        config.setAutoPlay(lock.locked { playback.autoPlay }, error: nil)
        error.report(.ok)
        return true
    }

    /// Adds `observer` (held weakly; registering it twice has no further effect).
    @discardableResult
    public func register(_ observer: AgoraRtePlayerObserver, error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        lock.locked {
            playback.observers.removeAll { $0.observer == nil || $0.observer === observer }
            playback.observers.append(SimWeakRteObserver(observer: observer))
        }
        return rte.traced("register(_:error:)", "observer: <observer>", nil, error, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func unregisterObserver(_ observer: AgoraRtePlayerObserver?, error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        lock.locked { playback.observers.removeAll { $0.observer == nil || $0.observer === observer } }
        return rte.traced("unregisterObserver(_:error:)", observer == nil ? "nil" : "observer: <observer>", nil, error, at: AgoraSimCallSite(file: file, line: line))
    }

    /// Where the pictures go, from the next one on.
    @discardableResult
    public func setCanvas(_ canvas: AgoraRteCanvas, error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        lock.locked { playback.canvas = canvas }
        return rte.traced("setCanvas(_:error:)", "canvas: <canvas>", nil, error, at: AgoraSimCallSite(file: file, line: line))
    }

    /// Opens `url` (its token masked in the trace); `cb` hears the outcome (`.ok` with OPEN_COMPLETED, else the
    /// error FAILED carries). Only from IDLE or STOPPED: after FAILED, `stop(_:)` first, as the SDK asks; otherwise
    /// `cb` gets `.errorInvalidOperation` and the state stays.
    public func open(withUrl url: String, startTime: UInt64, cb: (@Sendable (AgoraRteError?) -> Void)?,
                     file: StaticString = #filePath, line: UInt = #line) {
        beginOpen(url, startTime: startTime, cb, at: AgoraSimCallSite(file: file, line: line))
    }

    /// Starts playing an opened stream (autoPlay off) or a paused one. NO in any other state.
    @discardableResult
    public func play(_ error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let posts = lock.locked { () -> [SimRteCallback]? in
            guard [.openCompleted, .paused].contains(playback.state) else { return nil }
            return startPlaying(&playback)
        }
        let answer = rte.traced("play(_:)", "", posts == nil ? .errorInvalidOperation : nil, error, at: AgoraSimCallSite(file: file, line: line))
        deliverLater(posts ?? [])
        return answer
    }

    /// Pauses a playing stream; NO when nothing plays.
    @discardableResult
    public func pause(_ error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let posts = lock.locked { () -> [SimRteCallback]? in
            guard playback.state == .playing else { return nil }
            return [transition(&playback, to: .paused, nil)]
        }
        let answer = rte.traced("pause(_:)", "", posts == nil ? .errorInvalidOperation : nil, error, at: AgoraSimCallSite(file: file, line: line))
        deliverLater(posts ?? [])
        return answer
    }

    /// Stops whatever the player does (an open under way included) and leaves the channel: STOPPED. YES also when
    /// idle or stopped already, which report nothing.
    @discardableResult
    public func stop(_ error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let posts = lock.locked { () -> [SimRteCallback] in
            guard ![.idle, .stopped].contains(playback.state) else { return [] }
            playback.scope.cancel()
            playback.host = nil
            playback.shownFirstFrame = false
            return [transition(&playback, to: .stopped, nil)]
        }
        let answer = rte.traced("stop(_:)", "", nil, error, at: AgoraSimCallSite(file: file, line: line))
        deliverLater(posts)
        return answer
    }

    /// The current state (the SDK reports it in `AgoraRtePlayerInfo`; here directly, for tests and the app).
    public var state: AgoraRtePlayerState { lock.locked { playback.state } }
}
