/// What every message a peer says for a user travels in (peer protocol kind 10, issue 30): who says it (a random id
/// the sending member drew, bound by the receivers to the uids its presence announced), its place in that sender's
/// sequence and its send time (an old message played again is refused), and the user and kind it speaks for, all in
/// the clear so the local relay can check them without opening anything. With an App Certificate the body is
/// AES-GCM-sealed under the room's key with this header as associated data: nobody without the certificate reads,
/// forges or alters it. Without one the body is the message's plain payload.
public struct AgoraSimPeerEnvelope: Sendable, Equatable {
    public var sender: UInt64
    public var sequence: UInt32
    /// The sender's wall clock (Unix ms) when it sent the message.
    public var sentAtMs: UInt64
    /// The user the message is about (its presence, leave or media).
    public var uid: UInt32
    /// The peer protocol kind of the message inside.
    public var content: UInt8
    public var isSealed: Bool
    /// The message's payload, or (sealed) its ciphertext and tag.
    public var body: [UInt8]

    public init(sender: UInt64, sequence: UInt32, sentAtMs: UInt64, uid: UInt32, content: UInt8, isSealed: Bool,
                body: [UInt8]) {
        self.sender = sender
        self.sequence = sequence
        self.sentAtMs = sentAtMs
        self.uid = uid
        self.content = content
        self.isSealed = isSealed
        self.body = body
    }
}
