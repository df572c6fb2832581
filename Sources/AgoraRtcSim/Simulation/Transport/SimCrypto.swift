import CCrypto
import Foundation

/// Real cryptography for built-in stream encryption, over OpenSSL libcrypto (CCrypto). The cloud target seals its
/// envelopes and hashes its room names with it too: `package`, so the two share it without offering it to apps.
package enum SimCrypto {
    package static let tagLength = 16
    package static let nonceLength = 12

    package enum OpenResult: Equatable {
        case plaintext([UInt8])
        /// The tag did not authenticate the data: another key (or nonce, or tampering).
        case authenticationFailed
        case failed
    }

    package static func sha256(_ data: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        _ = cc_sha256(data, data.count, &digest)
        return digest
    }

    /// HKDF-SHA256 (RFC 5869); nil on failure.
    package static func hkdfSHA256(key: [UInt8], salt: [UInt8], info: [UInt8], length: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: length)
        return cc_hkdf_sha256(key, key.count, salt, salt.count, info, info.count, &out, length) == 1 ? out : nil
    }

    /// AES-GCM seal: ciphertext followed by the 16-byte tag; nil for a bad key or nonce length.
    package static func seal(_ plaintext: [UInt8], key: [UInt8], nonce: [UInt8], aad: [UInt8] = []) -> [UInt8]? {
        guard nonce.count == nonceLength else { return nil }
        var out = [UInt8](repeating: 0, count: plaintext.count + tagLength)
        var tag = [UInt8](repeating: 0, count: tagLength)
        let ok = out.withUnsafeMutableBufferPointer { buffer in
            cc_aes_gcm_encrypt(key, key.count, nonce, aad, aad.count, plaintext, plaintext.count, buffer.baseAddress, &tag)
        }
        guard ok == 1 else { return nil }
        out.replaceSubrange(plaintext.count..., with: tag)
        return out
    }

    /// AES-GCM open of `seal`'s output.
    package static func open(_ sealed: [UInt8], key: [UInt8], nonce: [UInt8], aad: [UInt8] = []) -> OpenResult {
        guard nonce.count == nonceLength, sealed.count >= tagLength else { return .failed }
        let length = sealed.count - tagLength
        let tag = Array(sealed[length...])
        var out = [UInt8](repeating: 0, count: length)
        let result = out.withUnsafeMutableBufferPointer { buffer in
            cc_aes_gcm_decrypt(key, key.count, nonce, aad, aad.count, sealed, length, tag, buffer.baseAddress)
        }
        switch result {
        case 1: return .plaintext(out)
        case 0: return .authenticationFailed
        default: return .failed
        }
    }
}
