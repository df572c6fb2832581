import AgoraAccessToken
import CZlib
import Foundation
import FuzzSupport

/// `AccessToken2.parse`, fed two ways. An input that starts with "007" is token text, as a user pastes it to
/// `token --inspect`. Anything else is taken as the inflated content and wrapped into a token first: a mutation of
/// token text almost always breaks the Base64 or zlib's checksum, so without this the fuzzer would rarely get past
/// inflate to the field reader, which is where untrusted lengths and counts are read.
enum TokenFuzzing {
    /// The published vectors' credentials (Tests/AgoraAccessTokenTests/Resources), so seeds built from the vectors
    /// verify.
    static let appCertificate = "5CFd2fd1755d40ecb72977518be15d3b"
    static let otherCertificate = "00000000000000000000000000000000"

    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) -> Bool {
        let text = bytes.starts(with: Array(AccessToken2.version.utf8))
            ? String(decoding: bytes, as: UTF8.self)
            : wrap(content: bytes)
        let token: AccessToken2
        do {
            token = try AccessToken2.parse(text)
        } catch {
            return false
        }
        // Parsing is a pure function of the text.
        try FuzzInvariantFailure.check((try? AccessToken2.parse(text)) == token, "a second parse differs")
        let verifies = token.verifySignature(appCertificate: appCertificate)
        if verifies {
            try FuzzInvariantFailure.check(!token.verifySignature(appCertificate: otherCertificate),
                                           "verifies under two certificates")
        }
        try checkRebuild(token)
        return true
    }

    /// A token that parsed and has what `build` needs must survive build → parse unchanged, and the rebuilt one
    /// must verify with the certificate it was signed with.
    private static func checkRebuild(_ token: AccessToken2) throws(FuzzInvariantFailure) {
        guard AccessToken2.isValidCredential(token.appId), !token.services.isEmpty else { return }
        let rebuilt: String
        do {
            rebuilt = try token.build(appCertificate: appCertificate)
        } catch .fieldTooLong {
            // Invalid UTF-8 is read as U+FFFD, three bytes for each bad one: a field near the 64 KiB limit can
            // outgrow its length prefix when written back.
            return
        } catch {
            throw FuzzInvariantFailure("a parsed token with a valid app ID does not build: \(error)")
        }
        let reparsed: AccessToken2
        do {
            reparsed = try AccessToken2.parse(rebuilt)
        } catch {
            throw FuzzInvariantFailure("a rebuilt token does not parse: \(error)")
        }
        // build writes services sorted by type (stable), as Agora's builders do; parse keeps the order it reads.
        var expected = token
        expected.services = token.services.enumerated()
            .sorted { ($0.element.type, $0.offset) < ($1.element.type, $1.offset) }
            .map(\.element)
        try FuzzInvariantFailure.check(reparsed == expected, "build → parse changed the token")
        try FuzzInvariantFailure.check(reparsed.verifySignature(appCertificate: appCertificate),
                                       "a rebuilt token does not verify")
        try FuzzInvariantFailure.check(!reparsed.verifySignature(appCertificate: otherCertificate),
                                       "a rebuilt token verifies with another certificate")
    }

    /// "007" + Base64(zlib(content)), the token's envelope around `content`.
    static func wrap(content: [UInt8]) -> String {
        var length = cz_deflate_bound(content.count)
        var stream = [UInt8](repeating: 0, count: length)
        let status = content.withUnsafeBufferPointer { input in
            stream.withUnsafeMutableBufferPointer { output in
                cz_deflate(input.baseAddress, input.count, output.baseAddress, &length)
            }
        }
        // With a compressBound-sized buffer deflate fails only when it cannot allocate.
        precondition(status == CZ_OK, "zlib deflate failed (\(status))")
        return AccessToken2.version + Data(stream[..<length]).base64EncodedString()
    }
}
