import AgoraRtcSim
import DesktopSound
import Foundation

/// The engine's speaker and microphone on the desktop: the playback mix goes to the sound server through the
/// process's `SoundHub`, and with the system microphone chosen (and allowed by the permission step) the local voice
/// comes from the server's default input. Nothing here blocks: the engine calls it with its lock held.
public final class SoundDevice: AgoraSimSoundDevice, @unchecked Sendable {
    /// Samples per 10 ms block: 480 stereo frames at 48 kHz.
    static let blockFrames = 480

    private let mode: SoundMode
    private let wantsMicrophone: Bool
    private let hub: SoundHub
    private let report: @Sendable (SoundReport) -> Void
    private let lock = NSLock()
    private var started = false
    private var attached = false
    private var ended = false
    private var microphoneAllowed = false
    /// A problem was told (no server, or it went away) and its end is not yet.
    private var troubled = false
    private var announced = false
    /// The engine's call for its due blocks, made at each of the server's requests.
    private var wantsSound: (@Sendable () -> Void)?

    /// `mode` is auto or on; `wantsMicrophone`: the settings chose the system microphone. `report` is called from
    /// any thread.
    public init(mode: SoundMode, wantsMicrophone: Bool, hub: SoundHub, report: @escaping @Sendable (SoundReport) -> Void) {
        self.mode = mode
        self.wantsMicrophone = wantsMicrophone
        self.hub = hub
        self.report = report
    }

    /// Reaches for the server: at once when `on`; after asking whether one answers (off the caller's thread, within
    /// the link's connect timeout) when `auto`, which stays silent with one log line when none does.
    public func start() {
        guard lock.withLock({ () -> Bool in
            defer { started = true }
            return !started && mode != .off
        }) else { return }
        guard mode == .auto else { return attach() }
        hub.probe { [weak self] state in
            guard let self else { return }
            if state == .connected { return self.attach() }
            guard !self.lock.withLock({ self.ended }) else { return }
            self.report(.log(key: "soundServer.log.autoOff", arguments: [Self.reason(state)]))
        }
    }

    /// The permission step allowed the microphone: with the system microphone chosen, capture starts.
    public func allowMicrophone() {
        let reattach: Bool = lock.withLock {
            guard wantsMicrophone, !microphoneAllowed, !ended else { return false }
            microphoneAllowed = true
            return attached
        }
        if reattach { hub.attach(self, capture: true) }
    }

    /// The session ended: nothing more is played or told.
    public func stop() {
        lock.withLock { ended = true; attached = false }
        hub.detach(self)
    }

    private func attach() {
        let capture: Bool? = lock.withLock {
            guard !ended else { return nil }
            attached = true
            return wantsMicrophone && microphoneAllowed
        }
        guard let capture else { return }
        hub.attach(self, capture: capture)
    }

    /// The link's state, from the hub.
    func linkState(_ state: SoundLinkState) {
        let told: [SoundReport] = lock.withLock {
            guard !ended else { return [] }
            switch state {
            case .connecting:
                return []
            case .connected:
                var told: [SoundReport] = []
                if troubled { told.append(.notice(SessionNotice("soundServer.back"))) }
                if !announced {
                    told.append(.log(key: "soundServer.log.playing", arguments: [String(SoundServerAccess.latencyMs)]))
                    if wantsMicrophone && microphoneAllowed { told.append(.log(key: "soundServer.log.microphone", arguments: [])) }
                }
                troubled = false
                announced = true
                return told
            case .unavailable, .lost:
                guard !troubled else { return [] }
                troubled = true
                let key = announced ? "soundServer.lost" : "soundServer.unavailable"
                return [.notice(SessionNotice(key, [Self.reason(state)], severity: .error))]
            }
        }
        told.forEach(report)
    }

    /// Why, in the link's words.
    static func reason(_ state: SoundLinkState) -> String {
        switch state {
        case .unavailable(let why), .lost(let why): why
        case .connecting, .connected: ""
        }
    }

    // MARK: - AgoraSimSoundDevice

    public func play(_ block: [Float]) {
        guard lock.withLock({ attached }) else { return }
        hub.play(Self.int16(block), from: self)
    }

    public var capturesMicrophone: Bool { lock.withLock { wantsMicrophone && microphoneAllowed && !ended } }

    public func capture() -> [Float]? {
        guard capturesMicrophone, let samples = hub.captured(frames: Self.blockFrames, for: self) else { return nil }
        return samples.map(Float.init)
    }

    /// The link stays open: the next join plays at once instead of connecting again.
    public func idle() {}

    /// The server's requests pace the engine.
    public func requestSound(_ wantsSound: (@Sendable () -> Void)?) -> Bool {
        lock.withLock { self.wantsSound = wantsSound }
        return mode != .off && wantsSound != nil
    }

    /// The server asks for more: the engine plays what is due, which comes back through `play`.
    func soundRequested() {
        let wanted: (@Sendable () -> Void)? = lock.withLock { attached && !ended ? wantsSound : nil }
        wanted?()
    }

    /// The engine's mix is on the Int16 scale already; louder than full scale is clipped, not wrapped, and NaN is
    /// silence. Rounded half away from zero by adding a half and truncating: `rounded()` is a libm call per sample
    /// on this target, which stood out in the profile of playing.
    static func int16(_ block: [Float]) -> [Int16] {
        [Int16](unsafeUninitializedCapacity: block.count) { samples, count in
            // Through the buffers, without bounds checks, so the loop can be vectorized.
            block.withUnsafeBufferPointer { source in
                for index in 0..<source.count {
                    let sample = source[index]
                    let clipped = sample.isNaN ? 0 : min(max(sample, -32_768), 32_767)
                    samples[index] = Int16(clipped + (clipped < 0 ? -0.5 : 0.5))
                }
            }
            count = block.count
        }
    }
}
