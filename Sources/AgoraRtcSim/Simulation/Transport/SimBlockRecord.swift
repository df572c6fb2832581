import CCrypto

/// How a packet body travels under an untagged block mode (XTS, ECB). These modes neither pad nor authenticate, so
/// the sender encrypts a record that does both: length (2, little-endian) ‖ check (4) ‖ chunk ‖ zero padding to whole
/// 16-byte blocks, where the check is the first 4 bytes of SHA-256(header ‖ chunk). A receiver with another key
/// decrypts noise whose length or check does not hold, which the engine reports as a decryption failure like the
/// SDK does. The record layout is the simulation's choice; the SDK's packet format is not public.
enum SimBlockRecord {
    static let blockLength = 16
    static let prefixLength = 6

    static func seal(_ chunk: [UInt8], name: String, key: [UInt8], tweak: [UInt8]?, aad: [UInt8]) -> [UInt8]? {
        guard chunk.count <= Int(UInt16.max) else { return nil }
        var record = [UInt8(chunk.count & 0xFF), UInt8(chunk.count >> 8)] + check(aad, chunk) + chunk
        let blocks = max(1, (record.count + blockLength - 1) / blockLength)
        record += [UInt8](repeating: 0, count: blocks * blockLength - record.count)
        return crypt(record, name: name, encrypt: true, key: key, tweak: tweak)
    }

    static func open(_ sealed: [UInt8], name: String, key: [UInt8], tweak: [UInt8]?, aad: [UInt8]) -> SimCrypto.OpenResult {
        guard !sealed.isEmpty, sealed.count % blockLength == 0,
              let record = crypt(sealed, name: name, encrypt: false, key: key, tweak: tweak) else { return .failed }
        let length = Int(record[0]) | Int(record[1]) << 8
        guard prefixLength + length <= record.count else { return .authenticationFailed }
        let chunk = Array(record[prefixLength..<(prefixLength + length)])
        guard Array(record[2..<prefixLength]) == check(aad, chunk) else { return .authenticationFailed }
        return .plaintext(chunk)
    }

    private static func check(_ aad: [UInt8], _ chunk: [UInt8]) -> [UInt8] {
        Array(SimCrypto.sha256(aad + chunk).prefix(4))
    }

    /// One libcrypto call over whole blocks; nil when the cipher, key or length is refused.
    static func crypt(_ input: [UInt8], name: String, encrypt: Bool, key: [UInt8], tweak: [UInt8]?) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: input.count)
        let ok = out.withUnsafeMutableBufferPointer { buffer in
            cc_cipher_crypt(name, encrypt ? 1 : 0, key, key.count, tweak, input, input.count, buffer.baseAddress)
        }
        return ok == 1 ? out : nil
    }
}
