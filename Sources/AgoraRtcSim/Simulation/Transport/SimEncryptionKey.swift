import Foundation

/// Built-in encryption as one side of a call applies it: the mode and the AES key derived from the secret.
///
/// How the key is derived is the simulation's choice (the SDK's own derivation is not public):
/// - AES-128-GCM / AES-256-GCM: the first 16 / 32 bytes of SHA-256(secret as UTF-8);
/// - AES-128-GCM2 / AES-256-GCM2: HKDF-SHA256 (RFC 5869) with the secret as input keying material, the 32-byte
///   KDF salt as salt and the SDK's mode string ("aes-128-gcm-2"…) as info, 16 / 32 bytes long;
/// - the XTS, ECB and SM4 modes (which take no salt): HKDF-SHA256 with no salt and the mode string as info, as long as
///   the cipher's key (32 / 64 bytes for the two keys of AES-128 / AES-256-XTS, 16 for AES-128-ECB and SM4-ECB).
struct SimEncryptionKey: Sendable, Equatable {
    let mode: AgoraEncryptionMode
    let key: [UInt8]

    static let saltLength = 32

    /// `enableEncryption`'s checks, in order: a key is required (-2), the mode must be one the local libcrypto can
    /// run (-4: SM4 when OpenSSL was built without it), and the GCM2 modes need a 32-byte salt that is not all
    /// zero (-2).
    static func derive(_ config: AgoraEncryptionConfig) -> Result<SimEncryptionKey, SimEncryptionRefusal> {
        guard let secret = config.encryptionKey, !secret.isEmpty else { return .failure(SimEncryptionRefusal(.invalidArgument)) }
        let mode = config.encryptionMode
        let cipher = SimCipher(mode)
        guard cipher.isAvailable else { return .failure(SimEncryptionRefusal(.notSupported)) }
        let length = cipher.keyLength
        let secretBytes = Array(secret.utf8)
        if case .block = cipher {
            guard let key = SimCrypto.hkdfSHA256(key: secretBytes, salt: [], info: Array(mode.modeString.utf8),
                                                 length: length) else { return .failure(SimEncryptionRefusal(.failed)) }
            return .success(SimEncryptionKey(mode: mode, key: key))
        }
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

extension SimEncryptionKey {
    /// Protects one packet body: AES-GCM's ciphertext and tag, or a block mode's record (`SimBlockRecord`). The
    /// nonce is the packet's SSRC and sequence (XTS's tweak, zero-extended to 16 bytes); the header is the AAD.
    func seal(_ chunk: [UInt8], nonce: [UInt8], aad: [UInt8]) -> [UInt8]? {
        switch SimCipher(mode) {
        case .gcm: SimCrypto.seal(chunk, key: key, nonce: nonce, aad: aad)
        case .block(let name, _, let tweaked):
            SimBlockRecord.seal(chunk, name: name, key: key, tweak: tweaked ? Self.tweak(nonce) : nil, aad: aad)
        }
    }

    func open(_ body: [UInt8], nonce: [UInt8], aad: [UInt8]) -> SimCrypto.OpenResult {
        switch SimCipher(mode) {
        case .gcm: SimCrypto.open(body, key: key, nonce: nonce, aad: aad)
        case .block(let name, _, let tweaked):
            SimBlockRecord.open(body, name: name, key: key, tweak: tweaked ? Self.tweak(nonce) : nil, aad: aad)
        }
    }

    private static func tweak(_ nonce: [UInt8]) -> [UInt8] {
        nonce + [UInt8](repeating: 0, count: max(0, SimBlockRecord.blockLength - nonce.count))
    }
}
