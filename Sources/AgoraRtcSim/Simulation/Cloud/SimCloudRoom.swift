/// The name of a channel's room, the same for every transport: a hash of App ID and channel, so neither shows in a
/// file name, a relay's memory or a server's subject.
enum SimCloudRoom {
    static func hash(appId: String, channel: String) -> [UInt8] {
        Array(SimCrypto.sha256(Array("apiexample-room\0\(appId)\0\(channel)".utf8)).prefix(AgoraSimPeerCodec.roomHashBytes))
    }
}
