@testable import AgoraAccessToken

/// Opens a token down to its inflated content and closes edited content back into a token, for malformed-input
/// tests.
enum TokenSurgery {
    static func content(of token: String) throws -> [UInt8] {
        guard token.hasPrefix("007"), let compressed = Base64.decode(token.utf8.dropFirst(3)) else {
            throw AccessToken2Error.badBase64
        }
        return try Zlib.inflate(compressed, limit: AccessToken2.maxContentSize)
    }

    static func token(content: [UInt8]) -> String {
        Base64.encode(Zlib.deflate(content), prefix: "007")
    }

    /// The parse error for `content`, or nil when it parses.
    static func parseError(content: [UInt8]) -> AccessToken2Error? {
        parseError(token(content: content))
    }

    static func parseError(_ token: String) -> AccessToken2Error? {
        do {
            _ = try AccessToken2.parse(token)
            return nil
        } catch {
            return error
        }
    }
}
