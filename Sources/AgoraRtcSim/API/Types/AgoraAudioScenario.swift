public enum AgoraAudioScenario: Int, Sendable, CaseIterable {
    case `default` = 0
    case gameStreaming = 3
    case chatRoom = 5
    case chorus = 7
    case meeting = 8
}
