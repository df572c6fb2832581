/// The SDK's Media Push URL rules: scheme rtmp:// or rtmps://, at most 1024 bytes, ASCII only with no spaces or
/// control characters, and a host. Anything else is refused at the call (-2).
enum SimRtmpUrlRules {
    static let maxBytes = 1024
    static let schemes = ["rtmp://", "rtmps://"]

    enum Problem: Sendable, Equatable {
        case empty
        case scheme
        case tooLong
        case notAscii
        case noHost
    }

    static func problem(in url: String) -> Problem? {
        if url.isEmpty { return .empty }
        if url.utf8.count > maxBytes { return .tooLong }
        if url.unicodeScalars.contains(where: { !$0.isASCII || $0.value <= 0x20 || $0.value == 0x7F }) { return .notAscii }
        guard let scheme = schemes.first(where: { url.lowercased().hasPrefix($0) }) else { return .scheme }
        let rest = url.dropFirst(scheme.count)
        if rest.isEmpty || rest.hasPrefix("/") { return .noHost }
        return nil
    }

    /// A CDN push URL names an application and a stream after the host (rtmp://host/app/stream); one without
    /// them passes the call's checks but the server answers formatNotSupported.
    static func hasStreamPath(_ url: String) -> Bool {
        guard let scheme = schemes.first(where: { url.lowercased().hasPrefix($0) }) else { return false }
        let parts = url.dropFirst(scheme.count).split(separator: "/", omittingEmptySubsequences: true)
        return parts.count >= 3
    }
}
