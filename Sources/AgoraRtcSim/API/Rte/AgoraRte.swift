import Foundation

/// The RTE API's root object (since 4.4, shipped inside the RTC SDK): configure the App ID, initialize the media
/// engine, then create players and canvases on it. In the simulation it runs on the RTC engine of the process when
/// there is one (the SDK shares its media engine with `AgoraRtcEngineKit` too), so it has that engine's clock,
/// simulated project and trace; without one it makes a private engine with the default simulation.
public final class AgoraRte: @unchecked Sendable {
    /// The engine whose clock, simulated cloud and trace the RTE object uses.
    let engine: AgoraRtcEngineKit
    /// Whether `engine` was made for this object (and goes with `destroy`).
    private let ownsEngine: Bool
    private let lock = SimLock()
    /// Guarded by `lock`.
    private var appId = ""
    /// Guarded by `lock`.
    private var mediaEngineReady = false
    /// Guarded by `lock`.
    private var destroyed = false

    public init(initialConfig: AgoraRteInitialConfig?, file: StaticString = #filePath, line: UInt = #line) {
        if let live = SimEngineRegistry.shared.live {
            engine = live
            ownsEngine = false
        } else {
            engine = AgoraRtcEngineKit(config: AgoraRtcEngineConfig(), delegate: nil)
            ownsEngine = true
        }
        engine.trace(.apiCall, "AgoraRte(initialConfig:)", initialConfig == nil ? "nil" : "<initialConfig>", at: AgoraSimCallSite(file: file, line: line))
    }

    /// Applies `config` (the App ID). NO after `destroy(_:)`.
    @discardableResult
    public func setConfigs(_ config: AgoraRteConfig, error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let appId = config.appId(nil)
        let accepted = lock.locked { () -> Bool in
            guard !destroyed else { return false }
            self.appId = appId
            return true
        }
        return traced("setConfigs(_:error:)", "appId: <appId>", accepted ? nil : .errorInvalidOperation, error, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func getConfigs(_ config: AgoraRteConfig, error: AgoraRteError?) -> Bool {
        let appId = lock.locked { self.appId }
        config.setAppId(appId, error: nil)
        error.report(.ok)
        return true
    }

    /// Starts the media engine; `cb` hears how it went, asynchronously. YES means the work was queued, not that it
    /// succeeded: without an App ID it fails in `cb` with `.errorDefault`.
    @discardableResult
    public func initMediaEngine(_ cb: (@Sendable (AgoraRteError?) -> Void)?, error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let appId: String? = lock.locked { destroyed ? nil : self.appId }
        guard let appId else { return traced("initMediaEngine(_:error:)", "", .errorInvalidOperation, error, at: AgoraSimCallSite(file: file, line: line)) }
        _ = traced("initMediaEngine(_:error:)", "", nil, error, at: AgoraSimCallSite(file: file, line: line))
        engine.after(0) { [self] engine in
            let outcome = appId.isEmpty ? AgoraRteError(.errorDefault, "no App ID set") : AgoraRteError(.ok)
            lock.locked { if !destroyed && outcome.code == .ok { mediaEngineReady = true } }
            engine.trace(.callback, "initMediaEngine(_:error:).cb", "err: \(outcome)")
            cb?(outcome)
        }
        return true
    }

    /// Releases the object: its players stop reporting. NO when already destroyed.
    @discardableResult
    public func destroy(_ error: AgoraRteError?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let first = lock.locked { () -> Bool in
            defer { destroyed = true; mediaEngineReady = false }
            return !destroyed
        }
        let result = traced("destroy(_:)", "", first ? nil : .errorInvalidOperation, error, at: AgoraSimCallSite(file: file, line: line))
        if first && ownsEngine { engine.shutdown() }
        return result
    }

    // MARK: what players ask

    var isMediaEngineReady: Bool { lock.locked { mediaEngineReady } }
    var configuredAppId: String { lock.locked { appId } }

    /// Traces an RTE call that answers YES or NO, fills in the caller's error, and returns the answer.
    func traced(_ name: String, _ detail: String, _ failure: AgoraRteErrorCode?, _ error: AgoraRteError?,
                at site: AgoraSimCallSite?) -> Bool {
        let answer = failure.map { "NO (.\($0))" } ?? "YES"
        engine.trace(.apiCall, name, detail.isEmpty ? "= \(answer)" : "\(detail) = \(answer)", at: site)
        error.report(failure ?? .ok)
        return failure == nil
    }
}
