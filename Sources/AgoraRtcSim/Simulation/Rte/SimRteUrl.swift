import Foundation

/// An `rte://<appId>/<channel>?token=…` URL taken apart. The channel is the last path component, as the sample
/// takes it; the token is percent-decoded (the sample escapes `+` and `/` too).
struct SimRteUrl: Equatable, Sendable {
    static let scheme = "rte://"

    let appId: String
    let channel: String
    let token: String?

    /// nil when `url` is not an rte:// URL with an App ID and a channel.
    init?(_ url: String) {
        guard url.lowercased().hasPrefix(Self.scheme) else { return nil }
        let rest = url.dropFirst(Self.scheme.count)
        let (path, query) = Self.split(rest, at: "?")
        let (appId, channel) = Self.split(path, at: "/")
        guard !appId.isEmpty, let channel, !channel.isEmpty, !channel.contains("/") else { return nil }
        self.appId = String(appId)
        self.channel = String(channel)
        var token: String?
        for pair in (query ?? "").split(separator: "&") {
            let (key, value) = Self.split(pair, at: "=")
            if key == "token", let value { token = String(value).removingPercentEncoding ?? String(value) }
        }
        self.token = token
    }

    /// What the trace shows: the App ID and the token masked like every credential, the rest as given.
    static func redacted(_ url: String) -> String {
        guard url.lowercased().hasPrefix(scheme) else { return url }
        let rest = url.dropFirst(scheme.count)
        let (path, query) = split(rest, at: "?")
        let (_, channel) = split(path, at: "/")
        var text = scheme + "<appId>" + (channel.map { "/" + $0 } ?? "")
        if let query {
            let pairs = query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
                let (key, value) = split(pair, at: "=")
                return key == "token" && value != nil ? "token=<token>" : String(pair)
            }
            text += "?" + pairs.joined(separator: "&")
        }
        return text
    }

    private static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (text[..<index], text[text.index(after: index)...])
    }
}
