import Foundation

// The camera's lenses, stabilization and Center Stage (SDK 4.3.1+), on the device `AgoraSimulationSettings.camera`
// describes. The docs name no code for what the device lacks or for a call made before the camera captures; the
// simulation returns -4 (not supported) and -8 (invalid state), listed in the README's table of its choices.
extension AgoraRtcEngineKit {
    /// The lenses of both cameras; nil once the engine is destroyed.
    public func queryCameraFocalLengthCapability() -> [AgoraFocalLengthInfo]? {
        let result = isAlive ? settings.camera.focalLengths : nil
        let listed = result.map { "[" + $0.map(Self.traceText).joined(separator: ", ") + "]" } ?? "nil"
        trace(.apiCall, "queryCameraFocalLengthCapability()", "→ \(listed)")
        return result
    }

    private static func traceText(_ info: AgoraFocalLengthInfo) -> String {
        let direction = AgoraCameraDirection(rawValue: Int(info.cameraDirection)).map { ".\($0)" } ?? "\(info.cameraDirection)"
        return "\(direction) .\(info.focalLengthType)"
    }

    /// Picks the camera and its lens, at once (also while capturing: the next frame is framed by the new lens). A
    /// lens the chosen camera does not have: -4, and the camera stays as it was.
    @discardableResult
    public func setCameraCapturerConfiguration(_ config: AgoraCameraCapturerConfiguration) -> Int32 {
        let detail = "{cameraDirection: .\(config.cameraDirection), cameraFocalLengthType: .\(config.cameraFocalLengthType)}"
        return api("setCameraCapturerConfiguration(_:)", detail) { s in
            guard settings.camera.has(config.cameraFocalLengthType, on: config.cameraDirection) else {
                return AgoraErrorCode.notSupported.returnCode
            }
            s.cameraFront = config.cameraDirection == .front
            s.camera.focalLength = config.cameraFocalLengthType
            return 0
        }
    }

    /// Only while the camera captures (-8 before), and only for pictures larger than 1280×720 does it narrow the
    /// view; the mode lasts until the camera stops.
    @discardableResult
    public func setCameraStabilizationMode(_ mode: AgoraCameraStabilizationMode) -> Int32 {
        api("setCameraStabilizationMode(_:)", ".\(mode)") { s in
            guard s.localVideoState != .stopped else { return AgoraErrorCode.invalidState.returnCode }
            s.camera.stabilization = mode
            return 0
        }
    }

    /// What the simulated device says; false once the engine is destroyed.
    public func isCameraCenterStageSupported() -> Bool {
        let result = isAlive && settings.camera.centerStageSupported
        trace(.apiCall, "isCameraCenterStageSupported()", "→ \(result)")
        return result
    }

    /// On a device without Center Stage: -4; before the camera captures: -8. Once on, it stays on across camera
    /// restarts (on iOS it is the capture device's setting, not the connection's).
    @discardableResult
    public func enableCameraCenterStage(_ enabled: Bool) -> Int32 {
        api("enableCameraCenterStage(_:)", "\(enabled)") { s in
            guard settings.camera.centerStageSupported else { return AgoraErrorCode.notSupported.returnCode }
            guard s.localVideoState != .stopped else { return AgoraErrorCode.invalidState.returnCode }
            s.camera.centerStage = enabled
            return 0
        }
    }
}
