import AgoraAccessToken
import APIExample
import Foundation

/// `apiexample token`: builds an AccessToken2 with KeyCenter's App ID and certificate (printing only the token),
/// or decodes one (`--inspect`) and, with a certificate configured, says whether its signature verifies.
/// The certificate itself is never printed.
public enum TokenCommand {
    public struct Output: Equatable, Sendable {
        public var stdout = ""
        public var stderr = ""
        public var exitCode: Int32 = 0
    }

    public static func run(_ options: TokenOptions, keyCenter: KeyCenter, unixNow: UInt32) -> Output {
        if let token = options.inspect {
            return inspect(token, keyCenter: keyCenter, unixNow: unixNow)
        }
        return build(options, keyCenter: keyCenter, unixNow: unixNow)
    }

    private static func build(_ options: TokenOptions, keyCenter: KeyCenter, unixNow: UInt32) -> Output {
        if let problem = KeyCenter.appIdProblem(keyCenter.appId) {
            return failure("App ID (\(keyCenter.appIdSource.rawValue)): " + Localizer(.en)(problem))
        }
        guard let certificate = keyCenter.appCertificate, !certificate.isEmpty else {
            return failure("no App Certificate: set AGORA_APP_CERTIFICATE or save one in the settings file")
        }
        if let problem = KeyCenter.certificateProblem(certificate) {
            return failure("App Certificate (\(keyCenter.certificateSource.rawValue)): " + Localizer(.en)(problem))
        }
        let role: RtcTokenBuilder2.Role = options.role == .publisher ? .publisher : .subscriber
        let privilegeExpire = options.privilegeExpire ?? options.expire
        do {
            let token: String
            if let account = options.account {
                token = try RtcTokenBuilder2.buildToken(
                    appId: keyCenter.appId, appCertificate: certificate, channelName: options.channel ?? "", account: account,
                    role: role, tokenExpire: options.expire, privilegeExpire: privilegeExpire, issueTs: unixNow)
            } else {
                token = try RtcTokenBuilder2.buildToken(
                    appId: keyCenter.appId, appCertificate: certificate, channelName: options.channel ?? "",
                    uid: options.uid ?? 0, role: role, tokenExpire: options.expire, privilegeExpire: privilegeExpire,
                    issueTs: unixNow)
            }
            return Output(stdout: token + "\n")
        } catch {
            return failure("cannot build the token: \(error)")
        }
    }

    private static func inspect(_ text: String, keyCenter: KeyCenter, unixNow: UInt32) -> Output {
        let token: AccessToken2
        do {
            token = try AccessToken2.parse(text.trimmingCharacters(in: .whitespacesAndNewlines))
        } catch {
            return failure("not a valid AccessToken2: " + describe(error))
        }
        var lines = TokenDescription.lines(token, unixNow: unixNow)
        var exitCode: Int32 = 0
        if let certificate = keyCenter.appCertificate, !certificate.isEmpty {
            if token.appId != keyCenter.appId {
                lines.append(row("signature", "not checked: the token is for another App ID than KeyCenter's"))
            } else if token.verifySignature(appCertificate: certificate) {
                lines.append(row("signature", "verified with KeyCenter's App Certificate"))
            } else {
                lines.append(row("signature", "DOES NOT VERIFY with KeyCenter's App Certificate"))
                exitCode = 1
            }
        } else {
            lines.append(row("signature", "not checked (no App Certificate configured)"))
        }
        return Output(stdout: lines.joined(separator: "\n") + "\n", exitCode: exitCode)
    }

    static func row(_ label: String, _ value: String) -> String {
        label.padding(toLength: 12, withPad: " ", startingAt: 0) + value
    }

    static func describe(_ error: AccessToken2Error) -> String {
        switch error {
        case .wrongVersion: "it does not start with the version 007"
        case .badBase64: "the text after 007 is not Base64"
        case .badCompression: "the decoded bytes are not zlib data"
        case .truncated: "the content ends in the middle of a field"
        case .unknownServiceType(let type): "unknown service type \(type)"
        case .oversizeField: "a field is longer than the data holding it"
        case .invalidAppId: "invalid App ID"
        case .invalidAppCertificate: "invalid App Certificate"
        case .noService: "no service"
        case .fieldTooLong(let field): "\(field) is too long"
        }
    }

    private static func failure(_ message: String) -> Output {
        Output(stderr: "apiexample token: " + message + "\n", exitCode: 1)
    }
}
