/// Events from extensions (`AgoraRtcEngineConfig.eventDelegate`), delivered like the engine delegate's callbacks:
/// on the engine's queue, never after destroy. Every method has a no-op default.
public protocol AgoraMediaFilterEventDelegate: AnyObject, Sendable {
    /// The extension reported `key` = `value` (the SimpleFilter filters echo each property they applied).
    func onEvent(_ provider: String?, extension name: String?, key: String?, value: String?)
    /// `enableExtension(…, enabled: true)` took effect.
    func onExtensionStarted(_ provider: String?, extension name: String?)
    /// `enableExtension(…, enabled: false)` took effect.
    func onExtensionStopped(_ provider: String?, extension name: String?)
    /// Loading or enabling failed; `error` is an SDK error code (157: module not found) and `message` says why.
    func onExtensionError(_ provider: String?, extension name: String?, error: Int32, message: String?)
}

public extension AgoraMediaFilterEventDelegate {
    func onEvent(_ provider: String?, extension name: String?, key: String?, value: String?) {}
    func onExtensionStarted(_ provider: String?, extension name: String?) {}
    func onExtensionStopped(_ provider: String?, extension name: String?) {}
    func onExtensionError(_ provider: String?, extension name: String?, error: Int32, message: String?) {}
}
