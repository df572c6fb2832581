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
    /// The track published when it differs from the one played (nil: the played sound is published).
    private var publishTrack: SimPlayerPublishTrack?
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
            publishTrack?.moved(to: position)
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

    /// Makes audio stream `index` the one published (nil: the one played); a second open of the media decodes it.
    func selectPublishStream(_ index: Int?) {
        let old = lock.withLock { () -> MediaFile? in
            guard publishTrack?.index != index else { return nil }
            let old = publishTrack?.file
            publishTrack = index.map(SimPlayerPublishTrack.init)
            return old
        }
        release(old)
    }

    /// What a player publishes: the sound it plays, or a track of its own (`selectPublishStream`).
    enum Published {
        case played
        case own([Float]?)
    }

    /// Like `takeAudio`, of the published track.
    func takePublishedAudio(from: Int, frames: Int) -> Published {
        let (published, short) = lock.withLock { () -> (Published, Bool) in
            guard publishTrack != nil else { return (.played, false) }
            let block = publishTrack?.ring.take(from: from, frames: frames)
            let ahead = (publishTrack?.ring.endFrame ?? 0) - (from + frames)
            return (.own(block), publishTrack?.ended == false && ahead < Self.aheadMilliseconds * SimPlayerAudioRing.rate / 2000)
        }
        if short && !inStep { fillAhead() }
        return published
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
        let publishFile = lock.withLock { () -> MediaFile? in
            closed = true
            return publishTrack?.file
        }
        release(publishFile)
        file.interrupt()
        if inStep { file.close() } else { queue.async { [file] in file.close() } }
    }

    /// Closes a second open no longer needed, off the caller's thread when a decode may be running on it.
    private func release(_ file: MediaFile?) {
        guard let file else { return }
        file.interrupt()
        if inStep { file.close() } else { queue.async { file.close() } }
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
        case openPublish(index: Int)
        case seekPublish(MediaFile, position: Int)
        case publishAudio(MediaFile)
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
                if videoDue || audioDue { return videoDue ? .video : .audio }
                guard var track = publishTrack, !track.ended else { return .done }
                guard let publishFile = track.file else { return .openPublish(index: track.index) }
                if let position = track.seekTo {
                    track.seekTo = nil
                    publishTrack = track
                    return .seekPublish(publishFile, position: position)
                }
                return (track.ring.endMilliseconds ?? Int.min) <= wanted + audioLead ? .publishAudio(publishFile) : .done
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
            case .openPublish(let index):
                openPublish(index)
            case .seekPublish(let publishFile, let position):
                if (try? publishFile.seek(to: position)) == nil { lock.withLock { publishTrack?.ended = true } }
            case .publishAudio(let publishFile):
                let outcome = Result { () throws(MediaDecodeError) in
                    try Self.nextAudio(publishFile)
                }
                lock.withLock {
                    guard pendingSeek == nil, publishTrack?.file === publishFile, publishTrack?.seekTo == nil else { return }
                    if case .success(let chunk?) = outcome {
                        publishTrack?.ring.append(chunk.samples, channels: chunk.channels, ptsMilliseconds: chunk.ptsMilliseconds)
                    } else {
                        publishTrack?.ended = true
                    }
                }
            case .audio:
                let outcome = Result { () throws(MediaDecodeError) in
                    try Self.nextAudio(file)
                }
                lock.withLock {
                    guard pendingSeek == nil, pendingTrack == nil else { return }
                    switch outcome {
                    case .success(let chunk?): audio.append(chunk.samples, channels: chunk.channels, ptsMilliseconds: chunk.ptsMilliseconds)
                    case .success(nil): audioEnded = true
                    // A file with pictures goes on without its sound; one with only sound has broken.
                    case .failure(let error): if hasVideo { audioEnded = true } else { failure = error }
                    }
                }
            }
        }
    }

    /// Opens the media again for published track `index` and places it at the position; a track that cannot be
    /// opened publishes nothing.
    private func openPublish(_ index: Int) {
        var opened = try? MediaFile.open(file.url, timeout: .seconds(10))
        if let file = opened, (try? file.selectAudioStream(index)) == nil {
            file.close()
            opened = nil
        }
        let unused = lock.withLock { () -> MediaFile? in
            guard !closed, publishTrack?.index == index, publishTrack?.file == nil, let opened else {
                if publishTrack?.index == index { publishTrack?.ended = true }
                return opened
            }
            publishTrack?.file = opened
            publishTrack?.moved(to: wanted)
            return nil
        }
        unused?.close()
    }

    /// The next chunk of `file`'s selected audio at 48 kHz, mono for a mono stream: the media layer's upmix would
    /// lower it by 3 dB, and a mono file is heard at its own level in both ears.
    private static func nextAudio(_ file: MediaFile) throws(MediaDecodeError) -> MediaAudioChunk? {
        let stream = file.audioStream.flatMap { index in file.info.streams.first { $0.index == index } }
        return try file.nextAudio(sampleRate: SimPlayerAudioRing.rate, channels: stream?.channels == 1 ? 1 : 2,
                                  maxFrames: audioChunkFrames)
    }
}
