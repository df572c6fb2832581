/// Everything the app remembers between runs: GlobalSettings, the KeyCenter values typed into the app, and
/// where the user was. Stored as JSON by `SettingsStore`.
public struct AppSettings: Equatable, Sendable, Codable {
    public var global = GlobalSettings()
    /// KeyCenter's App ID as saved in settings; `AGORA_APP_ID` overrides it.
    public var appId: String?
    /// KeyCenter's App Certificate as saved in settings; `AGORA_APP_CERTIFICATE` overrides it. Never logged.
    public var appCertificate: String?
    /// `en` or `zh-Hans`, the language last used.
    public var language: String?
    /// The case last opened, selected again at the next start.
    public var lastCaseId: String?

    public init() {}

    private enum CodingKeys: String, CodingKey { case global, appId, appCertificate, language, lastCaseId }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        global = try c.decodeIfPresent(GlobalSettings.self, forKey: .global) ?? GlobalSettings()
        appId = try c.decodeIfPresent(String.self, forKey: .appId)
        appCertificate = try c.decodeIfPresent(String.self, forKey: .appCertificate)
        language = try c.decodeIfPresent(String.self, forKey: .language)
        lastCaseId = try c.decodeIfPresent(String.self, forKey: .lastCaseId)
    }
}
