/// Built-in encryption of one session: the local user's key and the key the simulated remote users send with.
struct SimEncryptionSetup: Sendable, Equatable {
    let local: SimEncryptionKey
    let peers: SimEncryptionKey

    /// The secret the remote users use with `AgoraSimRemoteEncryption.otherKey`.
    static func otherSecret(_ secret: String) -> String { secret + "#someone-else" }

    static func make(_ config: AgoraEncryptionConfig, remote: AgoraSimRemoteEncryption)
        -> Result<SimEncryptionSetup, SimEncryptionRefusal> {
        switch SimEncryptionKey.derive(config) {
        case .failure(let error):
            return .failure(error)
        case .success(let local):
            guard remote == .otherKey else { return .success(SimEncryptionSetup(local: local, peers: local)) }
            var other = config
            other.encryptionKey = otherSecret(config.encryptionKey ?? "")
            switch SimEncryptionKey.derive(other) {
            case .success(let peers): return .success(SimEncryptionSetup(local: local, peers: peers))
            case .failure(let error): return .failure(error)
            }
        }
    }
}
