/// Which key the simulated remote users encrypt their media with, when the local user enables encryption.
public enum AgoraSimRemoteEncryption: String, Sendable, CaseIterable {
    /// They follow the same setup (mode, key, salt, or the same custom packet observer): media decrypts.
    case sameKey
    /// They use another secret (or, with a custom packet observer, none): nothing they send decrypts here, so
    /// `rtcEngine(_:didOccurError:)` reports 120 and their tiles stay without video.
    case otherKey
}
