/// The original's GlobalSettings (resolution, frame rate, orientation, role) plus the simulation's own knobs.
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

    public init() {}

    public static let resolutions = ["90x90", "160x120", "320x240", "640x360", "960x540", "1280x720"]
    public static let frameRates = [10, 15, 24, 30, 60]
    public static let orientations = ["adaptative", "fixedLandscape", "fixedPortrait"]
    public static let roles = ["broadcaster", "audience"]
}
