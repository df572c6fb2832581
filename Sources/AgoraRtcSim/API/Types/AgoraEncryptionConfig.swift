import Foundation

/// What `enableEncryption(_:encryptionConfig:)` takes. Every user in the channel needs the same mode, key and salt.
public struct AgoraEncryptionConfig: Sendable, Equatable {
    public var encryptionMode: AgoraEncryptionMode = .AES128GCM2
    /// Any length; 32 bytes (e.g. `openssl rand -hex 32`) recommended. nil or empty → -2.
    public var encryptionKey: String?
    /// Exactly 32 bytes and not all zero, for the GCM2 modes only (e.g. `openssl rand -base64 32`, decoded).
    public var encryptionKdfSalt: Data?
    /// Whether data streams are encrypted too (in the simulation, what crosses to other instances of the app).
    public var datastreamEncryptionEnabled = false

    public init(encryptionMode: AgoraEncryptionMode = .AES128GCM2, encryptionKey: String? = nil,
                encryptionKdfSalt: Data? = nil, datastreamEncryptionEnabled: Bool = false) {
        self.encryptionMode = encryptionMode
        self.encryptionKey = encryptionKey
        self.encryptionKdfSalt = encryptionKdfSalt
        self.datastreamEncryptionEnabled = datastreamEncryptionEnabled
    }
}
