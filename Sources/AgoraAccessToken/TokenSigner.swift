/// The AccessToken2 signature. The key derivation runs "backwards": each packed integer is the HMAC key and the
/// secret is the message.
///
/// k1 = HMAC(key: uint32LE(issueTs), message: certificate ASCII); k2 = HMAC(key: uint32LE(salt), message: k1);
/// signature = HMAC(key: k2, message: signing_info).
enum TokenSigner {
    /// Writes the 32-byte signature of `signingInfo` to `out`.
    static func sign(appCertificate: String, issueTs: UInt32, salt: UInt32, signingInfo: UnsafeRawBufferPointer,
                     into out: UnsafeMutableRawBufferPointer) {
        withUnsafeTemporaryAllocation(byteCount: 2 * HMACSHA256.size, alignment: 1) { keys in
            let k1 = UnsafeMutableRawBufferPointer(rebasing: keys[0..<HMACSHA256.size])
            let k2 = UnsafeMutableRawBufferPointer(rebasing: keys[HMACSHA256.size...])
            deriveKeys(appCertificate: appCertificate, issueTs: issueTs, salt: salt, k1: k1, k2: k2)
            HMACSHA256.authenticate(key: UnsafeRawBufferPointer(k2), message: signingInfo, into: out)
        }
    }

    static func deriveKeys(appCertificate: String, issueTs: UInt32, salt: UInt32,
                           k1: UnsafeMutableRawBufferPointer, k2: UnsafeMutableRawBufferPointer) {
        var certificate = appCertificate
        certificate.withUTF8 { certificate in
            withUnsafeBytes(of: issueTs.littleEndian) { key in
                HMACSHA256.authenticate(key: key, message: UnsafeRawBufferPointer(certificate), into: k1)
            }
        }
        withUnsafeBytes(of: salt.littleEndian) { key in
            HMACSHA256.authenticate(key: key, message: UnsafeRawBufferPointer(k1), into: k2)
        }
    }

    /// The intermediate keys k1 and k2 (for tests against published intermediates).
    static func signingKeys(appCertificate: String, issueTs: UInt32, salt: UInt32) -> (k1: [UInt8], k2: [UInt8]) {
        var k1 = [UInt8](repeating: 0, count: HMACSHA256.size)
        var k2 = k1
        k1.withUnsafeMutableBytes { k1 in
            k2.withUnsafeMutableBytes { k2 in
                deriveKeys(appCertificate: appCertificate, issueTs: issueTs, salt: salt, k1: k1, k2: k2)
            }
        }
        return (k1, k2)
    }

    /// The 32-byte signature of `signingInfo`.
    static func signature(appCertificate: String, issueTs: UInt32, salt: UInt32,
                          signingInfo: some Collection<UInt8>) -> [UInt8] {
        let info = Array(signingInfo)
        return [UInt8](unsafeUninitializedCapacity: HMACSHA256.size) { out, initialized in
            info.withUnsafeBytes { info in
                sign(appCertificate: appCertificate, issueTs: issueTs, salt: salt, signingInfo: info,
                     into: UnsafeMutableRawBufferPointer(out))
            }
            initialized = HMACSHA256.size
        }
    }
}
