import AgoraAccessToken
import AgoraRtcSim
import Dispatch

/// The original's `NetworkManager.generateToken`, made honest: asynchronous like a web request, with the
/// simulated latency and failure rate from GlobalSettings, a timeout, and exactly one answer per request.
/// It signs real AccessToken2 tokens with KeyCenter's certificate; with no certificate it answers `nil`
/// (App-ID-only mode), as the original does.
@MainActor
public final class TokenProvider {
    /// A request with no answer by then fails with `.timedOut` instead of leaving the user waiting.
    public static let timeout = 10.0

    private let keyCenter: KeyCenter
    private let settings: GlobalSettings
    private let clock: any AgoraSimClock
    private let hop: @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void
    private var random: SeededRandom

    public init(context: SessionContext) {
        keyCenter = context.keyCenter
        settings = context.settings
        clock = context.clock
        hop = context.hop
        random = SeededRandom(seed: context.settings.seed ^ 0x746F_6B65_6E)
    }

    /// Whether requests will produce tokens (a certificate is configured).
    public var issuesTokens: Bool { keyCenter.hasCertificate }

    public func generateToken(_ request: TokenRequest,
                              completion: @escaping @MainActor @Sendable (Result<String?, TokenProviderError>) -> Void) {
        guard let certificate = keyCenter.appCertificate, !certificate.isEmpty else {
            hop { completion(.success(nil)) }
            return
        }
        let fails = Int.random(in: 0..<100, using: &random) < settings.tokenFailureRate
        let latency = Double(settings.tokenLatencyMs) / 1000
        let outcome: Result<String?, TokenProviderError>
        if latency >= Self.timeout {
            outcome = .failure(.timedOut)
        } else if fails {
            outcome = .failure(.serviceUnavailable)
        } else {
            outcome = build(request, certificate: certificate).map { Optional($0) }
        }
        let delay = min(latency, Self.timeout)
        let hop = self.hop
        clock.schedule(after: delay, on: DispatchQueue.global()) {
            hop { completion(outcome) }
        }
    }

    /// Builds now (at request time) so the token's issue time is when the service was asked.
    private func build(_ request: TokenRequest, certificate: String) -> Result<String, TokenProviderError> {
        if let key = KeyCenter.appIdProblem(keyCenter.appId) { return .failure(.invalidCredentials(key)) }
        if let key = KeyCenter.certificateProblem(certificate) { return .failure(.invalidCredentials(key)) }
        let expire = UInt32(settings.tokenExpireSeconds)
        let issueTs = UInt32(clamping: Int64(clock.unixNow))
        do {
            if let account = request.userAccount {
                return .success(try RtcTokenBuilder2.buildToken(
                    appId: keyCenter.appId, appCertificate: certificate, channelName: request.channelName,
                    account: account, role: .publisher, tokenExpire: expire, privilegeExpire: expire, issueTs: issueTs))
            }
            return .success(try RtcTokenBuilder2.buildToken(
                appId: keyCenter.appId, appCertificate: certificate, channelName: request.channelName,
                uid: UInt32(truncatingIfNeeded: request.uid), role: .publisher, tokenExpire: expire,
                privilegeExpire: expire, issueTs: issueTs))
        } catch {
            return .failure(.rejected)
        }
    }
}
