/// The original's GlobalSettings (resolution, frame rate, orientation, role) plus the simulation's own knobs.
/// Persisted by `SettingsStore`; a key missing from an older file keeps its default.
public struct GlobalSettings: Equatable, Sendable {
    public var resolution = "960x540"
    public var frameRate = 15
    public var orientation = "adaptative"
    public var role = "broadcaster"
    /// How many simulated remote users share each channel.
    public var remoteUserCount = 3
    /// steady | churn | mixed (see AgoraSimRemoteBehavior).
    public var remoteBehavior = "steady"
    /// good | lossy | poor | intermittent (see AgoraSimNetworkProfile).
    public var networkProfile = "good"
    public var seed: UInt64 = 2024
    /// What the simulated OS answers when a case asks for camera and microphone: granted | denied | ask.
    public var permission = "granted"
    /// The simulated token service (the original's NetworkManager): how long a request takes…
    public var tokenLatencyMs = 400
    /// …how often it fails (percent)…
    public var tokenFailureRate = 0
    /// …and how long the tokens it issues live (seconds; privileges expire with them).
    public var tokenExpireSeconds = 900
    /// How the simulated CDN answers Media Push: accept | invalidAppId | notAuthorized | streamNotFound |
    /// dropRecover | dropFail (see AgoraSimRtmpServer).
    public var rtmpServer = "accept"
    /// Which video pre-processing features the simulated device can run (`isFeatureAvailable(onDevice:)`):
    /// all | noBeauty | noVirtualBackground | none.
    public var videoFeatures = "all"
    /// Whether the browser's sessions meet other instances of the app (issue 18): local | off | a nats:// or tls://
    /// URL (`CloudMode`). `--cloud` and `APIEXAMPLE_CLOUD` override it; headless runs are off unless they say so.
    public var cloud = CloudMode.local.rawValue
    /// Whether sessions are heard through the desktop's sound server: auto | on | off (`SoundMode`). `--sound` and
    /// `APIEXAMPLE_SOUND` override it; headless runs are silent unless they say so, virtual time always is.
    public var sound = SoundMode.auto.rawValue
    /// Where the local user's voice comes from: simulated (the engine's voice) | system (the sound server's default
    /// input, once the permission step allowed it).
    public var microphone = "simulated"

    public init() {}

    public static let resolutions = ["90x90", "160x120", "320x240", "640x360", "960x540", "1280x720"]
    public static let frameRates = [10, 15, 24, 30, 60]
    public static let orientations = ["adaptative", "fixedLandscape", "fixedPortrait"]
    public static let roles = ["broadcaster", "audience"]
    public static let permissions = ["granted", "denied", "ask"]
    public static let networkProfiles = ["good", "lossy", "poor", "intermittent"]
    public static let remoteBehaviors = ["steady", "churn", "mixed"]
    public static let rtmpServers = ["accept", "invalidAppId", "notAuthorized", "streamNotFound", "dropRecover", "dropFail"]
    public static let videoFeatureSets = ["all", "noBeauty", "noVirtualBackground", "none"]
    public static let cloudModes = CloudMode.named.map(\.rawValue)
    public static let soundModes = SoundMode.allCases.map(\.rawValue)
    public static let microphones = ["simulated", "system"]
    /// A token must outlive the 30 s warning before expiry, and the service issues at most 24 h.
    public static let tokenExpireRange = 60...86_400
    public static let tokenLatencyRange = 0...30_000
    public static let tokenFailureRange = 0...100
}

extension GlobalSettings: Codable {
    private enum CodingKeys: String, CodingKey {
        case resolution, frameRate, orientation, role, remoteUserCount, remoteBehavior, networkProfile, seed
        case permission, tokenLatencyMs, tokenFailureRate, tokenExpireSeconds, rtmpServer, videoFeatures, cloud
        case sound, microphone
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        // Values outside what the app offers fall back to the default instead of reaching the engine.
        func pick(_ key: CodingKeys, _ allowed: [String], _ value: inout String) throws {
            if let found = try c.decodeIfPresent(String.self, forKey: key), allowed.contains(found) { value = found }
        }
        func pick(_ key: CodingKeys, _ allowed: ClosedRange<Int>, _ value: inout Int) throws {
            if let found = try c.decodeIfPresent(Int.self, forKey: key), allowed.contains(found) { value = found }
        }
        try pick(.resolution, Self.resolutions, &resolution)
        if let found = try c.decodeIfPresent(Int.self, forKey: .frameRate), Self.frameRates.contains(found) { frameRate = found }
        try pick(.orientation, Self.orientations, &orientation)
        try pick(.role, Self.roles, &role)
        try pick(.remoteUserCount, 0...16, &remoteUserCount)
        try pick(.remoteBehavior, Self.remoteBehaviors, &remoteBehavior)
        try pick(.networkProfile, Self.networkProfiles, &networkProfile)
        seed = try c.decodeIfPresent(UInt64.self, forKey: .seed) ?? seed
        try pick(.permission, Self.permissions, &permission)
        try pick(.tokenLatencyMs, Self.tokenLatencyRange, &tokenLatencyMs)
        try pick(.tokenFailureRate, Self.tokenFailureRange, &tokenFailureRate)
        try pick(.tokenExpireSeconds, Self.tokenExpireRange, &tokenExpireSeconds)
        try pick(.rtmpServer, Self.rtmpServers, &rtmpServer)
        try pick(.videoFeatures, Self.videoFeatureSets, &videoFeatures)
        if let found = try c.decodeIfPresent(String.self, forKey: .cloud), case .success = CloudMode.parse(found) { cloud = found }
        try pick(.sound, Self.soundModes, &sound)
        try pick(.microphone, Self.microphones, &microphone)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(resolution, forKey: .resolution)
        try c.encode(frameRate, forKey: .frameRate)
        try c.encode(orientation, forKey: .orientation)
        try c.encode(role, forKey: .role)
        try c.encode(remoteUserCount, forKey: .remoteUserCount)
        try c.encode(remoteBehavior, forKey: .remoteBehavior)
        try c.encode(networkProfile, forKey: .networkProfile)
        try c.encode(seed, forKey: .seed)
        try c.encode(permission, forKey: .permission)
        try c.encode(tokenLatencyMs, forKey: .tokenLatencyMs)
        try c.encode(tokenFailureRate, forKey: .tokenFailureRate)
        try c.encode(tokenExpireSeconds, forKey: .tokenExpireSeconds)
        try c.encode(rtmpServer, forKey: .rtmpServer)
        try c.encode(videoFeatures, forKey: .videoFeatures)
        try c.encode(cloud, forKey: .cloud)
        try c.encode(sound, forKey: .sound)
        try c.encode(microphone, forKey: .microphone)
    }
}
