/// Sees every audio and video packet right before it is sent and right after it is received (C++
/// `IPacketObserver`, which the iOS samples reach through the native handle; the Swift spelling is a best
/// guess). Return false to drop the packet. Called on the engine's queue while it processes media: return quickly
/// and never call back into the engine.
///
/// The simulated remote users run the same app: what they send passed through their copy of this observer's
/// `onSend…` (unless the simulation gives them another key), and what the local user receives passes through
/// `onReceive…` here.
public protocol AgoraPacketObserver: AnyObject, Sendable {
    func onSendAudioPacket(_ packet: inout AgoraPacket) -> Bool
    func onSendVideoPacket(_ packet: inout AgoraPacket) -> Bool
    func onReceiveAudioPacket(_ packet: inout AgoraPacket) -> Bool
    func onReceiveVideoPacket(_ packet: inout AgoraPacket) -> Bool
}
