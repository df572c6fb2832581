/// What arrived of one peer's pictures, as measured on arrival: the stats report frame rate, bitrate, delay and
/// loss from this, and freezes are found from the gaps between pictures.
struct SimCloudVideoReception: Sendable {
    /// The SDK's freeze: more than 500 ms between frames, counted only at 5 fps or more.
    static let freezeGap = 0.5
    static let freezeMinFps = 5
    /// A jump forward larger than this is another stream (the sender rejoined), not loss.
    static let largestGap: UInt32 = 1000

    struct Period: Equatable {
        var frames = 0
        var bytes = 0
        var lost = 0
        var delaySumMs = 0
    }

    private(set) var lastSequence: UInt32?
    /// Engine time of the newest picture.
    private(set) var lastPictureAt: Double?
    private(set) var period = Period()
    /// The newest period's average delay, kept while nothing arrives (a frozen stream still shows its delay).
    private(set) var delayMs = 0

    /// One picture: its bytes, its delay end to end, and the pictures missing before it.
    mutating func arrived(sequence: UInt32, bytes: Int, delayMs: Int, at now: Double) {
        if let last = lastSequence, sequence > last, sequence - last <= Self.largestGap {
            period.lost += Int(sequence - last - 1)
        }
        lastSequence = sequence
        lastPictureAt = now
        period.frames += 1
        period.bytes += bytes
        period.delaySumMs += max(0, delayMs)
    }

    /// The stream received of a simulcasting publisher (`.high` for its main stream).
    private(set) var streamType: AgoraVideoStreamType = .high

    /// The pictures now counted are `type`'s frames: another stream's numbers start afresh.
    mutating func receives(_ type: AgoraVideoStreamType) {
        guard type != streamType else { return }
        streamType = type
        lastSequence = nil
    }

    /// Another connection of the uid sends now: its sequence starts afresh.
    mutating func restart() {
        lastSequence = nil
    }

    /// The period just reported on ends; what it measured is returned.
    mutating func endPeriod() -> Period {
        let ended = period
        if ended.frames > 0 { delayMs = ended.delaySumMs / ended.frames }
        period = Period()
        return ended
    }

    /// Loss in percent of what was sent in `period`.
    static func lossRate(_ period: Period) -> Int {
        let sent = period.frames + period.lost
        return sent > 0 ? (period.lost * 100 + sent / 2) / sent : 0
    }
}
