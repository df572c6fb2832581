public enum AgoraStreamPublishState: Int, Sendable, CaseIterable {
    case idle = 0
    case noPublished = 1
    case publishing = 2
    case published = 3
}
