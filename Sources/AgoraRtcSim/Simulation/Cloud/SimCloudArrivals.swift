/// How much of each kind of message one remote user's connection may deliver in a second of the engine's clock
/// (issue 30): a sender cannot make the stats show more pictures than a camera gives, nor make this instance decode,
/// open or queue more than that. What is beyond is dropped before any work.
struct SimCloudArrivals: Sendable {
    /// Per kind (the peer protocol's kind byte, a sealed message counted as what it holds): at most this many a second.
    static let perSecond: [UInt8: Int] = [
        AgoraSimPeerCodec.Kind.videoFrame.rawValue: 60,
        // A frame every 40 ms, and room for a burst after a stall.
        AgoraSimPeerCodec.Kind.audioFrame.rawValue: 50,
        // Five data streams at the SDK's 60 packets a second each (each stream is held to 60 on its own too).
        AgoraSimPeerCodec.Kind.streamMessage.rawValue: 300,
        AgoraSimPeerCodec.Kind.metadata.rawValue: 60,
        AgoraSimPeerCodec.Kind.presence.rawValue: 20,
    ]

    private var times: [UInt8: [Double]] = [:]

    /// Whether one more message of `kind` arriving at `now` fits; counted only if it does.
    mutating func admit(_ kind: UInt8, at now: Double) -> Bool {
        guard let limit = Self.perSecond[kind] else { return true }
        var recent = times[kind, default: []]
        recent.removeAll { $0 <= now - 1 }
        guard recent.count < limit else {
            times[kind] = recent
            return false
        }
        recent.append(now)
        times[kind] = recent
        return true
    }
}
