import Foundation

// Content inspection: screenshots of the local user's video uploaded every module's interval for moderation.
// The SDK has no callback for the result: Agora's server posts it to the customer's webhook, so the app hears
// nothing. The simulation logs each upload as a trace line of its own (kind `.simulation`), for the log only.
extension AgoraRtcEngineKit {
    /// Enables (replacing any earlier config) or disables content inspection; before or after joining. -2 for more
    /// than 32 modules, two modules of one type, `extraInfo` over 1024 bytes or a negative interval.
    @discardableResult
    public func enableContentInspect(_ enabled: Bool, config: AgoraContentInspectConfig, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let modules = config.modules.map { "{type: .\($0.type), interval: \($0.interval), position: .\($0.position)}" }
        let detail = "\(enabled), config: {modules: [\(modules.joined(separator: ", "))], "
            + "extraInfo: \(config.extraInfo.map { "\($0.utf8.count) bytes" } ?? "nil")}"
        return api("enableContentInspect(_:config:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            if let refusal = s.services.contentInspect.enable(enabled, config: config) { return refusal.returnCode }
            if let inspect = s.services.contentInspect.current {
                for module in inspect.uploadingModules { scheduleInspectUpload(module, scope: inspect.scope.token) }
            }
            return 0
        }
    }
}
