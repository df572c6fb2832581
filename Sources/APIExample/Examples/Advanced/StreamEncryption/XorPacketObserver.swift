import AgoraRtcSim

/// The custom scheme of the original sample: every byte is XORed with 0x55 on the way out and again on the way in
/// (XOR twice restores it). Like the original, it works through 2048-byte buffers, so a longer packet is cut to
/// its first 2048 bytes (real RTP packets are far shorter).
final class XorPacketObserver: AgoraPacketObserver {
    static let mask: UInt8 = 0x55
    static let bufferSize = 2048

    func onSendAudioPacket(_ packet: inout AgoraPacket) -> Bool { Self.transform(&packet) }
    func onSendVideoPacket(_ packet: inout AgoraPacket) -> Bool { Self.transform(&packet) }
    func onReceiveAudioPacket(_ packet: inout AgoraPacket) -> Bool { Self.transform(&packet) }
    func onReceiveVideoPacket(_ packet: inout AgoraPacket) -> Bool { Self.transform(&packet) }

    /// XOR into a fresh buffer of at most `bufferSize` bytes, which replaces the packet's.
    static func transform(_ packet: inout AgoraPacket) -> Bool {
        packet.buffer = packet.buffer.prefix(bufferSize).map { $0 ^ mask }
        return true
    }
}
