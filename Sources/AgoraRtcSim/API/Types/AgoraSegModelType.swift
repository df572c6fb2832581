/// How the person is told from the background: by the AI model, or by a green screen.
public enum AgoraSegModelType: Int, Sendable, CaseIterable {
    case ai = 1
    case green = 2
}
