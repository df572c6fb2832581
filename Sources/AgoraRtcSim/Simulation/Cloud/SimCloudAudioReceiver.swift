/// What this instance has of another instance's sound: the frames waiting to be played, the state reported for
/// them, and what the period's stats and the next volume report measure (nothing here is drawn from the network
/// profile).
struct SimCloudAudioReceiver: Sendable {
    /// At most this much sound waits to be played; older sound is dropped (a stalled playout never grows it).
    static let maxBufferedMs = 200
    /// After running dry, playout waits for this much before it starts again, so a frame that arrives a little late
    /// does not make a gap every time.
    static let primingMs = 40
    /// Frames (20 s of them) beyond which a jump in the numbering is a new sender.
    static let restartGap: UInt32 = 1000

    var state: AgoraAudioRemoteState = .stopped
    /// A frame has been decoded since the user joined: unmuting resumes decoding rather than starting over.
    var hasDecoded = false
    /// The reason decoding gives when it resumes: the remote user unmuting, or the local user.
    var resumeReason: AgoraAudioRemoteReason = .remoteUnmuted
    /// Engine time the last frame arrived.
    var lastFrameAt: Double?
    var sampleRate = AgoraSimPeerAudio.sentRate
    var channels = AgoraSimPeerAudio.sentChannels
    private(set) var queue: [Int16] = []
    private var primed = false
    private var lastSequence: UInt32?

    /// Since the last stats report.
    var bytesThisPeriod = 0
    var framesThisPeriod = 0
    var lostThisPeriod = 0
    var delaySumMs = 0.0
    /// Since the last volume report: what arrived, for its level.
    var squares = 0.0
    var sampleCount = 0

    var bufferedMs: Int { queue.count * 1000 / max(1, sampleRate * channels) }

    /// One frame arrived after `delayMs`; it is queued for playout.
    mutating func receive(_ audio: AgoraSimPeerAudio, bytes: Int, delayMs: Double) {
        if let last = lastSequence {
            let ahead = audio.sequence &- last, behind = last &- audio.sequence
            // A frame a little older than the newest is late, not lost (its gap was counted): it is dropped. A
            // numbering far off either way is a sender that started over, not a burst of loss.
            if behind <= Self.restartGap { return }
            if ahead <= Self.restartGap { lostThisPeriod += Int(ahead) - 1 }
        }
        lastSequence = audio.sequence
        bytesThisPeriod += bytes
        framesThisPeriod += 1
        delaySumMs += delayMs
        audio.samples.withUnsafeBufferPointer { values in
            for value in values { squares += Double(value) * Double(value) }
        }
        sampleCount += audio.samples.count
        if audio.sampleRate != sampleRate || audio.channels != channels {
            (sampleRate, channels) = (audio.sampleRate, audio.channels)
            queue.removeAll(keepingCapacity: true)
        }
        queue += audio.samples
        let limit = Self.maxBufferedMs * sampleRate * channels / 1000
        if queue.count > limit { queue.removeFirst(queue.count - limit) }
    }

    /// A frame that is not heard (muted locally): only its number is kept, so resuming counts no loss.
    mutating func skip(_ audio: AgoraSimPeerAudio) {
        lastSequence = audio.sequence
        queue.removeAll(keepingCapacity: true)
    }

    /// The stream stopped: nothing queued is played, and the period's measures start over.
    mutating func stop() {
        state = .stopped
        queue.removeAll(keepingCapacity: true)
        primed = false
        startPeriod()
    }

    mutating func startPeriod() {
        (bytesThisPeriod, framesThisPeriod, lostThisPeriod, delaySumMs) = (0, 0, 0, 0)
    }

    /// The next 10 ms as played, or nil while nothing is ready (silence).
    mutating func pop() -> [Int16]? {
        let count = sampleRate / 100 * channels
        if !primed { primed = queue.count >= Self.primingMs * sampleRate * channels / 1000 }
        guard primed, queue.count >= count else {
            primed = false
            return nil
        }
        defer { queue.removeFirst(count) }
        return Array(queue.prefix(count))
    }

    /// RMS of what arrived since the last call, then starts over.
    mutating func takeRMS() -> Double {
        defer { (squares, sampleCount) = (0, 0) }
        return sampleCount > 0 ? (squares / Double(sampleCount)).squareRoot() : 0
    }
}
