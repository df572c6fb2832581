import AgoraRtcSim
import Foundation

/// URL Streaming (RTE Player): the RTE API (inside the RTC SDK since 4.5) plays `rte://<App ID>/<channel>?token=…`,
/// the stream of that channel's host, in a player tile; Play opens the URL again, Stop stops it. The token is asked
/// for as the original asks (uid 0, percent-encoded into the URL) and never shown. The RTC engine is created as the
/// original's Entry creates it: the RTE object runs on it, and nothing else uses it.
///
/// Departures from the original:
/// - The player's state (0–7), resolution and errors are shown on its tile, a failure also as a notice, and Play and
///   Stop are enabled by the state; the original only prints them to the console.
/// - Play after a failure stops the player first (the SDK asks for it); the original opens again, which fails.
/// - The token is never printed (the original prints it, and the encoded URL, to the console), and `=` and `&` are
///   percent-encoded too (the original escapes only `+` and `/` beyond the query's set).
/// - Leaving the player stops it and destroys the RTE object and the engine; the original's player screen releases
///   nothing and its Entry destroys the engine only when it is left.
final class RtePlayerMain: CaseSession<RtePlayerEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case play, stop

        var labelKey: String { self == .play ? "control.rtePlay" : "control.rteStop" }
        var kind: SessionControl.Kind { .action }
        /// The player exists once the media engine is up.
        var startsEnabled: Bool { false }
    }

    private var rte: AgoraRte?
    private var player: AgoraRtePlayer?
    private var canvas: AgoraRteCanvas?
    private lazy var observer = RtePlayerObserver(main: self)
    private lazy var playerView = context.frames.makeView()
    /// The URL with its token: what the player opens. Never shown or logged (the trace masks the token).
    private var playerUrl = ""
    private var state = AgoraRtePlayerState.idle
    private var resolution: (width: Int, height: Int)?

    override func start() {
        _ = makeEngine()
        let url = config.url
        showTile()
        // The token for the URL's channel, for any uid (0), as the original asks for it.
        tokenProvider.generateToken(TokenRequest(channelName: RteUrlRule.channel(in: url), uid: 0)) { [weak self] result in
            guard let self, self.engine != nil else { return }
            switch result {
            case .success(let token):
                self.playerUrl = url + "?token=" + Self.percentEncoded(token ?? "")
                self.setupRte()
                self.setupPlayer()
            case .failure(let error):
                self.note("token.log.failed", [error.messageKey], kind: .error)
                self.show(SessionNotice("token.failed", [error.messageKey], severity: .error))
            }
        }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        player?.stop(nil)
        rte?.destroy(nil)
    }

    // MARK: - RTE

    private func setupRte() {
        let rte = AgoraRte(initialConfig: AgoraRteInitialConfig())
        self.rte = rte
        let config = AgoraRteConfig()
        config.setAppId(context.keyCenter.appId, error: nil)
        rte.setConfigs(config, error: nil)
        rte.initMediaEngine({ [weak self] error in
            let code = error?.code ?? .ok
            self?.onMain { [weak self] in self?.mediaEngineReady(code) }
        }, error: nil)
    }

    private func setupPlayer() {
        guard let rte else { return }
        let player = AgoraRtePlayer(rte: rte, initialConfig: AgoraRtePlayerInitialConfig())
        self.player = player
        let config = AgoraRtePlayerConfig()
        config.setAutoPlay(true, error: nil)
        player.setConfigs(config, error: nil)
        player.register(observer, error: nil)
    }

    private func mediaEngineReady(_ code: AgoraRteErrorCode) {
        guard code == .ok, let rte, let player else {
            return show(SessionNotice("rte.notice.initFailed", [Self.errorKey(code)], severity: .error))
        }
        let canvas = AgoraRteCanvas(rte: rte, initialConfig: AgoraRteCanvasInitialConfig())
        self.canvas = canvas
        let canvasConfig = AgoraRteCanvasConfig()
        canvasConfig.setVideoRenderMode(.fit, error: nil)
        canvas.setConfigs(canvasConfig, error: nil)
        canvas.addView(playerView, config: nil, error: nil)
        player.setCanvas(canvas, error: nil)
        enable(.play, true)
        play()
    }

    /// Play: opens the URL (the stream plays by itself once open). After a failure the SDK asks for stop first.
    private func play() {
        guard let player else { return }
        if state == .failed { player.stop(nil) }
        player.open(withUrl: playerUrl, startTime: 0, cb: nil)
    }

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let player else { return false }
        switch control {
        case .play: play()
        case .stop: player.stop(nil)
        }
        return true
    }

    // MARK: - PlayerObserver

    func playerStateChanged(_ newState: AgoraRtePlayerState, _ code: AgoraRteErrorCode) {
        state = newState
        if newState == .opening { resolution = nil }
        enable(.play, [.idle, .stopped, .failed].contains(newState))
        enable(.stop, ![.idle, .stopped].contains(newState))
        if newState == .failed {
            show(SessionNotice("rte.notice.failed", [".\(code)", Self.errorKey(code)], severity: .error))
        } else if newState == .opening {
            dismissNotice()
        }
        updateTileNotes(error: newState == .failed ? code : nil)
    }

    func resolutionChanged(_ width: Int, _ height: Int) {
        resolution = (width, height)
        updateTileNotes(error: nil)
    }

    // MARK: - The player tile

    private func showTile() {
        var tile = VideoTile(uid: 0, isLocal: true, surface: .sdk(playerView), audioOnly: false)
        tile.titleKey = "rte.tile.title"
        tile.placeholderKey = "rte.tile.waiting"
        tile.showsStats = false
        emit(.tile(.local(tile)))
        updateTileNotes(error: nil)
    }

    private func updateTileNotes(error: AgoraRteErrorCode?) {
        var notes = [TileNote.text("rte.tile.state", [".\(state)", String(state.rawValue)])]
        if let resolution { notes.append(.text("rte.tile.resolution", ["\(resolution.width)x\(resolution.height)"])) }
        if let error { notes.append(.text("rte.tile.error", [".\(error)"])) }
        updateTile(uid: 0, .notes(notes))
    }

    // MARK: - Helpers

    /// The token as the original puts it into the URL: percent-encoded, `+` and `/` too.
    static func percentEncoded(_ token: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "+/=&")
        return token.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// What an RTE error means, for the notice.
    static func errorKey(_ code: AgoraRteErrorCode) -> String {
        switch code {
        case .ok: "rte.error.ok"
        case .errorDefault: "rte.error.default"
        case .errorInvalidArgument: "rte.error.invalidArgument"
        case .errorInvalidOperation: "rte.error.invalidOperation"
        case .errorNetworkError: "rte.error.network"
        case .errorAuthenticationFailed: "rte.error.authentication"
        case .errorStreamNotFound: "rte.error.streamNotFound"
        }
    }
}
