import Dispatch
import Foundation
import MediaDecoding

/// Decodes an open media's timeline for one player: its pictures, or for a file without video its sound (only to
/// follow the file to its end, or to where it breaks).
///
/// With a wall clock it decodes ahead of the playback position on its own queue, so neither the app's calls nor the
/// engine's timers ever wait for FFmpeg. With a virtual clock it decodes on the thread that asks, exactly up to the
/// position asked for, so the same inputs give the same frames at the same virtual times.
final class SimPlayerDecoder: @unchecked Sendable {
    /// How far ahead of the position the wall-clock mode keeps decoded.
    static let aheadMilliseconds = 500
    /// Audio is decoded in 100 ms chunks at a rate that is cheap and never rejected.
    private static let audioRate = 8000

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
    private let queue = DispatchQueue(label: "AgoraRtcSim.mediaPlayer", qos: .userInitiated)
    private let lock = NSLock()
    // Guarded by `lock`.
    private var units: [Unit] = []
    private var ended = false
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
            if units.isEmpty {
                result.ended = ended
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
            failure = nil
            wanted = position
        }
        if !inStep { fillAhead() }
    }

    func selectAudioStream(_ index: Int) {
        let work: @Sendable () -> Void = { [file] in try? file.selectAudioStream(index) }
        if inStep { work() } else { queue.async(execute: work) }
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

    /// Decodes until the buffer reaches past the position wanted (plus the lead, ahead of a wall clock), the media
    /// ends or fails; a pending seek goes first.
    private func fill() {
        while true {
            let step = lock.withLock { () -> (seek: (generation: Int, position: Int)?, more: Bool) in
                if closed { return (nil, false) }
                if let seek = pendingSeek {
                    pendingSeek = nil
                    return (seek, true)
                }
                let lead = inStep ? 0 : Self.aheadMilliseconds
                let more = !ended && failure == nil && (units.last?.pts ?? Int.min) <= wanted + lead
                return (nil, more)
            }
            if let seek = step.seek {
                let outcome = Result { () throws(MediaDecodeError) in try file.seek(to: seek.position) }
                lock.withLock {
                    if case .failure(let error) = outcome, pendingSeek == nil { failure = error }
                    seeksDone = max(seeksDone, seek.generation)
                }
                continue
            }
            guard step.more else { return }
            let outcome = Result { () throws(MediaDecodeError) -> Unit? in try decodeOne() }
            lock.withLock {
                // A seek asked for meanwhile makes what was just decoded stale.
                guard pendingSeek == nil else { return }
                switch outcome {
                case .success(let unit?): units.append(unit)
                case .success(nil): ended = true
                case .failure(let error): failure = error
                }
            }
        }
    }

    private func decodeOne() throws(MediaDecodeError) -> Unit? {
        if hasVideo {
            return try file.nextVideoFrame(width: width, height: height).map { Unit(pts: $0.ptsMilliseconds, frame: $0) }
        }
        return try file.nextAudio(sampleRate: Self.audioRate, channels: 1, maxFrames: Self.audioRate / 10)
            .map { Unit(pts: $0.ptsMilliseconds, frame: nil) }
    }
}
