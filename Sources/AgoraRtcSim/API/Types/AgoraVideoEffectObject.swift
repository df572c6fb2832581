/// A video effect object (`IVideoEffectObject`): the beauty, style makeup and filter nodes of one effect material,
/// with typed parameters keyed by option and key. Created by `AgoraRtcEngineKit.createVideoEffectObject`, it works
/// until `destroyVideoEffectObject` or the engine's destroy; after that every call gives -7 and every get 0/false.
public final class AgoraVideoEffectObject: @unchecked Sendable {
    /// Written once, in `init`.
    weak var engine: AgoraRtcEngineKit?
    let id: Int
    /// The material directory it was created with.
    public let bundlePath: String

    init(engine: AgoraRtcEngineKit, id: Int, bundlePath: String) {
        self.engine = engine
        self.id = id
        self.bundlePath = bundlePath
    }

    /// Adds the nodes in `nodeId` (one or several `AgoraVideoEffectNodeId` bits) or updates them with
    /// `templateName`'s parameters; an empty name loads the material's defaults.
    @discardableResult
    public func addOrUpdateVideoEffect(nodeId: UInt, templateName: String, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        engine?.addOrUpdateVideoEffect(self, nodeId: nodeId, templateName: templateName, at: AgoraSimCallSite(file: file, line: line)) ?? Self.gone
    }

    @discardableResult
    public func removeVideoEffect(nodeId: UInt, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        engine?.removeVideoEffect(self, nodeId: nodeId, at: AgoraSimCallSite(file: file, line: line)) ?? Self.gone
    }

    @discardableResult
    public func performVideoEffectAction(nodeId: UInt, actionId: AgoraVideoEffectAction, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        engine?.performVideoEffectAction(self, nodeId: nodeId, action: actionId, at: AgoraSimCallSite(file: file, line: line)) ?? Self.gone
    }

    @discardableResult
    public func setVideoEffectFloatParam(option: String, key: String, floatValue: Float, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        engine?.setVideoEffectParam(self, option, key, .float(floatValue), at: AgoraSimCallSite(file: file, line: line)) ?? Self.gone
    }

    @discardableResult
    public func setVideoEffectIntParam(option: String, key: String, intValue: Int32, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        engine?.setVideoEffectParam(self, option, key, .int(intValue), at: AgoraSimCallSite(file: file, line: line)) ?? Self.gone
    }

    @discardableResult
    public func setVideoEffectBoolParam(option: String, key: String, boolValue: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        engine?.setVideoEffectParam(self, option, key, .bool(boolValue), at: AgoraSimCallSite(file: file, line: line)) ?? Self.gone
    }

    /// The value, or 0 when the key is unknown, of another type, or the object is gone (as the SDK documents).
    public func getVideoEffectFloatParam(option: String, key: String) -> Float {
        if case .float(let value) = engine?.videoEffectParam(self, option, key, .float) { return value }
        return 0
    }

    public func getVideoEffectIntParam(option: String, key: String) -> Int32 {
        if case .int(let value) = engine?.videoEffectParam(self, option, key, .int) { return value }
        return 0
    }

    public func getVideoEffectBoolParam(option: String, key: String) -> Bool {
        if case .bool(let value) = engine?.videoEffectParam(self, option, key, .bool) { return value }
        return false
    }

    private static var gone: Int32 { AgoraErrorCode.notInitialized.returnCode }
}
