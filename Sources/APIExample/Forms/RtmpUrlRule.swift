/// The SDK's Media Push URL rule, checked in the form before the engine checks it again (-2): rtmp:// or
/// rtmps://, a host, at most 1024 bytes, ASCII without spaces or control characters.
public enum RtmpUrlRule {
    public static let maxBytes = 1024
    public static let defaultUrl = "rtmp://push.webdemo.agoraio.cn/lbhd/test"

    /// nil when valid, otherwise the localization key of the reason.
    public static func problem(in url: String) -> String? {
        if url.isEmpty { return "error.rtmpUrl.empty" }
        if url.utf8.count > maxBytes { return "error.rtmpUrl.tooLong" }
        if url.unicodeScalars.contains(where: { !$0.isASCII || $0.value <= 0x20 || $0.value == 0x7F }) {
            return "error.rtmpUrl.characters"
        }
        let lower = url.lowercased()
        guard let scheme = ["rtmp://", "rtmps://"].first(where: { lower.hasPrefix($0) }) else { return "error.rtmpUrl.scheme" }
        let rest = url.dropFirst(scheme.count)
        if rest.isEmpty || rest.hasPrefix("/") { return "error.rtmpUrl.host" }
        return nil
    }
}
