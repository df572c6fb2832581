/// What the shared screen mostly shows, so the encoder favours sharpness (document), smoothness (gaming, video) or
/// remote control (RDC). `setScreenCaptureScenario(_:)`.
public enum AgoraScreenScenarioType: Int, Sendable, CaseIterable {
    case document = 1
    case gaming = 2
    case video = 3
    case RDC = 4
}
