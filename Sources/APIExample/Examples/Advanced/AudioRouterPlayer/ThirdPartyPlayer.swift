import AgoraRtcSim
import Foundation
import MediaDecoding
import MediaFormats

/// The app's own player, outside the engine (the original's IJKPlayer/VLC slot): it decodes a file with the media
/// layer on its own queue, one 50 ms tick at a time on the session's clock (tick n is due at start + n × 50 ms, so it
/// never drifts and a virtual clock runs it in step; shorter than a 15 fps frame, so every picture is shown), shows
/// each picture in its `AppVideoView` and measures the sound it would play at its volume. It reports its state every
/// other tick (100 ms) and on every change of phase. It loops. The engine knows nothing of it, which is the point of
/// the case.
final class ThirdPartyPlayer: @unchecked Sendable {
    static let tickSeconds = 0.05
    static let sampleRate = 48_000
    static let channels = 2
    static let pictureWidth = 160
    static let pictureHeight = 90

    let path: String
    let view: AppVideoView
    private let clock: any AgoraSimClock
    private let queue = DispatchQueue(label: "ThirdPartyPlayer", qos: .userInitiated)
    private let onChange: @Sendable (ThirdPartyPlayerState) -> Void
    private let lock = NSLock()
    /// Guarded by `lock`: bumped by pause and stop, so a tick scheduled before either does nothing.
    private var generation = 0
    private var state: ThirdPartyPlayerState
    /// Guarded by `lock`; opened by the first tick (FFmpeg loads then, never at start-up), closed by stop.
    private var file: MediaFile?
    /// A decoded picture not yet due; guarded by `lock`.
    private var pendingPicture: MediaVideoFrame?
    /// Audio frames decoded in this pass; guarded by `lock`.
    private var audioFrames = 0

    init(path: String, volume: Int, view: AppVideoView, clock: any AgoraSimClock,
         onChange: @escaping @Sendable (ThirdPartyPlayerState) -> Void) {
        self.path = path
        self.view = view
        self.clock = clock
        self.onChange = onChange
        state = ThirdPartyPlayerState(volume: volume)
    }

    var current: ThirdPartyPlayerState { lock.withLock { state } }

    /// Starts or resumes playing from where it is.
    func play() {
        let started = lock.withLock { () -> Int? in
            switch state.phase {
            case .stopped, .failed, .playing: return nil
            case .opening, .paused: break
            }
            generation += 1
            return generation
        }
        guard let started else { return }
        schedule(started, tick: 0, origin: clock.now)
    }

    func pause() {
        let changed = lock.withLock { () -> ThirdPartyPlayerState? in
            guard state.phase == .playing else { return nil }
            generation += 1
            state.phase = .paused
            return state
        }
        if let changed { onChange(changed) }
    }

    /// After stop returns no tick is decoding and none will start; the file is closed (one still opening is closed
    /// as soon as its open returns).
    func stop() {
        let (taken, changed) = lock.withLock { () -> (MediaFile?, ThirdPartyPlayerState?) in
            generation += 1
            defer { file = nil }
            if case .failed = state.phase { return (file, nil) }
            guard state.phase != .stopped else { return (file, nil) }
            state.phase = .stopped
            return (file, state)
        }
        taken?.close()
        if let changed { onChange(changed) }
    }

    private func schedule(_ generation: Int, tick: Int, origin: Double) {
        let due = origin + Double(tick) * Self.tickSeconds
        clock.schedule(after: max(0, due - clock.now), on: queue) { [weak self] in
            self?.tick(generation, tick: tick, origin: origin)
        }
    }

    private func tick(_ generation: Int, tick: Int, origin: Double) {
        // The open (FFmpeg's first load with it) runs outside the lock, so pause and stop never wait for it.
        var opened: Result<MediaFile, MediaSoundError>?
        if lock.withLock({ generation == self.generation && file == nil }) { opened = Self.open(path) }
        var unused: MediaFile?
        let outcome = lock.withLock { () -> (state: ThirdPartyPlayerState, picture: MediaVideoFrame?)? in
            guard generation == self.generation else {
                unused = try? opened?.get()
                return nil
            }
            do throws(MediaSoundError) {
                if let opened {
                    let file = try opened.get()
                    self.file = file
                    state.durationMs = file.info.durationMilliseconds ?? 0
                }
                guard let file else { throw .noAudio }
                if state.positionMs >= state.durationMs {
                    // The end of a pass: the next starts where the overshoot leaves it.
                    try rewind(file)
                    state.positionMs -= state.durationMs
                    state.loops += 1
                }
                // The first tick only opens and shows the first picture; each later one plays 50 ms.
                if tick > 0 { state.positionMs += Int(Self.tickSeconds * 1000) }
                state.phase = .playing
                state.level = try playAudio(file, tick > 0)
                return (state, try picture(file))
            } catch {
                self.generation += 1
                state.phase = .failed(error)
                state.level = 0
                return (state, nil)
            }
        }
        // Stopped or paused while it opened: the file is not needed (a resume opens it again).
        unused?.close()
        guard let outcome else { return }
        if let picture = outcome.picture {
            view.display(i420: picture.y + picture.u + picture.v, width: picture.width, height: picture.height,
                         timestampMs: picture.ptsMilliseconds)
        }
        guard outcome.state.phase == .playing else { return onChange(outcome.state) }
        schedule(generation, tick: tick + 1, origin: origin)
        if tick % 2 == 0 { onChange(outcome.state) }
    }

    /// A file with sound and a duration, or why not.
    private static func open(_ path: String) -> Result<MediaFile, MediaSoundError> {
        do {
            let file = try MediaFile.open(path)
            guard file.audioStream != nil, let duration = file.info.durationMilliseconds, duration > 0 else {
                file.close()
                return .failure(.noAudio)
            }
            return .success(file)
        } catch {
            return .failure(.open(error))
        }
    }

    private func rewind(_ file: MediaFile) throws(MediaSoundError) {
        do {
            try file.seek(to: 0)
        } catch {
            throw .decode(error)
        }
        (audioFrames, pendingPicture) = (0, nil)
    }

    /// Decodes the sound up to the position and returns its level at the player's volume (0 when nothing played).
    private func playAudio(_ file: MediaFile, _ played: Bool) throws(MediaSoundError) -> Int {
        let due = state.positionMs * Self.sampleRate / 1000
        var samples: [Int16] = []
        while audioFrames < due {
            let chunk: MediaAudioChunk?
            do {
                chunk = try file.nextAudio(sampleRate: Self.sampleRate, channels: Self.channels, maxFrames: due - audioFrames)
            } catch {
                throw .decode(error)
            }
            guard let chunk, chunk.frames > 0 else { break }
            audioFrames += chunk.frames
            samples += chunk.samples
        }
        guard played, !samples.isEmpty else { return 0 }
        // The volume scales what it plays, as a player's gain does.
        let gain = Double(state.volume) / 100
        return PCMLevel.level(rms: PCMLevel.rms(samples) * gain)
    }

    /// The latest picture due at the position, if a new one is.
    private func picture(_ file: MediaFile) throws(MediaSoundError) -> MediaVideoFrame? {
        guard file.info.videoStream != nil else { return nil }
        var shown: MediaVideoFrame?
        while true {
            if pendingPicture == nil {
                do {
                    pendingPicture = try file.nextVideoFrame(width: Self.pictureWidth, height: Self.pictureHeight)
                } catch {
                    throw .decode(error)
                }
            }
            guard let next = pendingPicture, next.ptsMilliseconds <= state.positionMs else { return shown }
            shown = next
            pendingPicture = nil
        }
    }
}
