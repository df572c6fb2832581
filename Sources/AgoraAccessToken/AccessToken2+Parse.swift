extension AccessToken2 {
    /// Reads a "007" token. Never traps: every malformed input is one of the parsing errors. Unknown service types
    /// throw `.unknownServiceType`; bytes after the last service are kept in the signing info (and so verified)
    /// but otherwise ignored.
    public static func parse(_ token: String) throws(AccessToken2Error) -> AccessToken2 {
        let text = token.utf8
        guard text.starts(with: version.utf8) else { throw .wrongVersion }
        guard let compressed = Base64.decode(text.dropFirst(version.utf8.count)) else { throw .badBase64 }
        var reader = ByteReader(try Zlib.inflate(compressed, limit: maxContentSize))
        let signature = Array(try reader.readBytes())
        let signingInfo = Array(reader.bytes[reader.offset...])

        let appId = try reader.readString()
        let issueTs = try reader.readUInt32()
        let expire = try reader.readUInt32()
        let salt = try reader.readUInt32()
        let count = Int(try reader.readUInt16())
        var services: [AccessToken2Service] = []
        services.reserveCapacity(min(count, reader.remaining / 4))
        for _ in 0..<count {
            let type = try reader.readUInt16()
            services.append(try AccessToken2Service.read(type: type, from: &reader))
        }

        var result = AccessToken2(appId: appId, issueTs: issueTs, expire: expire, salt: salt, services: services)
        result.parsed = ParsedContent(signature: signature, signingInfo: signingInfo, appId: appId, issueTs: issueTs,
                                      expire: expire, salt: salt, services: services)
        return result
    }

    /// True when this token came from `parse`, its fields are unchanged since, its app ID and `appCertificate` are
    /// valid credentials, and the stored signature matches the one recomputed over the raw signing info
    /// (compared in constant time).
    public func verifySignature(appCertificate: String) -> Bool {
        guard let parsed, parsed.matches(self) else { return false }
        guard Self.isValidCredential(appId), Self.isValidCredential(appCertificate) else { return false }
        return withUnsafeTemporaryAllocation(byteCount: HMACSHA256.size, alignment: 1) { expected in
            parsed.signingInfo.withUnsafeBytes { signingInfo in
                TokenSigner.sign(appCertificate: appCertificate, issueTs: parsed.issueTs, salt: parsed.salt,
                                 signingInfo: signingInfo, into: expected)
            }
            return parsed.signature.withUnsafeBytes { stored in
                HMACSHA256.constantTimeEqual(UnsafeRawBufferPointer(expected), stored)
            }
        }
    }
}
