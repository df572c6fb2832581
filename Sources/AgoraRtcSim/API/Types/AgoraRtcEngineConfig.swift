public struct AgoraRtcEngineConfig: Sendable {
    public var appId: String?
    public var channelProfile: AgoraChannelProfile
    public var audioScenario: AgoraAudioScenario
    public var areaCode: UInt
    /// Receives extension events (onEvent, onExtensionStarted…); held weakly, as in the SDK.
    public weak var eventDelegate: (any AgoraMediaFilterEventDelegate)?
    /// Simulation-only knobs (seed, clock, remote users, network, trace).
    public var simulation: AgoraSimulationSettings

    public init(appId: String? = nil,
                channelProfile: AgoraChannelProfile = .liveBroadcasting,
                audioScenario: AgoraAudioScenario = .default,
                areaCode: UInt = AgoraAreaCodeType.global.rawValue,
                simulation: AgoraSimulationSettings = AgoraSimulationSettings()) {
        self.appId = appId
        self.channelProfile = channelProfile
        self.audioScenario = audioScenario
        self.areaCode = areaCode
        self.simulation = simulation
    }
}
