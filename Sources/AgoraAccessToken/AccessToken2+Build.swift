extension AccessToken2 {
    /// Bytes before the signing info in the content: the signature as a string (uint16 length 32, 32 bytes).
    static let signatureFieldSize = 2 + HMACSHA256.size

    /// The signed, deflated, Base64 token: "007" + Base64(zlib(string(signature) ‖ signing_info)).
    public func build(appCertificate: String) throws(AccessToken2Error) -> String {
        Zlib.withDeflated(try content(appCertificate: appCertificate)) { Base64.encode($0, prefix: Self.version) }
    }

    /// The content before compression: string(signature) ‖ signing_info.
    func content(appCertificate: String) throws(AccessToken2Error) -> [UInt8] {
        guard Self.isValidCredential(appId) else { throw .invalidAppId }
        guard Self.isValidCredential(appCertificate) else { throw .invalidAppCertificate }
        guard !services.isEmpty else { throw .noService }
        var writer = ByteWriter(capacity: 256)
        writer.appendUInt16(UInt16(HMACSHA256.size))
        writer.appendZeros(HMACSHA256.size)
        try writeSigningInfo(to: &writer)
        writer.withUnsafeMutableBytes { content in
            TokenSigner.sign(appCertificate: appCertificate, issueTs: issueTs, salt: salt,
                             signingInfo: UnsafeRawBufferPointer(rebasing: content[Self.signatureFieldSize...]),
                             into: UnsafeMutableRawBufferPointer(rebasing: content[2..<Self.signatureFieldSize]))
        }
        return writer.bytes
    }

    /// signing_info = string(appId) ‖ uint32 issueTs ‖ uint32 expire ‖ uint32 salt ‖ uint16 service count ‖
    /// services sorted ascending by type (stable).
    func writeSigningInfo(to writer: inout ByteWriter) throws(AccessToken2Error) {
        try writer.appendString(appId, field: "appId")
        writer.appendUInt32(issueTs)
        writer.appendUInt32(expire)
        writer.appendUInt32(salt)
        try writer.appendCount(services.count, field: "services")
        for service in sortedServices { try service.write(to: &writer) }
    }

    /// Services ascending by type, keeping the given order among equal types.
    var sortedServices: [AccessToken2Service] {
        guard services.count > 1 else { return services }
        return services.enumerated()
            .sorted { ($0.element.type, $0.offset) < ($1.element.type, $1.offset) }
            .map(\.element)
    }
}
