/// One data-stream packet on the wire (peer protocol kind 7): what `sendStreamMessage` put on one of the sender's
/// streams, numbered per stream so the receiver can tell a gap (and hold an ordered stream behind it).
public struct AgoraSimPeerStreamMessage: Sendable, Equatable {
    public var uid: UInt32
    /// The sender's stream id (ids are per sender).
    public var streamId: UInt16
    /// 1 for the stream's first packet, then one more per packet sent.
    public var sequence: UInt32
    public var ordered: Bool
    public var syncWithAudio: Bool
    /// 1…1024 bytes (the SDK refuses empty and larger messages at the sender; the decoder refuses them here).
    public var data: [UInt8]

    public init(uid: UInt32, streamId: UInt16, sequence: UInt32, ordered: Bool, syncWithAudio: Bool, data: [UInt8]) {
        self.uid = uid
        self.streamId = streamId
        self.sequence = sequence
        self.ordered = ordered
        self.syncWithAudio = syncWithAudio
        self.data = data
    }
}
