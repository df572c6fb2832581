import Foundation
import PluginSearchPath

/// Extensions: provider libraries loaded with dlopen, filters enabled per extension, string properties, and the
/// events they report to `AgoraRtcEngineConfig.eventDelegate`.
extension AgoraRtcEngineKit {
    /// Loads an extension provider library (C++/Android/Windows `loadExtensionProvider`; iOS links extension
    /// frameworks instead, so this Swift spelling is a best guess). A bare file name is searched for like dlopen
    /// does (see `PluginSearchPath`); the trace shows where it was found. A library that is missing, cannot
    /// be opened or lacks a symbol of the extension ABI gives -157 (module not found) and `onExtensionError`.
    @discardableResult
    public func loadExtensionProvider(withPath path: String, unloadAfterUse: Bool = false, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let overridePaths = settings.extensionSearchPaths
        let resolved = PluginSearchPath.resolve(path, override: overridePaths)
        let opened: Result<SimExtensionLibrary, SimExtensionLoadError> = resolved.map { SimExtensionLibrary.open($0) }
            ?? .failure(.notFound(path, PluginSearchPath.directories(override: overridePaths)))
        let found = resolved.map { " (found: \($0))" } ?? " (not found)"
        var kept = false
        defer { if !kept, case .success(let library) = opened { library.close() } }
        return api("loadExtensionProvider(withPath:unloadAfterUse:)",
                   "\(SimTraceText.quoted(path)), unloadAfterUse: \(unloadAfterUse)\(found)", at: AgoraSimCallSite(file: file, line: line)) { s in
            switch opened {
            case .success(let library):
                s.videoProcessing.extensionHost().add(library, unloadAfterUse: unloadAfterUse)
                kept = true
                return 0
            case .failure(let error):
                post([extensionError(nil, nil, .moduleNotFound, error.description)], to: .main)
                return AgoraErrorCode.moduleNotFound.returnCode
            }
        }
    }

    /// Turns an extension on or off; `onExtensionStarted` / `onExtensionStopped` follow. -157 when its provider is
    /// not loaded or has no such extension; -2 when `sourceType` is audio for a video extension or the reverse.
    /// The built-in agora_video_filters_clear_vision / clear_vision needs no provider.
    @discardableResult
    public func enableExtension(withVendor provider: String, extension name: String, enabled: Bool,
                                sourceType: AgoraMediaSourceType = .unknown, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableExtension(withVendor:extension:enabled:sourceType:)",
            "\(SimTraceText.quoted(provider)), extension: \(SimTraceText.quoted(name)), enabled: \(enabled), sourceType: .\(sourceType)", at: AgoraSimCallSite(file: file, line: line)) { s in
            if let code = enableBuiltInFaceExtension(&s.videoProcessing.faceCapture, provider, name, enabled: enabled, sourceType: sourceType) { return code }
            // The SDK's own clear_vision is built in: no provider to load, and it processes video only.
            if provider == Self.clearVisionVendor && name == Self.clearVisionExtension {
                guard sourceType == .unknown || !sourceType.isAudio else { return AgoraErrorCode.invalidArgument.returnCode }
                post([startedOrStopped(provider, name, enabled: enabled)], to: .main)
                return 0
            }
            guard let instance = s.videoProcessing.extensionHost().instance(provider: provider, extension: name) else {
                let message = "no extension \(provider)/\(name) is loaded"
                post([extensionError(provider, name, .moduleNotFound, message)], to: .main)
                return AgoraErrorCode.moduleNotFound.returnCode
            }
            if sourceType != .unknown && sourceType.isAudio != (instance.kind == .audio) {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            instance.enabled = enabled
            post([startedOrStopped(provider, name, enabled: enabled)], to: .main)
            return 0
        }
    }

    /// Hands `key` = `value` to the extension (enabled or not yet). The filter's answer is the return code (-2 for
    /// a key or value it rejects); what it reports back arrives as `onEvent`. -157 for an unknown extension.
    @discardableResult
    public func setExtensionPropertyWithVendor(_ provider: String, extension name: String, key: String, value: String, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setExtensionPropertyWithVendor(_:extension:key:value:)",
            "\(SimTraceText.quoted(provider)), extension: \(SimTraceText.quoted(name)), key: \(SimTraceText.quoted(key)), "
            + "value: \(SimTraceText.quoted(SimTraceText.maskingLicense(value)))", at: AgoraSimCallSite(file: file, line: line)) { s in
            if let code = setBuiltInFaceExtensionProperty(&s.videoProcessing.faceCapture, provider, name, key: key, value: value) { return code }
            guard let instance = s.videoProcessing.extensionHost().instance(provider: provider, extension: name) else {
                return AgoraErrorCode.moduleNotFound.returnCode
            }
            let (code, events) = instance.setProperty(key, value)
            post(events.map { event in
                filterCallback("onEvent(_:extension:key:value:)", provider, name,
                               "key: \(SimTraceText.quoted(event.key)), value: \(SimTraceText.quoted(event.value))") {
                    $0.onEvent(provider, extension: name, key: event.key, value: event.value)
                }
            }, to: .main)
            return code
        }
    }
}
