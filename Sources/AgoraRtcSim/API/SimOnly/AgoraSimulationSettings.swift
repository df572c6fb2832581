/// Sim-only knobs carried in `AgoraRtcEngineConfig.simulation`.
public struct AgoraSimulationSettings: Sendable {
    public var seed: UInt64
    /// Remote users in every channel, 0…16 (clamped).
    public var remoteUserCount: Int
    public var remoteBehavior: AgoraSimRemoteBehavior
    public var network: AgoraSimNetworkProfile
    public var clock: any AgoraSimClock
    /// Receives every API call and every delivered callback. Called synchronously on the thread that
    /// produced the event (the API caller, or the engine queue / `advance` caller for callbacks);
    /// it must be thread-safe, fast, and must not call back into the engine.
    public var trace: (@Sendable (AgoraSimTraceEvent) -> Void)?
    /// The App ID of the one project the simulated cloud knows. When set, a join from an engine whose App ID
    /// differs (or is not 32 hex characters) fails with invalid App ID. nil accepts any App ID.
    public var projectAppId: String?
    /// The simulated project's App Certificate (32 hex characters). When set, every join and renewToken is
    /// checked as an AccessToken2 ("007") signed with it: App ID, channel, uid/account, joinChannel privilege
    /// and expiry against the clock's Unix time. nil (or empty): the project uses no tokens. Never traced.
    public var appCertificate: String?
    /// How the simulated CDN answers Media Push (startRtmpStream…).
    public var rtmpServer: AgoraSimRtmpServer
    /// Which key the remote users encrypt with when the local user enables encryption (or registers a packet
    /// observer). `.otherKey` makes their media undecryptable here.
    public var remoteEncryption: AgoraSimRemoteEncryption = .sameKey
    /// What `queryHDRCapability(_:)` answers for every video module on this simulated device. Pushed P010 (HDR)
    /// frames are encoded only when it is `.supported`.
    public var hdrCapability: AgoraHDRCapability = .unsupported
    /// The simulated cameras' lenses and Center Stage (a phone with a triple rear camera, no Center Stage, unless
    /// set).
    public var camera: AgoraSimCameraDevice = .phone
    /// Real peers: other instances of the app met through this cloud (issue 18). nil: only simulated users.
    public var cloud: (any AgoraSimCloud)? = nil
    /// Each picture another instance's user sent, as it arrives: its uid and its delay end to end in ms. For
    /// measuring (the benchmark's frame latency); called on the engine's queue, so it must be quick. Not the SDK's.
    public var cloudPictureArrived: (@Sendable (_ uid: UInt, _ delayMs: Int) -> Void)? = nil
    /// Each time the engine takes what gathered from a connection's room: how many messages and link changes at once
    /// (issue 34: arrivals are handled in batches, not one wake-up each). For tests and measuring; called on the
    /// engine's queue under its lock, so it must be quick and must not call the engine. Not the SDK's.
    public var cloudArrivalsDrained: (@Sendable (_ entries: Int) -> Void)? = nil
    /// Directories `loadExtensionProvider` searches for a bare library name, replacing the default search
    /// (`$APIEXAMPLE_PLUGIN_PATH`, then lib/ and ../lib next to the executable, then its own directory).
    public var extensionSearchPaths: [String]?
    /// The app's view of every callback beside the delegates (the simulation's stand-in for the SDK drawing into the
    /// app's views and stats overlays). Not part of the SDK's API.
    public var observer: (any AgoraSimObserver)? = nil
    /// What every simulated publisher passed to its own `setDualStreamMode`: whether a subscriber asking for the
    /// low stream gets it. The SDK's default, auto, sends it once a host subscriber asks.
    public var remoteDualStreamMode: AgoraSimulcastStreamMode = .autoSimulcastStream
    /// Whether the simulated remote hosts run an app that uses data streams: they send a short message now and then
    /// and answer what the local user sends. Off by default, so channels of apps that never listen stay quiet.
    public var peerDataStreams = false
    /// What every simulated publisher passed to its own `setSimulcastConfig`: the layers a subscriber asking for
    /// `.layer1` … `.layer6` can get. nil: they send none, so such a subscriber gets the main stream.
    public var remoteSimulcast: AgoraSimulcastConfig?
    /// The network paths this device has for multipath, the preferred one first (a phone: Wi-Fi, then mobile).
    public var multipathPaths: [AgoraMultipathType] = [.WIFI, .mobile]
    /// Told of every beat the virtual metronome plays (`startRhythmPlayer`), on the engine's queue (or the virtual
    /// clock's `advance` caller), with no lock held; it must be fast and must not call back into the engine.
    public var rhythmBeats: (@Sendable (AgoraSimRhythmBeat) -> Void)? = nil
    /// The device's display, which screen capture captures; nil: a black screen.
    public var screen: (any AgoraSimScreenSource)? = nil
    /// The video pre-processing features this device cannot run: `isFeatureAvailable(onDevice:)` says false for
    /// them and their calls give -4. None by default.
    public var unavailableFeatures: Set<AgoraFeatureType> = []
    /// The speaker and microphone (issue 33): what the local user hears is played on it, and its input is the
    /// microphone when it says so. nil: silence, and the simulated voice.
    public var sound: (any AgoraSimSoundDevice)? = nil

    public init(seed: UInt64 = 1,
                remoteUserCount: Int = 2,
                remoteBehavior: AgoraSimRemoteBehavior = .steady,
                network: AgoraSimNetworkProfile = .good,
                clock: any AgoraSimClock = AgoraSimWallClock(),
                trace: (@Sendable (AgoraSimTraceEvent) -> Void)? = nil,
                appCertificate: String? = nil,
                projectAppId: String? = nil,
                rtmpServer: AgoraSimRtmpServer = .accept) {
        self.seed = seed
        self.remoteUserCount = remoteUserCount
        self.remoteBehavior = remoteBehavior
        self.network = network
        self.clock = clock
        self.trace = trace
        self.appCertificate = appCertificate
        self.projectAppId = projectAppId
        self.rtmpServer = rtmpServer
    }
}
