/// Who a remote user is. The kind decides where what the user sends comes from, so each concern (stats, frames,
/// sound, accounts, leaving) asks it here rather than testing flags at every use.
enum SimRemoteKind: Sendable {
    /// A simulated person, living the script drawn from the seed.
    case simulated(SimRemoteUser.Script)
    /// Another connection of this engine in the same channel (the app's own other user): it sends what that
    /// connection publishes (`AgoraRtcEngineKit+Peers`); `sendsAudio`: its microphone or a player's sound.
    case ownConnection(sendsAudio: Bool)
    /// Another instance of the app, met through the cloud: what it sent, and when it was last heard of.
    case otherInstance(SimCloudPeer)

    /// The script a simulated person follows (nil for everyone else: they come and go as their connection does).
    var script: SimRemoteUser.Script? {
        if case .simulated(let script) = self { script } else { nil }
    }

    /// A simulated person: invented by this engine, so it also invents what they send on data streams and metadata.
    var isSimulated: Bool { script != nil }

    /// Another connection of this engine: it goes when that connection leaves the channel.
    var isOwnConnection: Bool {
        if case .ownConnection = self { true } else { false }
    }

    /// Whether the user sends sound while a host: a simulated person always speaks; a peer when its connection
    /// publishes some.
    var sendsAudio: Bool {
        switch self {
        case .simulated: true
        case .ownConnection(let sendsAudio): sendsAudio
        case .otherInstance(let cloud): cloud.sendsAudio
        }
    }

    /// Whether this engine's network simulation seals and opens the user's protected media. Another instance's
    /// were really sealed on the wire and opened as they arrived (`+CloudSealing`).
    var isSealedBySimulation: Bool {
        if case .otherInstance = self { false } else { true }
    }

    /// The account the user is known by in a channel joined with accounts: another instance's user has one only if
    /// it joined with one; everyone else's is derived from the uid.
    func account(uid: UInt) -> String? {
        if case .otherInstance(let cloud) = self { cloud.account } else { SimUserAccountRules.remoteAccount(uid) }
    }

    /// Another instance's user: what this instance knows of them. Changing it through here keeps the kind (setting
    /// it on any other kind does nothing); the data is moved out while it changes, so its buffers are not copied.
    var cloud: SimCloudPeer? {
        get {
            if case .otherInstance(let cloud) = self { cloud } else { nil }
        }
        _modify {
            guard case .otherInstance(let peer) = self else {
                var none: SimCloudPeer?
                yield &none
                return
            }
            self = .ownConnection(sendsAudio: peer.sendsAudio)
            var cloud: SimCloudPeer? = consume peer
            defer { if let cloud { self = .otherInstance(cloud) } }
            yield &cloud
        }
    }
}
