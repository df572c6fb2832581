import Foundation

// Video effect objects (SDK 4.6 `IVideoEffectObject`): the clear_vision effects driven by a material's nodes and
// typed parameters instead of the option structs. Whatever an object turns on runs where the other built-in effects
// run (`SimVideoEffects.apply`), so the preview, the raw-data observers and remote users all see it. Return codes
// the SDK leaves as "< 0": -2 for a bad argument (a node id with no known bit, an undeclared option or key, a value of
// another type or out of its range), -4 when the device lacks beauty, -7 once the object or the engine is destroyed.
extension AgoraRtcEngineKit {
    /// A new effect object over the material at `bundlePath` (a directory here), or nil: the path is not a
    /// directory, the source is not the primary camera (the only one the simulation processes; traced -2), or the
    /// device lacks beauty (traced -4). The trace shows 0 when an object is returned.
    public func createVideoEffectObject(bundlePath: String,
                                        sourceType: AgoraMediaSourceType = .primaryCamera, file: StaticString = #filePath, line: UInt = #line) -> AgoraVideoEffectObject? {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: bundlePath, isDirectory: &isDirectory) && isDirectory.boolValue
        var created: AgoraVideoEffectObject?
        _ = api("createVideoEffectObject(bundlePath:sourceType:)",
                "\(SimTraceText.quoted((bundlePath as NSString).lastPathComponent)), sourceType: .\(sourceType)", at: AgoraSimCallSite(file: file, line: line)) { s in
            if settings.unavailableFeatures.contains(.videoPreprocessBeauty) { return AgoraErrorCode.notSupported.returnCode }
            guard exists, sourceType == .primaryCamera else { return AgoraErrorCode.invalidArgument.returnCode }
            let id = s.videoProcessing.effects.nextObjectId
            s.videoProcessing.effects.nextObjectId += 1
            s.videoProcessing.effects.objects[id] = SimVideoEffectObjectState(id: id)
            created = AgoraVideoEffectObject(engine: self, id: id, bundlePath: bundlePath)
            return 0
        }
        return created
    }

    /// Removes the object's effects from the next frame on. -2 for an object of another engine or one already
    /// destroyed.
    @discardableResult
    public func destroyVideoEffectObject(_ object: AgoraVideoEffectObject?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("destroyVideoEffectObject(_:)", object.map { "<object \($0.id)>" } ?? "nil", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let object, object.engine === self, s.videoProcessing.effects.objects.removeValue(forKey: object.id) != nil else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            return 0
        }
    }

    // MARK: the object's calls

    func addOrUpdateVideoEffect(_ object: AgoraVideoEffectObject, nodeId: UInt, templateName: String,
                               at site: AgoraSimCallSite?) -> Int32 {
        objectCall(object, "addOrUpdateVideoEffect(nodeId:templateName:)",
                   "\(Self.nodeText(nodeId)), templateName: \(SimTraceText.quoted(templateName))", at: site) { state in
            guard let nodes = Self.nodes(nodeId) else { return AgoraErrorCode.invalidArgument.returnCode }
            // A template is the material's look for the node: its defaults here, whatever the name.
            for node in nodes { state.parameters.restore(node, from: nil) }
            state.nodes |= nodeId
            return 0
        }
    }

    func removeVideoEffect(_ object: AgoraVideoEffectObject, nodeId: UInt,
                          at site: AgoraSimCallSite?) -> Int32 {
        objectCall(object, "removeVideoEffect(nodeId:)", Self.nodeText(nodeId), at: site) { state in
            guard Self.nodes(nodeId) != nil else { return AgoraErrorCode.invalidArgument.returnCode }
            state.nodes &= ~nodeId
            return 0
        }
    }

    func performVideoEffectAction(_ object: AgoraVideoEffectObject, nodeId: UInt, action: AgoraVideoEffectAction,
                                 at site: AgoraSimCallSite?) -> Int32 {
        objectCall(object, "performVideoEffectAction(nodeId:actionId:)", "\(Self.nodeText(nodeId)), actionId: .\(action)", at: site) { state in
            guard let nodes = Self.nodes(nodeId) else { return AgoraErrorCode.invalidArgument.returnCode }
            for node in nodes {
                switch action {
                case .save: state.saved[node.rawValue] = state.parameters
                case .reset: state.parameters.restore(node, from: state.saved[node.rawValue])
                }
            }
            return 0
        }
    }

    func setVideoEffectParam(_ object: AgoraVideoEffectObject, _ option: String, _ key: String, _ value: SimEffectValue,
                            at site: AgoraSimCallSite?) -> Int32 {
        let name = switch value.kind {
        case .bool: "setVideoEffectBoolParam(option:key:boolValue:)"
        case .int: "setVideoEffectIntParam(option:key:intValue:)"
        case .float: "setVideoEffectFloatParam(option:key:floatValue:)"
        }
        return objectCall(object, name, "\(SimTraceText.quoted(option)), key: \(SimTraceText.quoted(key)), \(value.text)", at: site) { state in
            state.parameters.set(option, key, value)
        }
    }

    /// The value of a declared key of that type (untraced: apps read these to fill their controls).
    func videoEffectParam(_ object: AgoraVideoEffectObject, _ option: String, _ key: String,
                          _ kind: SimEffectValue.Kind) -> SimEffectValue? {
        lock.locked {
            guard state.alive else { return nil }
            return state.videoProcessing.effects.objects[object.id]?.parameters.value(option, key, kind)
        }
    }

    private func objectCall(_ object: AgoraVideoEffectObject, _ name: String, _ detail: String, at site: AgoraSimCallSite?,
                            _ change: (inout SimVideoEffectObjectState) -> Int32) -> Int32 {
        api(name, detail, at: site) { s in
            guard var state = s.videoProcessing.effects.objects[object.id] else { return AgoraErrorCode.notInitialized.returnCode }
            let code = change(&state)
            if code == 0 { s.videoProcessing.effects.objects[object.id] = state }
            return code
        }
    }

    /// The nodes named by the bits of `nodeId`; nil when it names none, or a bit no node has.
    private static func nodes(_ nodeId: UInt) -> [AgoraVideoEffectNodeId]? {
        let nodes = AgoraVideoEffectNodeId.allCases.filter { nodeId & $0.rawValue != 0 }
        let known = nodes.reduce(UInt(0)) { $0 | $1.rawValue }
        return nodes.isEmpty || known != nodeId ? nil : nodes
    }

    private static func nodeText(_ nodeId: UInt) -> String {
        let names = AgoraVideoEffectNodeId.allCases.filter { nodeId & $0.rawValue != 0 }.map { ".\($0)" }
        return names.isEmpty ? "\(nodeId)" : names.joined(separator: " | ")
    }
}
