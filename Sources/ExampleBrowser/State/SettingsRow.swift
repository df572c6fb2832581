import APIExample

/// One row of the settings screen: which value it edits, how, and under which heading.
public enum SettingsRow: String, CaseIterable, Sendable {
    case resolution, frameRate, orientation, role
    case appId, appCertificate, faceCaptureLicense
    case remoteUserCount, remoteBehavior, networkProfile, permission, tokenLatency, tokenFailureRate, tokenExpire, rtmpServer, videoFeatures, seed, cloud, sound, microphone
    case language, theme, borders, mouse

    public enum Kind: Equatable, Sendable {
        /// Cycled with ←/→; each value with its localization key.
        case choice([ChoiceOption])
        /// Typed after Enter; `secret` is shown masked.
        case text(secret: Bool)
    }

    public var section: String {
        switch self {
        case .resolution, .frameRate, .orientation, .role: "settings.section.video"
        case .appId, .appCertificate, .faceCaptureLicense: "settings.section.keys"
        case .remoteUserCount, .remoteBehavior, .networkProfile, .permission, .tokenLatency, .tokenFailureRate, .tokenExpire,
             .rtmpServer, .videoFeatures, .seed, .cloud, .sound, .microphone:
            "settings.section.simulation"
        case .language, .theme, .borders, .mouse: "settings.section.interface"
        }
    }

    public var labelKey: String { "settings." + rawValue }
    public var noteKey: String { "settings." + rawValue + ".note" }

    public var kind: Kind {
        switch self {
        case .resolution: .choice(ChoiceOptions.resolutions)
        case .frameRate: .choice(ChoiceOptions.frameRates)
        case .orientation: .choice(ChoiceOptions.orientations)
        case .role: .choice(ChoiceOptions.roles)
        // off, local, or a NATS server's URL, typed.
        case .appId, .seed, .cloud: .text(secret: false)
        case .appCertificate, .faceCaptureLicense: .text(secret: true)
        case .remoteUserCount: .choice((0...16).map { ChoiceOption(String($0), String($0)) })
        case .remoteBehavior: .choice(Self.options(GlobalSettings.remoteBehaviors, "behavior."))
        case .networkProfile: .choice(Self.options(GlobalSettings.networkProfiles, "network."))
        case .permission: .choice(Self.options(GlobalSettings.permissions, "permissionSetting."))
        case .tokenLatency: .choice([0, 100, 400, 1000, 3000, 12_000].map { ChoiceOption(String($0), "\($0) ms") })
        case .tokenFailureRate: .choice([0, 10, 25, 50, 100].map { ChoiceOption(String($0), "\($0)%") })
        case .tokenExpire: .choice([60, 120, 300, 900, 3600, 86_400].map { ChoiceOption(String($0), "\($0) s") })
        case .rtmpServer: .choice(Self.options(GlobalSettings.rtmpServers, "rtmpServer."))
        case .videoFeatures: .choice(Self.options(GlobalSettings.videoFeatureSets, "videoFeatures."))
        case .sound: .choice(Self.options(GlobalSettings.soundModes, "soundSetting."))
        case .microphone: .choice(Self.options(GlobalSettings.microphones, "microphoneSetting."))
        case .language: .choice([ChoiceOption("en", "English"), ChoiceOption("zh-Hans", "中文")])
        case .theme: .choice(Self.options(AppSettings.themes, "theme."))
        case .borders: .choice(Self.options(AppSettings.borderStyles, "borders."))
        case .mouse: .choice([ChoiceOption("on", "form.on"), ChoiceOption("off", "form.off")])
        }
    }

    private static func options(_ values: [String], _ prefix: String) -> [ChoiceOption] {
        values.map { ChoiceOption($0, prefix + $0) }
    }

    /// The row's value in `settings`, as text.
    public func value(in settings: AppSettings, language: Language) -> String {
        let global = settings.global
        switch self {
        case .resolution: return global.resolution
        case .frameRate: return String(global.frameRate)
        case .orientation: return global.orientation
        case .role: return global.role
        case .appId: return settings.appId ?? ""
        case .appCertificate: return settings.appCertificate ?? ""
        case .faceCaptureLicense: return settings.faceCaptureLicense ?? ""
        case .remoteUserCount: return String(global.remoteUserCount)
        case .remoteBehavior: return global.remoteBehavior
        case .networkProfile: return global.networkProfile
        case .permission: return global.permission
        case .tokenLatency: return String(global.tokenLatencyMs)
        case .tokenFailureRate: return String(global.tokenFailureRate)
        case .tokenExpire: return String(global.tokenExpireSeconds)
        case .rtmpServer: return global.rtmpServer
        case .videoFeatures: return global.videoFeatures
        case .cloud: return global.cloud
        case .sound: return global.sound
        case .microphone: return global.microphone
        case .seed: return String(global.seed)
        case .language: return language.rawValue
        case .theme: return settings.theme
        case .borders: return settings.borders
        case .mouse: return settings.mouse ? "on" : "off"
        }
    }

    /// Stores `value` (already validated) into `settings`.
    public func set(_ value: String, in settings: inout AppSettings) {
        switch self {
        case .resolution: settings.global.resolution = value
        case .frameRate: settings.global.frameRate = Int(value) ?? settings.global.frameRate
        case .orientation: settings.global.orientation = value
        case .role: settings.global.role = value
        case .appId: settings.appId = value.isEmpty ? nil : value
        case .appCertificate: settings.appCertificate = value.isEmpty ? nil : value
        case .faceCaptureLicense: settings.faceCaptureLicense = value.isEmpty ? nil : value
        case .remoteUserCount: settings.global.remoteUserCount = Int(value) ?? settings.global.remoteUserCount
        case .remoteBehavior: settings.global.remoteBehavior = value
        case .networkProfile: settings.global.networkProfile = value
        case .permission: settings.global.permission = value
        case .tokenLatency: settings.global.tokenLatencyMs = Int(value) ?? settings.global.tokenLatencyMs
        case .tokenFailureRate: settings.global.tokenFailureRate = Int(value) ?? settings.global.tokenFailureRate
        case .tokenExpire: settings.global.tokenExpireSeconds = Int(value) ?? settings.global.tokenExpireSeconds
        case .rtmpServer: settings.global.rtmpServer = value
        case .videoFeatures: settings.global.videoFeatures = value
        case .cloud: settings.global.cloud = value
        case .sound: settings.global.sound = value
        case .microphone: settings.global.microphone = value
        case .seed: settings.global.seed = UInt64(value) ?? settings.global.seed
        case .language: settings.language = value
        case .theme: settings.theme = value
        case .borders: settings.borders = value
        case .mouse: settings.mouse = value == "on"
        }
    }

    /// nil when `text` may be stored in a text row; otherwise the localization key of the problem.
    public func problem(with text: String) -> String? {
        switch self {
        // Empty means "use the built-in simulated App ID" / "no certificate (App-ID-only mode)".
        case .appId: text.isEmpty ? nil : KeyCenter.appIdProblem(text)
        case .appCertificate: text.isEmpty ? nil : KeyCenter.certificateProblem(text)
        case .seed: UInt64(text) == nil ? "settings.seed.error" : nil
        case .cloud:
            switch CloudMode.parse(text) {
            case .success: nil
            case .failure(.credentials): "settings.cloud.credentials"
            case .failure: "settings.cloud.invalid"
            }
        default: nil
        }
    }
}
