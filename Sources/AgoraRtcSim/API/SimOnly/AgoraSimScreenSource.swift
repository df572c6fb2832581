/// The simulated device's display, which `startScreenCapture(_:)` captures (`AgoraSimulationSettings.screen`).
/// The engine knows no UI: the app hands it an object that answers with what it shows. Called from the engine's
/// queue, at most at the capture's frame rate. Not an SDK type.
public protocol AgoraSimScreenSource: AnyObject, Sendable {
    /// The screen now, or nil before anything was drawn (a black screen is captured then).
    func currentScreen() -> AgoraSimScreenImage?
    /// Whether a capture is running, so the display can skip preparing pictures nobody reads. Called with the
    /// engine's lock held: it must not call the engine.
    func screenCaptureChanged(_ capturing: Bool)
}
