/// A media message under built-in encryption (peer protocol kind 9): another message's payload sealed with the
/// sender's key in the sender's mode. Like a media packet's header, the uid, the mode and the kind of what is inside
/// travel in the clear (authenticated as associated data), so a receiver that cannot open it still knows whether it
/// lost media or a data stream, and says so as the SDK does (error 120 or 122).
public struct AgoraSimPeerSealed: Sendable, Equatable {
    public var uid: UInt32
    /// `AgoraEncryptionMode`'s raw value.
    public var mode: UInt8
    /// The peer protocol kind of the sealed message (a picture, a data-stream packet, metadata).
    public var content: UInt8
    /// `AgoraSimPeerCodec.sealedNonceBytes` bytes: AES-GCM's nonce, or the block modes' tweak.
    public var nonce: [UInt8]
    /// Ciphertext and tag (GCM), or the encrypted record (the block modes).
    public var sealed: [UInt8]

    public init(uid: UInt32, mode: UInt8, content: UInt8, nonce: [UInt8], sealed: [UInt8]) {
        self.uid = uid
        self.mode = mode
        self.content = content
        self.nonce = nonce
        self.sealed = sealed
    }
}
