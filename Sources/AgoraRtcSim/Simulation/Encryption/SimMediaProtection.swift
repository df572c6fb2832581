/// Built-in media encryption (`enableEncryption`) and the custom packet observer (`registerPacketObserver`): what
/// protects the main connection's media, and the packet sequence numbers every protected packet takes; and each
/// joinChannelEx connection's own encryption (`enableEncryptionEx`), which seals what it sends to other instances.
struct SimMediaProtection: SimComponent {
    /// Set by enableEncryption before joining; leaving the channel turns it off.
    private(set) var encryption: SimEncryptionSetup?
    /// Set by enableEncryptionEx before that connection joins (the connection need not exist yet); leaving it turns
    /// it off, as for the main connection.
    private(set) var exEncryption: [AgoraRtcConnection: SimEncryptionSetup] = [:]
    private(set) var packetObserver: (any AgoraPacketObserver)?
    /// Packet sequence numbers (part of each AES-GCM nonce) for protected media.
    private(set) var mediaSequence: UInt64 = 0

    var isEncrypting: Bool { encryption != nil }
    /// Media crosses the simulated network really serialised, encrypted and decrypted.
    var isOn: Bool { encryption != nil || packetObserver != nil }

    mutating func enable(_ setup: SimEncryptionSetup?) {
        encryption = setup
    }

    mutating func enable(_ setup: SimEncryptionSetup?, on connection: AgoraRtcConnection) {
        exEncryption[connection] = setup
    }

    mutating func register(_ observer: (any AgoraPacketObserver)?) {
        packetObserver = observer
    }

    /// Sends one media payload from a simulated remote user to the local user. The remote side follows the same
    /// setup (`AgoraSimRemoteEncryption.sameKey`) or another key (and no packet observer).
    mutating func transmit(_ payload: [UInt8], kind: SimMediaCodec.Kind, ssrc: UInt32,
                           remote: AgoraSimRemoteEncryption) -> SimMediaTransport.Outcome {
        let same = remote == .sameKey
        let sender = SimMediaTransport.Side(encryption: encryption?.peers, observer: same ? packetObserver : nil)
        let receiver = SimMediaTransport.Side(encryption: encryption?.local, observer: packetObserver)
        return SimMediaTransport.transmit(payload, kind: kind, ssrc: ssrc, sequence: &mediaSequence, sender: sender,
                                          receiver: receiver)
    }

    /// The SDK turns built-in encryption off after leaving; the next join needs enableEncryption again.
    mutating func mainChannelLeft(at now: Double) -> [SimCallback] {
        encryption = nil
        return []
    }

    /// A joinChannelEx connection left: its encryption goes with it.
    mutating func exChannelLeft(_ connection: AgoraRtcConnection) {
        exEncryption[connection] = nil
    }

    mutating func destroy() {
        encryption = nil
        exEncryption = [:]
        packetObserver = nil
    }
}
