/// Why an AccessToken2 could not be built or parsed. Every malformed input maps to exactly one case.
public enum AccessToken2Error: Error, Equatable, Sendable {
    // Building
    /// The app ID is not exactly 32 hexadecimal characters.
    case invalidAppId
    /// The app certificate is not exactly 32 hexadecimal characters.
    case invalidAppCertificate
    /// The token has no service.
    case noService
    /// A string, bytes or count field does not fit its 16-bit length prefix; carries the field's name.
    case fieldTooLong(String)

    // Parsing
    /// The token does not start with "007".
    case wrongVersion
    /// The text after the version is not standard, padded Base64.
    case badBase64
    /// The decoded bytes are not exactly one zlib stream.
    case badCompression
    /// The content ended in the middle of a fixed-size field or a length prefix.
    case truncated
    /// A service type this codec does not know.
    case unknownServiceType(UInt16)
    /// A length prefix larger than the bytes left, or content that inflates beyond `AccessToken2.maxContentSize`.
    case oversizeField
}
