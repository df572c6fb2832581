import AgoraRtcCloud
import AgoraRtcSim
import Foundation

/// What a hostile client puts on the wire, written by hand (issue 30): envelopes with whatever sender, sequence,
/// send time and uid it likes, plain (it has no App Certificate, so no room key).
public struct HostileWire {
    public var sender: UInt64 = UInt64.random(in: 1...UInt64.max)
    public var sequence: UInt32 = 0

    public init() {}

    public static func nowMs() -> UInt64 { UInt64((Date().timeIntervalSince1970 * 1000).rounded()) }

    /// `message` in a plain envelope under this client's sender id (or `sender`), for `uid` (or the message's own).
    public mutating func envelope(_ message: AgoraSimPeerMessage, sender: UInt64? = nil, uid: UInt32? = nil,
                           sentAtMs: UInt64 = HostileWire.nowMs()) -> AgoraSimPeerMessage {
        sequence += 1
        return .envelope(AgoraSimPeerEnvelope(sender: sender ?? self.sender, sequence: sequence, sentAtMs: sentAtMs,
                                              uid: uid ?? AgoraSimPeerCodec.speaker(of: message) ?? 0,
                                              content: AgoraSimPeerCodec.kindTag(message), isSealed: false,
                                              body: AgoraSimPeerCodec.payload(message)))
    }

    public static func presence(_ uid: UInt32, joinedAtMs: UInt64 = HostileWire.nowMs() + 60_000, fps: Int = 15,
                         token: String? = nil) -> AgoraSimPeerMessage {
        .presence(AgoraSimPeerPresence(uid: uid, isBroadcaster: true, publishesVideo: true, publishesAudio: false,
                                       width: 320, height: 240, fps: fps, joinedAtMs: joinedAtMs,
                                       connectionId: UInt64.random(in: 1...UInt64.max), token: token))
    }

    public static func dataMessage(_ uid: UInt32, _ text: String, sequence: UInt32 = 1) -> AgoraSimPeerMessage {
        .streamMessage(AgoraSimPeerStreamMessage(uid: uid, streamId: 1, sequence: sequence, ordered: false,
                                                 syncWithAudio: false, data: Array(text.utf8)))
    }

    public static func picture(_ uid: UInt32, sequence: UInt32) -> AgoraSimPeerMessage {
        let planes = [UInt8](repeating: 90, count: AgoraSimPeerPicture.planeBytes(lumaWidth: 4, lumaHeight: 3))
        return .videoFrame(AgoraSimPeerPicture(uid: uid, width: 320, height: 240, lumaWidth: 4, lumaHeight: 3, planes: planes,
                                               timestampMs: 0, sequence: sequence, sentAtMs: nowMs()))
    }
}
