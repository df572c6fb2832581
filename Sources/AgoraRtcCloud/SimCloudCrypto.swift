import CCrypto

/// What the cloud seals and hashes with (OpenSSL libcrypto through CCrypto, loaded at the first call): a room's name
/// and key, and the envelopes sealed under that key. The engine's media encryption has its own (`SimCrypto`): the
/// two targets share the C shim, not a Swift type, so neither exports cryptography it does not mean to offer.
enum SimCloudCrypto {
    static let tagLength = 16
    static let nonceLength = 12

    enum OpenResult: Equatable {
        case plaintext([UInt8])
        /// Another key, another nonce, or bytes changed on the way.
        case authenticationFailed
        case failed
    }

    static func sha256(_ data: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        _ = cc_sha256(data, data.count, &digest)
        return digest
    }

    /// RFC 5869 with SHA-256; nil when libcrypto fails.
    static func hkdfSHA256(key: [UInt8], salt: [UInt8], info: [UInt8], length: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: length)
        return cc_hkdf_sha256(key, key.count, salt, salt.count, info, info.count, &out, length) == 1 ? out : nil
    }

    /// AES-GCM: the ciphertext, then its 16-byte tag; nil for a key or nonce of the wrong length.
    static func seal(_ plaintext: [UInt8], key: [UInt8], nonce: [UInt8], aad: [UInt8]) -> [UInt8]? {
        guard nonce.count == nonceLength else { return nil }
        var cipher = [UInt8](repeating: 0, count: plaintext.count)
        var tag = [UInt8](repeating: 0, count: tagLength)
        let ok = cipher.withUnsafeMutableBufferPointer { buffer in
            cc_aes_gcm_encrypt(key, key.count, nonce, aad, aad.count, plaintext, plaintext.count, buffer.baseAddress, &tag)
        }
        return ok == 1 ? cipher + tag : nil
    }

    /// Opens what `seal` made.
    static func open(_ sealed: [UInt8], key: [UInt8], nonce: [UInt8], aad: [UInt8]) -> OpenResult {
        guard nonce.count == nonceLength, sealed.count >= tagLength else { return .failed }
        let length = sealed.count - tagLength
        let tag = Array(sealed[length...])
        var plain = [UInt8](repeating: 0, count: length)
        let result = plain.withUnsafeMutableBufferPointer { buffer in
            cc_aes_gcm_decrypt(key, key.count, nonce, aad, aad.count, sealed, length, tag, buffer.baseAddress)
        }
        switch result {
        case 1: return .plaintext(plain)
        case 0: return .authenticationFailed
        default: return .failed
        }
    }
}
