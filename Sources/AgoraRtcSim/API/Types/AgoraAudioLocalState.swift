public enum AgoraAudioLocalState: Int, Sendable, CaseIterable {
    case stopped = 0
    case recording = 1
    case encoding = 2
    case failed = 3
}
