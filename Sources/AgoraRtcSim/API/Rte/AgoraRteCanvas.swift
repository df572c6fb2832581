/// Where a player draws: one view, fitted by the canvas's render mode. Hand it to `AgoraRtePlayer.setCanvas`.
public final class AgoraRteCanvas: @unchecked Sendable {
    let rte: AgoraRte
    private let lock = SimLock()
    /// Guarded by `lock`.
    private var mode = AgoraRteVideoRenderMode.hidden
    /// Guarded by `lock`.
    private var view: AgoraVideoView?

    public init(rte: AgoraRte, initialConfig: AgoraRteCanvasInitialConfig?, file: StaticString = #filePath, line: UInt = #line) {
        self.rte = rte
        rte.engine.trace(.apiCall, "AgoraRteCanvas(rte:initialConfig:)", initialConfig == nil ? "rte: <rte>, nil" : "rte: <rte>, <initialConfig>", at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func setConfigs(_ config: AgoraRteCanvasConfig, error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let mode = config.videoRenderMode(nil)
        let view = lock.locked { () -> AgoraVideoView? in
            self.mode = mode
            return self.view
        }
        view?.bind(renderMode: Self.viewMode(mode), backgroundColor: 0)
        return rte.traced("setConfigs(_:error:)", "videoRenderMode: .\(mode)", nil, error, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func getConfigs(_ config: AgoraRteCanvasConfig, error: AgoraRteError?) -> Bool {
        config.setVideoRenderMode(lock.locked { mode }, error: nil)
        error.report(.ok)
        return true
    }

    /// Adds the view pictures go to. The SDK takes one view: another one is NO (invalid operation).
    @discardableResult
    public func addView(_ view: AgoraVideoView, config: AgoraRteViewConfig?, error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let mode = lock.locked { () -> AgoraRteVideoRenderMode? in
            guard self.view == nil || self.view === view else { return nil }
            self.view = view
            return self.mode
        }
        if let mode { view.bind(renderMode: Self.viewMode(mode), backgroundColor: 0) }
        return rte.traced("addView(_:config:error:)", "view: <view>, config: \(config == nil ? "nil" : "<config>")",
                          mode == nil ? .errorInvalidOperation : nil, error, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func removeView(_ view: AgoraVideoView, config: AgoraRteViewConfig?, error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let removed = lock.locked { () -> Bool in
            guard self.view === view else { return false }
            self.view = nil
            return true
        }
        return rte.traced("removeView(_:config:error:)", "view: <view>", removed ? nil : .errorInvalidArgument, error, at: AgoraSimCallSite(file: file, line: line))
    }

    /// Shows a picture (painted when the screen reads it) in the canvas's view, if it has one.
    func show(_ paint: @escaping @Sendable () -> AgoraSimVideoFrame) {
        lock.locked { view }?.render(painting: paint)
    }

    private static func viewMode(_ mode: AgoraRteVideoRenderMode) -> AgoraVideoRenderMode {
        mode == .fit ? .fit : .hidden
    }
}
