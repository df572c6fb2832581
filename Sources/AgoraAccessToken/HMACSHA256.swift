import CCrypto

/// HMAC-SHA256 and constant-time comparison through OpenSSL libcrypto.
enum HMACSHA256 {
    static let size = 32

    /// Writes the MAC of `message` under `key` to the first 32 bytes of `out`.
    static func authenticate(key: UnsafeRawBufferPointer, message: UnsafeRawBufferPointer,
                             into out: UnsafeMutableRawBufferPointer) {
        precondition(out.count >= size, "HMAC-SHA256 needs 32 bytes of output")
        let ok = cc_hmac_sha256(key.baseAddress, key.count, message.baseAddress, message.count,
                                out.baseAddress?.assumingMemoryBound(to: UInt8.self))
        // Fails only when OpenSSL cannot allocate or has no SHA-256, neither of which a caller can handle.
        precondition(ok == 1, "OpenSSL HMAC-SHA256 failed")
    }

    /// True when `a` and `b` have the same length and bytes; the time taken depends only on the length.
    static func constantTimeEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        guard let aBase = a.baseAddress, let bBase = b.baseAddress else { return true }
        return cc_equal_constant_time(aBase, bBase, a.count) == 1
    }
}
