/// Built-in encryption of one session: the local user's key and the key the simulated remote users send with.
struct SimEncryptionSetup: Sendable, Equatable {
    let local: SimEncryptionKey
    let peers: SimEncryptionKey
    /// `datastreamEncryptionEnabled`: data streams are sealed too (only other instances' data streams cross a wire).
    var sealsDataStreams = false

    /// The secret the remote users use with `AgoraSimRemoteEncryption.otherKey`.
    static func otherSecret(_ secret: String) -> String { secret + "#someone-else" }

    static func make(_ config: AgoraEncryptionConfig, remote: AgoraSimRemoteEncryption)
        -> Result<SimEncryptionSetup, SimEncryptionRefusal> {
        switch SimEncryptionKey.derive(config) {
        case .failure(let error):
            return .failure(error)
        case .success(let local):
            let streams = config.datastreamEncryptionEnabled
            guard remote == .otherKey else {
                return .success(SimEncryptionSetup(local: local, peers: local, sealsDataStreams: streams))
            }
            var other = config
            other.encryptionKey = otherSecret(config.encryptionKey ?? "")
            switch SimEncryptionKey.derive(other) {
            case .success(let peers): return .success(SimEncryptionSetup(local: local, peers: peers, sealsDataStreams: streams))
            case .failure(let error): return .failure(error)
            }
        }
    }
}
