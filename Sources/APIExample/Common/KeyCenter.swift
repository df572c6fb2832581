import Foundation

/// The project's App ID and App Certificate, as in the original's KeyCenter. Out of the box a simulated App ID
/// and no certificate let every case join without a token. Values come from the settings file, overridden by
/// `AGORA_APP_ID` / `AGORA_APP_CERTIFICATE`; certificates are never taken from the command line (they would
/// show in `ps`) and never written to any log — only `masked` forms are shown.
public struct KeyCenter: Equatable, Sendable {
    public static let simulatedAppId = "0123456789abcdef0123456789abcdef"

    public enum Source: String, Sendable { case builtIn, settings, environment }

    public var appId: String
    /// nil or empty: App-ID-only mode, joins use no token.
    public var appCertificate: String?
    public var appIdSource: Source
    public var certificateSource: Source
    /// The FaceCapture case's licence for the face capture extension (the original's KeyCenter.FaceCaptureLicense);
    /// nil or empty: none. From the settings file, overridden by `AGORA_FACE_CAPTURE_LICENSE`; never logged.
    public var faceCaptureLicense: String?

    public init(appId: String = KeyCenter.simulatedAppId, appCertificate: String? = nil,
                appIdSource: Source = .builtIn, certificateSource: Source = .builtIn) {
        self.appId = appId
        self.appCertificate = appCertificate
        self.appIdSource = appIdSource
        self.certificateSource = certificateSource
    }

    /// Environment first, then the settings file, then the built-in simulated App ID.
    public static func resolve(environment: EnvironmentVariables, settings: AppSettings = AppSettings()) -> KeyCenter {
        var keys = KeyCenter()
        if let id = nonEmpty(environment["AGORA_APP_ID"]) {
            keys.appId = id
            keys.appIdSource = .environment
        } else if let id = nonEmpty(settings.appId) {
            keys.appId = id
            keys.appIdSource = .settings
        }
        if let certificate = nonEmpty(environment["AGORA_APP_CERTIFICATE"]) {
            keys.appCertificate = certificate
            keys.certificateSource = .environment
        } else if let certificate = nonEmpty(settings.appCertificate) {
            keys.appCertificate = certificate
            keys.certificateSource = .settings
        }
        keys.faceCaptureLicense = nonEmpty(environment["AGORA_FACE_CAPTURE_LICENSE"]) ?? nonEmpty(settings.faceCaptureLicense)
        return keys
    }

    public static func fromEnvironment(_ environment: EnvironmentVariables) -> KeyCenter {
        resolve(environment: environment)
    }

    public var hasCertificate: Bool { !(appCertificate ?? "").isEmpty }

    /// Localization keys of what is wrong with the configured values (empty when both are usable).
    public var problems: [String] {
        var found: [String] = []
        if let key = Self.appIdProblem(appId) { found.append(key) }
        if let certificate = appCertificate, !certificate.isEmpty, let key = Self.certificateProblem(certificate) {
            found.append(key)
        }
        return found
    }

    /// An App ID is 32 hexadecimal characters.
    public static func appIdProblem(_ value: String) -> String? {
        if value.isEmpty { return "error.appId.empty" }
        return isCredential(value) ? nil : "error.appId.format"
    }

    /// An App Certificate is 32 hexadecimal characters too.
    public static func certificateProblem(_ value: String) -> String? {
        if value.isEmpty { return "error.certificate.empty" }
        return isCredential(value) ? nil : "error.certificate.format"
    }

    public static func isCredential(_ value: String) -> Bool {
        value.utf8.count == 32 && value.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
        }
    }

    /// What the screens show for a certificate: never more than its last four characters.
    public static func masked(_ certificate: String?) -> String {
        guard let certificate, !certificate.isEmpty else { return "" }
        return "****" + String(certificate.suffix(min(4, certificate.count / 4)))
    }

    public var maskedCertificate: String { Self.masked(appCertificate) }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }
}
