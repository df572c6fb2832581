/// A player's decoded sound ahead of its position: 48 kHz stereo (the pipeline's format), addressed by frame from the
/// start of the media, so the pipeline takes the 10 ms that belong to the player's position and a seek, a loop or a
/// decoder that fell behind never shifts the sound against the timeline. Only what is ahead is kept (the decoder
/// stops filling at its lead), so a long file never sits in memory.
struct SimPlayerAudioRing: Sendable {
    static let rate = SimPCM.mixRate
    static let channels = SimPCM.mixChannels

    /// The media frame of `samples[head]`; nil until the first chunk after a reset.
    private(set) var startFrame: Int?
    private var samples: [Int16] = []
    /// Samples already taken at the front (compacted away once they are many).
    private var head = 0

    /// The frame after the last one held (where the next chunk goes); nil when nothing was decoded since a reset.
    var endFrame: Int? { startFrame.map { $0 + (samples.count - head) / Self.channels } }

    /// The media time (ms) decoded up to, for the decoder's lead.
    var endMilliseconds: Int? { endFrame.map { $0 * 1000 / Self.rate } }

    mutating func reset() {
        startFrame = nil
        samples = []
        head = 0
    }

    /// Appends a decoded chunk (48 kHz stereo). The first after a reset places the ring at the chunk's time; later
    /// ones follow on, as the decoder delivers the stream without gaps.
    mutating func append(_ chunk: [Int16], ptsMilliseconds: Int) {
        if startFrame == nil { startFrame = max(0, ptsMilliseconds) * Self.rate / 1000 }
        samples += chunk
    }

    /// `frames` frames from media frame `from` as Floats; what the ring does not hold (before its start, after its
    /// end) is silence. Everything before the end of the block is dropped. Nil when none of it is held.
    mutating func take(from: Int, frames: Int) -> [Float]? {
        guard let start = startFrame else { return nil }
        let held = (samples.count - head) / Self.channels
        let first = max(from, start), last = min(from + frames, start + held)
        var block: [Float]?
        if first < last {
            var out = [Float](repeating: 0, count: frames * Self.channels)
            let source = head + (first - start) * Self.channels
            let target = (first - from) * Self.channels
            for index in 0..<(last - first) * Self.channels { out[target + index] = Float(samples[source + index]) }
            block = out
        }
        // Drop through the end of this block.
        let dropped = min(held, max(0, from + frames - start))
        head += dropped * Self.channels
        startFrame = start + dropped
        if head >= 48_000 || head == samples.count {
            samples.removeFirst(head)
            head = 0
        }
        return block
    }
}
