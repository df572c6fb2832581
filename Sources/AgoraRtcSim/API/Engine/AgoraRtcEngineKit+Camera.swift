import Foundation

// The camera's lenses, stabilization and Center Stage (SDK 4.3.1+), on the device `AgoraSimulationSettings.camera`
// describes. The docs name no code for what the device lacks or for a call made before the camera captures; the
// simulation returns -4 (not supported) and -8 (invalid state), listed in the README's table of its choices.
extension AgoraRtcEngineKit {
    /// The lenses of both cameras; nil once the engine is destroyed.
    public func queryCameraFocalLengthCapability(file: StaticString = #filePath, line: UInt = #line) -> [AgoraFocalLengthInfo]? {
        let result = isAlive ? settings.camera.focalLengths : nil
        let listed = result.map { "[" + $0.map(Self.traceText).joined(separator: ", ") + "]" } ?? "nil"
        trace(.apiCall, "queryCameraFocalLengthCapability()", "→ \(listed)", at: AgoraSimCallSite(file: file, line: line))
        return result
    }

    private static func traceText(_ info: AgoraFocalLengthInfo) -> String {
        let direction = AgoraCameraDirection(rawValue: Int(info.cameraDirection)).map { ".\($0)" } ?? "\(info.cameraDirection)"
        return "\(direction) .\(info.focalLengthType)"
    }

    /// Picks the camera and its lens, at once (also while capturing: the next frame is framed by the new lens). A
    /// lens the chosen camera does not have: -4, and the camera stays as it was.
    @discardableResult
    public func setCameraCapturerConfiguration(_ config: AgoraCameraCapturerConfiguration, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "{cameraDirection: .\(config.cameraDirection), cameraFocalLengthType: .\(config.cameraFocalLengthType)}"
        return api("setCameraCapturerConfiguration(_:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            takeCamera(config, into: &s.video.camera) ?? 0
        }
    }

    /// Starts the camera with `config` (its direction, lens and picture size), whether or not it is previewed or
    /// published; it captures while video is enabled, until `stopCameraCapture(_:)`. `.cameraSecondary` is the second
    /// camera, -4 until `enableMultiCamera` is on (see AgoraRtcEngineKit+MultiCamera); any other source -2.
    @discardableResult
    public func startCameraCapture(_ sourceType: AgoraVideoSourceType, config: AgoraCameraCapturerConfiguration, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let size = "\(Int(config.dimensions.width))x\(Int(config.dimensions.height))"
        let detail = ".\(sourceType), config: {cameraDirection: .\(config.cameraDirection), "
            + "cameraFocalLengthType: .\(config.cameraFocalLengthType), dimensions: \(size)}"
        return api("startCameraCapture(_:config:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            if sourceType == .cameraSecondary { return captureSecondaryCamera(true, &s) }
            if let refused = Self.cameraSourceRefusal(sourceType) { return refused }
            if let refused = takeCamera(config, into: &s.video.camera) { return refused }
            s.video.camera.settings.captureStarted = true
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    /// Stops what `startCameraCapture` started: the camera goes on only while it is previewed or published.
    @discardableResult
    public func stopCameraCapture(_ sourceType: AgoraVideoSourceType, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopCameraCapture(_:)", ".\(sourceType)", at: AgoraSimCallSite(file: file, line: line)) { s in
            if sourceType == .cameraSecondary { return captureSecondaryCamera(false, &s) }
            if let refused = Self.cameraSourceRefusal(sourceType) { return refused }
            s.video.camera.settings.captureStarted = false
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    private static func cameraSourceRefusal(_ sourceType: AgoraVideoSourceType) -> Int32? {
        switch sourceType {
        case .camera: nil
        default: AgoraErrorCode.invalidArgument.returnCode
        }
    }

    /// Only while the camera captures (-8 before), and only for pictures larger than 1280×720 does it narrow the
    /// view; the mode lasts until the camera stops.
    @discardableResult
    public func setCameraStabilizationMode(_ mode: AgoraCameraStabilizationMode, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setCameraStabilizationMode(_:)", ".\(mode)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.video.camera.state != .stopped else { return AgoraErrorCode.invalidState.returnCode }
            s.video.camera.settings.stabilization = mode
            return 0
        }
    }

    /// What the simulated device says; false once the engine is destroyed.
    public func isCameraCenterStageSupported(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let result = isAlive && settings.camera.centerStageSupported
        trace(.apiCall, "isCameraCenterStageSupported()", "→ \(result)", at: AgoraSimCallSite(file: file, line: line))
        return result
    }

    /// On a device without Center Stage: -4; before the camera captures: -8. Once on, it stays on across camera
    /// restarts (on iOS it is the capture device's setting, not the connection's).
    @discardableResult
    public func enableCameraCenterStage(_ enabled: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableCameraCenterStage(_:)", "\(enabled)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard settings.camera.centerStageSupported else { return AgoraErrorCode.notSupported.returnCode }
            guard s.video.camera.state != .stopped else { return AgoraErrorCode.invalidState.returnCode }
            s.video.camera.settings.centerStage = enabled
            return 0
        }
    }

    /// Takes `config`'s camera, lens and picture size; -4 (and nothing taken) when the chosen camera has no such lens.
    private func takeCamera(_ config: AgoraCameraCapturerConfiguration, into camera: inout SimCameraCapture) -> Int32? {
        camera.take(config, on: settings.camera) ? nil : AgoraErrorCode.notSupported.returnCode
    }
}
