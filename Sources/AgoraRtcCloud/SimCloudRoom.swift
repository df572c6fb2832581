import AgoraRtcSim

/// The name of a channel's room, the same for every transport: a hash of App ID and channel, so neither shows in a
/// file name, a relay's memory or a server's subject.
enum SimCloudRoom {
    static func hash(appId: String, channel: String) -> [UInt8] {
        Array(SimCrypto.sha256(Array("apiexample-room\0\(appId)\0\(channel)".utf8)).prefix(AgoraSimPeerCodec.roomHashBytes))
    }

    /// The room's AES-256-GCM key when the project has an App Certificate (issue 30): HKDF-SHA256 of the certificate,
    /// bound to the protocol version, App ID and channel, so a key learned for one room opens no other. Nil without a
    /// certificate (the room then crosses plain, as a token-less project's media do).
    static func key(certificate: String?, appId: String, channel: String) -> [UInt8]? {
        guard let certificate, !certificate.isEmpty else { return nil }
        return SimCrypto.hkdfSHA256(key: Array(certificate.utf8),
                                    salt: Array("apiexample-peer-v\(AgoraSimPeerCodec.version)".utf8),
                                    info: Array("room\0\(appId)\0\(channel)".utf8), length: 32)
    }
}
