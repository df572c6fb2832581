/// The shape of an RTE URL as the form takes it: `rte://<App ID>/<channel>`, the token left to the app (it appends
/// `?token=…` itself). Whether the App ID, the channel name and the token are right is the player's answer
/// (FAILED with the SDK's error), as with the real service.
public enum RteUrlRule {
    public static let scheme = "rte://"
    /// Where the form's default puts the channel: a localized placeholder the user replaces.
    public static let placeholderKey = "rteUrl.liveChannelName"

    /// The form's starting URL: KeyCenter's App ID and the placeholder in `language`.
    public static func defaultUrl(appId: String, language: Language) -> String {
        scheme + appId + "/" + placeholder(language)
    }

    public static func placeholder(_ language: Language) -> String {
        "<" + L10n.shared.string(placeholderKey, language) + ">"
    }

    /// nil when valid, otherwise the localization key of the reason.
    public static func problem(in url: String) -> String? {
        if url.isEmpty { return "error.rteUrl.empty" }
        guard url.lowercased().hasPrefix(scheme) else { return "error.rteUrl.scheme" }
        let path = url.dropFirst(scheme.count)
        if path.contains("?") { return "error.rteUrl.query" }
        guard let slash = path.firstIndex(of: "/"), slash != path.startIndex else { return "error.rteUrl.appId" }
        let channel = path[path.index(after: slash)...]
        if channel.isEmpty || channel.contains("/") { return "error.rteUrl.channel" }
        if Language.allCases.contains(where: { placeholder($0) == channel }) { return "error.rteUrl.placeholder" }
        return nil
    }

    /// The channel part (the last path component, as the sample takes it); empty when there is none.
    public static func channel(in url: String) -> String {
        guard let slash = url.lastIndex(of: "/") else { return "" }
        return String(url[url.index(after: slash)...])
    }
}
