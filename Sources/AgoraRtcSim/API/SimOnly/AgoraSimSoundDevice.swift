/// The device's speaker and microphone (the SDK's audio device module): where what the local user hears is played,
/// and, when the microphone is the system's, where the local user's voice comes from. The app gives one to an engine
/// in `AgoraSimulationSettings.sound`; with none, nothing is heard and the microphone is the simulated voice.
///
/// Blocks are 10 ms of interleaved stereo at 48 kHz (`480 × 2` Floats on the Int16 scale), the engine's own mix
/// format. The engine calls these on its queue (or the virtual clock's `advance` caller) with its lock held: they
/// must not block or call back into the engine.
public protocol AgoraSimSoundDevice: AnyObject, Sendable {
    /// 10 ms of the playback mix, while the engine plays (joined, audio enabled). A device that cannot take it now
    /// (no server, a full buffer) drops it.
    func play(_ block: [Float])
    /// Whether the local user's microphone is this device's input rather than the simulated voice.
    var capturesMicrophone: Bool { get }
    /// The next 10 ms the microphone captured, or nil when nothing is buffered (the engine sends silence then).
    func capture() -> [Float]?
    /// The engine stopped playing and capturing (left the channel, disabled audio, was destroyed): the device may
    /// close its streams until the next `play` or `capture`.
    func idle()
    /// Asks the device to call `wantsSound` (from any thread, with no lock of its own held) each time its output needs
    /// more: a sound server's request for data. nil withdraws it. Returns whether the device will call it. While it
    /// does, and sound is all the engine plays for, the engine plays its due blocks from that call and its own timer
    /// only stands by, so sound costs one wake-up per request of the server instead of that and one per tick.
    func requestSound(_ wantsSound: (@Sendable () -> Void)?) -> Bool
}

extension AgoraSimSoundDevice {
    /// A device that is simply played to: the engine's timer paces it.
    public func requestSound(_ wantsSound: (@Sendable () -> Void)?) -> Bool { false }
}
