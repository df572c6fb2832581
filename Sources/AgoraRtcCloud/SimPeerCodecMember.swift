import AgoraRtcSim

/// A member of either transport: it answers the engine's byte-form questions (`AgoraSimCloudMember`) with this
/// target's codec, the same bytes whichever transport carries them.
protocol SimPeerCodecMember: AgoraSimCloudMember {}

extension SimPeerCodecMember {
    func payload(of message: AgoraSimPeerMessage) -> [UInt8] { AgoraSimPeerCodec.payload(message) }
    func message(inPayload payload: [UInt8]) -> AgoraSimPeerMessage? { AgoraSimPeerCodec.decode(payload) }
    func payloadBytes(of message: AgoraSimPeerMessage) -> Int { AgoraSimPeerCodec.payloadBytes(of: message) }
}
