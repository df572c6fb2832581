import Dispatch
import Foundation

/// The simulated RTC engine. API methods may be called from any thread (usually main); state lives behind
/// one lock, timers run on `queue` (wall clock) or inside `AgoraSimVirtualClock.advance(by:)`, and the
/// delegate is always called with no lock held.
public final class AgoraRtcEngineKit: @unchecked Sendable {
    let lock = SimLock()
    /// Guarded by `lock`.
    var state: SimEngineState
    /// Guarded by `lock`: callbacks an API call decided on, held until the call itself has been traced, so the
    /// trace (and the app's log) never shows a callback before the call that caused it.
    var heldPosts: [[SimCallback]]?
    let queue: DispatchQueue
    let clock: any AgoraSimClock
    let settings: AgoraSimulationSettings
    let appId: String
    let origin: Double
    let network: SimNetworkConditions
    let queueKey = DispatchSpecificKey<Bool>()
    /// Whether the audio loop takes the cloud inboxes' sound (`SimCloudSoundPickup`).
    let cloudSoundPickup = SimCloudSoundPickup()
    /// Guarded by `lock`.
    weak var storedDelegate: (any AgoraRtcEngineDelegate)?
    /// Guarded by `lock`.
    private weak var storedEventDelegate: (any AgoraMediaFilterEventDelegate)?
    /// Guarded by `lock`. Weakly held, like the SDK's other delegates.
    weak var storedAudioFrameDelegate: (any AgoraAudioFrameDelegate)?

    init(config: AgoraRtcEngineConfig, delegate: (any AgoraRtcEngineDelegate)?) {
        settings = config.simulation
        clock = config.simulation.clock
        origin = clock.now
        appId = config.appId ?? ""
        network = SimNetworkConditions(profile: config.simulation.network)
        queue = DispatchQueue(label: "AgoraRtcSim.engine", qos: .userInitiated)
        state = SimEngineState(seed: config.simulation.seed, channelProfile: config.channelProfile,
                               audioScenario: config.audioScenario, meetsOtherInstances: config.simulation.cloud != nil)
        storedDelegate = delegate
        storedEventDelegate = config.eventDelegate
        queue.setSpecific(key: queueKey, value: true)
    }

    /// Weakly held, as in the SDK.
    public var delegate: (any AgoraRtcEngineDelegate)? {
        get { lock.locked { storedDelegate } }
        set { lock.locked { storedDelegate = newValue } }
    }

    /// Receives extension events (`AgoraRtcEngineConfig.eventDelegate`); weakly held.
    public var eventDelegate: (any AgoraMediaFilterEventDelegate)? {
        get { lock.locked { storedEventDelegate } }
        set { lock.locked { storedEventDelegate = newValue } }
    }
    /// The raw audio observer frames go to (see `setAudioFrameDelegate(_:)`).
    var audioFrameDelegate: (any AgoraAudioFrameDelegate)? { lock.locked { storedAudioFrameDelegate } }

    /// False once `AgoraRtcEngineKit.destroy()` has retired this instance.
    public var isAlive: Bool { lock.locked { state.alive } }

    // MARK: time

    var now: Double { clock.now - origin }
    var nowMs: Int { Self.ms(now) }
    static func ms(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
    /// Whole seconds, tolerant of the float error that accumulates in repeated 2 s timer steps.
    static func wholeSeconds(_ seconds: Double) -> Int { Int((seconds + 1e-6).rounded(.down)) }
}
