import Foundation

// Content inspection: screenshots of the local user's video uploaded every module's interval for moderation.
// The SDK has no callback for the result: Agora's server posts it to the customer's webhook, so the app hears
// nothing. The simulation logs each upload as a trace line of its own (kind `.simulation`), for the log only.
extension AgoraRtcEngineKit {
    /// Enables (replacing any earlier config) or disables content inspection; before or after joining. -2 for more
    /// than 32 modules, two modules of one type, `extraInfo` over 1024 bytes or a negative interval.
    @discardableResult
    public func enableContentInspect(_ enabled: Bool, config: AgoraContentInspectConfig) -> Int32 {
        let modules = config.modules.map { "{type: .\($0.type), interval: \($0.interval), position: .\($0.position)}" }
        let detail = "\(enabled), config: {modules: [\(modules.joined(separator: ", "))], "
            + "extraInfo: \(config.extraInfo.map { "\($0.utf8.count) bytes" } ?? "nil")}"
        return api("enableContentInspect(_:config:)", detail) { s in
            s.contentInspect?.scope.cancel()
            guard enabled else {
                s.contentInspect = nil
                return 0
            }
            if let refusal = SimContentInspect.refusal(config) {
                s.contentInspect = nil
                return refusal.returnCode
            }
            let inspect = SimContentInspect(config: config)
            s.contentInspect = inspect
            for module in inspect.uploadingModules {
                scheduleInspectUpload(module, scope: inspect.scope.token)
            }
            return 0
        }
    }

    /// Every `interval` seconds while the config stands; a screenshot is taken and uploaded only while the local
    /// user is in the channel sending camera video (there is nothing to moderate otherwise).
    private func scheduleInspectUpload(_ module: AgoraContentInspectModule, scope: SimScope.Token) {
        after(Double(module.interval)) { engine in
            let upload = engine.lock.locked { () -> (count: Int, channel: String, uid: UInt, width: Int, height: Int)? in
                guard engine.state.contentInspect?.scope.isCurrent(scope) == true else { return nil }
                engine.scheduleInspectUpload(module, scope: scope)
                guard engine.state.publishesVideo(.main), let session = engine.state[.main].session else { return nil }
                engine.state.contentInspect?.uploads[module.type, default: 0] += 1
                let count = engine.state.contentInspect?.uploads[module.type] ?? 0
                let size = engine.state.video.encoder.dimensions
                return (count, session.channelId, session.uid, Int(size.width), Int(size.height))
            }
            guard let upload else { return }
            engine.trace(.simulation, "contentInspect",
                         "screenshot \(upload.count) of .\(module.type) (\(upload.width)x\(upload.height) at "
                         + ".\(module.position)) uploaded for channel \(SimTraceText.quoted(upload.channel)), "
                         + "uid \(upload.uid); the result goes to the webhook")
        }
    }
}
