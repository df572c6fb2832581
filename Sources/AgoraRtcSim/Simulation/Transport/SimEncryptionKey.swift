import Foundation

/// Built-in encryption as one side of a call applies it: the mode and the AES key derived from the secret.
///
/// How the key is derived is the simulation's choice (the SDK's own derivation is not public):
/// - AES-128-GCM / AES-256-GCM: the first 16 / 32 bytes of SHA-256(secret as UTF-8);
/// - AES-128-GCM2 / AES-256-GCM2: HKDF-SHA256 (RFC 5869) with the secret as input keying material, the 32-byte
///   KDF salt as salt and the SDK's mode string ("aes-128-gcm-2"…) as info, 16 / 32 bytes long.
struct SimEncryptionKey: Sendable, Equatable {
    let mode: AgoraEncryptionMode
    let key: [UInt8]

    static let saltLength = 32

    /// `enableEncryption`'s checks, in order: a key is required (-2), the mode must be one the simulation
    /// implements (-4), and the GCM2 modes need a 32-byte salt that is not all zero (-2).
    static func derive(_ config: AgoraEncryptionConfig) -> Result<SimEncryptionKey, SimEncryptionRefusal> {
        guard let secret = config.encryptionKey, !secret.isEmpty else { return .failure(SimEncryptionRefusal(.invalidArgument)) }
        let mode = config.encryptionMode
        guard let length = mode.gcmKeyLength else { return .failure(SimEncryptionRefusal(.notSupported)) }
        let secretBytes = Array(secret.utf8)
        guard mode.needsSalt else {
            return .success(SimEncryptionKey(mode: mode, key: Array(SimCrypto.sha256(secretBytes).prefix(length))))
        }
        guard let salt = config.encryptionKdfSalt, salt.count == saltLength, salt.contains(where: { $0 != 0 }) else {
            return .failure(SimEncryptionRefusal(.invalidArgument))
        }
        guard let key = SimCrypto.hkdfSHA256(key: secretBytes, salt: Array(salt), info: Array(mode.modeString.utf8),
                                             length: length) else { return .failure(SimEncryptionRefusal(.failed)) }
        return .success(SimEncryptionKey(mode: mode, key: key))
    }
}
