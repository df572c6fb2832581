public enum AgoraAudioRemoteState: Int, Sendable, CaseIterable {
    case stopped = 0
    /// The first packet arrived.
    case starting = 1
    case decoding = 2
    case frozen = 3
    case failed = 4
}
