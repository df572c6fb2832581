/// Everything the app remembers between runs: GlobalSettings, the KeyCenter values typed into the app, and
/// where the user was. Stored as JSON by `SettingsStore`.
public struct AppSettings: Equatable, Sendable, Codable {
    public var global = GlobalSettings()
    /// KeyCenter's App ID as saved in settings; `AGORA_APP_ID` overrides it.
    public var appId: String?
    /// KeyCenter's App Certificate as saved in settings; `AGORA_APP_CERTIFICATE` overrides it. Never logged.
    public var appCertificate: String?
    /// KeyCenter's face capture licence as saved in settings; `AGORA_FACE_CAPTURE_LICENSE` overrides it. Never logged.
    public var faceCaptureLicense: String?
    /// `en` or `zh-Hans`, the language last used.
    public var language: String?
    /// The case last opened, selected again at the next start.
    public var lastCaseId: String?
    /// auto (colour unless NO_COLOR or a colourless terminal) | color | mono.
    public var theme = "auto"
    /// auto (what the terminal and locale can draw) | unicode | ascii.
    public var borders = "auto"
    /// Mouse clicks and the wheel; off leaves the terminal's own text selection alone.
    public var mouse = true

    public static let themes = ["auto", "color", "mono"]
    public static let borderStyles = ["auto", "unicode", "ascii"]

    public init() {}

    private enum CodingKeys: String, CodingKey {
        case global, appId, appCertificate, faceCaptureLicense, language, lastCaseId, theme, borders, mouse
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        global = try c.decodeIfPresent(GlobalSettings.self, forKey: .global) ?? GlobalSettings()
        appId = try c.decodeIfPresent(String.self, forKey: .appId)
        appCertificate = try c.decodeIfPresent(String.self, forKey: .appCertificate)
        faceCaptureLicense = try c.decodeIfPresent(String.self, forKey: .faceCaptureLicense)
        language = try c.decodeIfPresent(String.self, forKey: .language)
        lastCaseId = try c.decodeIfPresent(String.self, forKey: .lastCaseId)
        if let value = try c.decodeIfPresent(String.self, forKey: .theme), Self.themes.contains(value) { theme = value }
        if let value = try c.decodeIfPresent(String.self, forKey: .borders), Self.borderStyles.contains(value) { borders = value }
        mouse = try c.decodeIfPresent(Bool.self, forKey: .mouse) ?? true
    }
}
