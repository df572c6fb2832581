/// What the app set on the camera: the lens (`setCameraCapturerConfiguration`), stabilization and Center Stage.
/// The direction stays in `SimEngineState.cameraFront`, which `switchCamera` also flips.
struct SimCameraState: Sendable, Equatable {
    var focalLength: AgoraFocalLength = .default
    /// Lost whenever the camera stops (see `reconcileLocalMedia`).
    var stabilization: AgoraCameraStabilizationMode = .off
    var centerStage = false
    /// `startCameraCapture(.camera, config:)` until `stopCameraCapture(.camera)`: the camera captures even with no
    /// preview and nothing published.
    var captureStarted = false
    /// The captured picture's size (`AgoraCameraCapturerConfiguration.dimensions`); nil follows the encoder.
    var captureWidth = 0
    var captureHeight = 0

    var captureSize: (width: Int, height: Int)? {
        captureWidth > 0 && captureHeight > 0 ? (captureWidth, captureHeight) : nil
    }

    /// The docs: stabilization "only works for scenarios with a video resolution greater than 1280 x 720"; read
    /// here as more pixels than 1280×720, in either orientation.
    static func stabilizes(width: Int, height: Int) -> Bool { width * height > 1280 * 720 }

    /// How the camera frames the scene now. A lens the current camera lacks (after `switchCamera`) falls back to
    /// the standard one.
    func view(front: Bool, device: AgoraSimCameraDevice, width: Int, height: Int) -> SimCameraView {
        let lens = device.has(focalLength, on: front ? .front : .rear) ? focalLength : .default
        var fieldOfView = Self.fieldOfView[lens] ?? 1
        if Self.stabilizes(width: width, height: height) { fieldOfView *= Self.stabilizedFieldOfView[stabilization] ?? 1 }
        // Center Stage follows the subject and frames it a little tighter.
        if centerStage { fieldOfView *= 0.75 }
        return SimCameraView(fieldOfView: fieldOfView, followsSubject: centerStage)
    }

    /// Each lens's field of view against the standard lens's (the docs give no figures: an ultra-wide shows twice as
    /// much, a telephoto half, like a phone's 0.5× and 2× cameras).
    private static let fieldOfView: [AgoraFocalLength: Double] = [.default: 1, .wide: 1.25, .ultraWide: 2, .telephoto: 0.5]

    /// The docs: "the higher the level, the smaller the field of view". Auto is taken as level 1.
    private static let stabilizedFieldOfView: [AgoraCameraStabilizationMode: Double] = [
        .off: 1, .auto: 0.9, .level1: 0.9, .level2: 0.85, .level3: 0.8,
    ]
}
