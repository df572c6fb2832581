import Dispatch
import Foundation
import MediaDecoding

/// Decodes an open media's timeline for one player: its pictures, and its sound (48 kHz stereo, for the audio
/// pipeline to play and publish; for a file without video it is also what follows the file to its end, or to where
/// it breaks).
///
/// With a wall clock it decodes ahead of the playback position on its own queue, so neither the app's calls nor the
/// engine's timers ever wait for FFmpeg. With a virtual clock it decodes on the thread that asks (the frame tick,
/// never under the engine's lock), pictures exactly up to the position asked for and sound a fixed lead beyond it
/// (the pipeline takes 10 ms at a time between ticks), so the same inputs give the same frames and the same sound
/// at the same virtual times.
final class SimPlayerDecoder: @unchecked Sendable {
    /// How far ahead of the position the wall-clock mode keeps decoded.
    static let aheadMilliseconds = 500
    /// How far ahead the sound is decoded in step with a virtual clock: more than the longest frame tick (0.2 s).
    static let audioLeadInStepMilliseconds = 300
    /// Sound is decoded in 100 ms chunks.
    private static let audioChunkFrames = SimPlayerAudioRing.rate / 10

    struct Progress: Sendable {
        /// The newest picture due by the position asked for, if one came since the last ask.
        var frame: MediaVideoFrame?
        /// The media has nothing after the position.
        var ended = false
        var failure: MediaDecodeError?
        /// The last seek (by generation) that has been carried out.
        var seeksDone = 0
    }

    private struct Unit {
        let pts: Int
        let frame: MediaVideoFrame?
    }

    let file: MediaFile
    let inStep: Bool
    /// The picture size frames are decoded at (the stream's, scaled down; see `raster`).
    let width: Int
    let height: Int
    private let hasVideo: Bool
    private let hasAudio: Bool
    private let queue = DispatchQueue(label: "AgoraRtcSim.mediaPlayer", qos: .userInitiated)
    private let lock = NSLock()
    // Guarded by `lock`.
    private var units: [Unit] = []
    private var ended = false
    /// The selected audio stream's sound ahead of the position, and whether the stream has no more.
    private var audio = SimPlayerAudioRing()
    private var audioEnded = false
    /// A track chosen (`selectAudioStream`) and not yet switched to by the decoding thread.
    private var pendingTrack: Int?
    private var failure: MediaDecodeError?
    private var pendingSeek: (generation: Int, position: Int)?
    private var seeksDone = 0
    private var wanted = 0
    private var filling = false
    private var closed = false

    init(file: MediaFile, inStep: Bool) {
        self.file = file
        self.inStep = inStep
        let stream = file.info.videoStreamInfo
        hasVideo = stream != nil
        hasAudio = file.audioStream != nil
        (width, height) = Self.raster(width: stream?.width ?? 0, height: stream?.height ?? 0)
    }

    /// Decoded size for a `width`×`height` stream: its own, scaled to a long side of at most 320 (a terminal tile
    /// shows far fewer cells), even and at least 2.
    static func raster(width: Int, height: Int) -> (Int, Int) {
        guard width > 0, height > 0 else { return (2, 2) }
        let scale = min(1, 320 / Double(max(width, height)))
        func even(_ value: Double) -> Int { max(2, Int(value.rounded()) / 2 * 2) }
        return (even(Double(width) * scale), even(Double(height) * scale))
    }

    /// Where the media stands at `position` ms: decodes up to it first in step with a virtual clock, or reports what
    /// the queue has ready and lets it decode further.
    func progress(at position: Int) -> Progress {
        if inStep {
            lock.withLock { wanted = position }
            fill()
        }
        let result = lock.withLock { () -> Progress in
            wanted = position
            var result = Progress(seeksDone: seeksDone)
            while let first = units.first, first.pts <= position {
                units.removeFirst()
                if first.frame != nil { result.frame = first.frame }
            }
            if hasVideo ? units.isEmpty : (audio.endMilliseconds ?? Int.min) <= position {
                result.ended = hasVideo ? ended : audioEnded
                result.failure = failure
            }
            return result
        }
        if !inStep { fillAhead() }
        return result
    }

    /// Moves the media to `position` ms; `generation` comes back in `Progress.seeksDone` once it is done.
    func seek(to position: Int, generation: Int) {
        lock.withLock {
            pendingSeek = (generation, position)
            units = []
            ended = false
            audio.reset()
            audioEnded = false
            failure = nil
            wanted = position
        }
        if !inStep { fillAhead() }
    }

    /// Makes audio stream `index` the one decoded; the sound ahead is dropped. The caller seeks to the position
    /// next, so the new track starts where the player is.
    func selectAudioStream(_ index: Int) {
        lock.withLock {
            pendingTrack = index
            audio.reset()
            audioEnded = false
        }
    }

    /// `frames` frames (48 kHz stereo) of the sound at media frame `from`, as the pipeline mixes it; nil when none
    /// is decoded there. Never decodes: with a wall clock it asks the queue for more when the lead runs short.
    func takeAudio(from: Int, frames: Int) -> [Float]? {
        let (block, short) = lock.withLock { () -> ([Float]?, Bool) in
            let block = audio.take(from: from, frames: frames)
            let ahead = (audio.endFrame ?? 0) - (from + frames)
            return (block, !audioEnded && ahead < Self.aheadMilliseconds * SimPlayerAudioRing.rate / 2000)
        }
        if short && !inStep { fillAhead() }
        return block
    }

    /// Interrupts what is being decoded and frees the file, off the caller's thread when a decode may be running.
    func close() {
        lock.withLock { closed = true }
        file.interrupt()
        if inStep { file.close() } else { queue.async { [file] in file.close() } }
    }

    private func fillAhead() {
        let start = lock.withLock { () -> Bool in
            guard !filling, !closed else { return false }
            filling = true
            return true
        }
        guard start else { return }
        queue.async { [self] in
            fill()
            lock.withLock { filling = false }
        }
    }

    /// What the fill loop does next.
    private enum Step {
        case seek(generation: Int, position: Int)
        case track(Int)
        case video
        case audio
        case done
    }

    /// Decodes until the pictures reach past the position wanted (plus the lead, ahead of a wall clock) and the
    /// sound past it by its lead, the media ends or fails; a track switch and a pending seek go first.
    private func fill() {
        while true {
            let step = lock.withLock { () -> Step in
                if closed { return .done }
                if let track = pendingTrack {
                    pendingTrack = nil
                    return .track(track)
                }
                if let seek = pendingSeek {
                    pendingSeek = nil
                    return .seek(generation: seek.generation, position: seek.position)
                }
                guard failure == nil else { return .done }
                let lead = inStep ? 0 : Self.aheadMilliseconds
                let videoDue = hasVideo && !ended && (units.last?.pts ?? Int.min) <= wanted + lead
                let audioLead = inStep ? Self.audioLeadInStepMilliseconds : Self.aheadMilliseconds
                let audioEnd = audio.endMilliseconds ?? Int.min
                let audioDue = hasAudio && !audioEnded && audioEnd <= wanted + audioLead
                // The stream that is further behind goes first, so both stay near the position.
                if videoDue && audioDue { return (units.last?.pts ?? Int.min) <= audioEnd ? .video : .audio }
                return videoDue ? .video : audioDue ? .audio : .done
            }
            switch step {
            case .done:
                return
            case .track(let index):
                try? file.selectAudioStream(index)
            case .seek(let generation, let position):
                let outcome = Result { () throws(MediaDecodeError) in try file.seek(to: position) }
                lock.withLock {
                    if case .failure(let error) = outcome, pendingSeek == nil { failure = error }
                    seeksDone = max(seeksDone, generation)
                }
            case .video:
                let outcome = Result { () throws(MediaDecodeError) in
                    try file.nextVideoFrame(width: width, height: height).map { Unit(pts: $0.ptsMilliseconds, frame: $0) }
                }
                lock.withLock {
                    // A seek asked for meanwhile makes what was just decoded stale.
                    guard pendingSeek == nil else { return }
                    switch outcome {
                    case .success(let unit?): units.append(unit)
                    case .success(nil): ended = true
                    case .failure(let error): failure = error
                    }
                }
            case .audio:
                let outcome = Result { () throws(MediaDecodeError) in
                    try file.nextAudio(sampleRate: SimPlayerAudioRing.rate, channels: SimPlayerAudioRing.channels,
                                       maxFrames: Self.audioChunkFrames)
                }
                lock.withLock {
                    guard pendingSeek == nil, pendingTrack == nil else { return }
                    switch outcome {
                    case .success(let chunk?): audio.append(chunk.samples, ptsMilliseconds: chunk.ptsMilliseconds)
                    case .success(nil): audioEnded = true
                    // A file with pictures goes on without its sound; one with only sound has broken.
                    case .failure(let error): if hasVideo { audioEnded = true } else { failure = error }
                    }
                }
            }
        }
    }
}
