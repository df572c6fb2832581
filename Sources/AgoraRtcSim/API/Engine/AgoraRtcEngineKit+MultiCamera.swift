import Foundation

// Multi-camera capture (iOS 13+ on multi-camera hardware): the front and the rear camera at once. The second camera
// is `AgoraVideoSourceType.cameraSecondary`: started with `startCameraCapture(.cameraSecondary, …)` once
// `enableMultiCamera(true, …)` is on, shown by a local canvas with that source type and published by a
// `joinChannelEx` connection with `publishSecondaryCameraTrack`. The docs name no code for a device without
// multi-camera support; the simulation returns -4 (not supported), as for the other things a device lacks.
extension AgoraRtcEngineKit {
    /// Turns multi-camera mode on with the second camera's configuration (on iOS this config, not the one
    /// `startCameraCapture` gets, is what the second camera captures with), or off, which also stops the second
    /// camera. On a device without multi-camera support, or for a lens that camera lacks: -4.
    @discardableResult
    public func enableMultiCamera(_ enabled: Bool, config: AgoraCameraCapturerConfiguration, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let size = "\(Int(config.dimensions.width))x\(Int(config.dimensions.height))"
        let detail = "\(enabled), config: {cameraDirection: .\(config.cameraDirection), "
            + "cameraFocalLengthType: .\(config.cameraFocalLengthType), dimensions: \(size)}"
        return api("enableMultiCamera(_:config:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            if enabled {
                guard settings.camera.multiCameraSupported,
                      settings.camera.has(config.cameraFocalLengthType, on: config.cameraDirection) else {
                    return AgoraErrorCode.notSupported.returnCode
                }
                s.video.secondaryCamera.enable(with: config)
            } else {
                s.video.secondaryCamera.disable()
            }
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    /// `setupLocalVideo` with `sourceType == .cameraSecondary`. A view it no longer renders into goes blank: the
    /// SDK takes its render layer off the view.
    func bindSecondaryCamera(_ camera: inout SimSecondaryCamera, _ canvas: AgoraRtcVideoCanvas?) {
        let old = camera.bind(canvas)
        canvas?.view?.bind(renderMode: canvas?.renderMode ?? .hidden, backgroundColor: canvas?.backgroundColor ?? 0)
        old?.clear()
    }
}
