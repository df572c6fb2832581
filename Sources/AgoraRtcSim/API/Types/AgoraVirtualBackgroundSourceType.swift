/// What replaces the background (`BACKGROUND_SOURCE_TYPE`).
public enum AgoraVirtualBackgroundSourceType: Int, Sendable, CaseIterable {
    case none = 0
    case color = 1
    case img = 2
    case blur = 3
    case video = 4
}
