/// The external audio sink (`enableExternalAudioSink`): playback audio the app pulls instead of the SDK playing
/// it, in the sink's format. Holds at most a second; older audio is dropped if the app stops pulling.
struct SimAudioSink: Sendable {
    let sampleRate: Int
    let channels: Int
    private var queue: [Int16] = []
    private var head = 0

    init(sampleRate: Int, channels: Int) {
        self.sampleRate = sampleRate
        self.channels = channels
    }

    var bufferedFrames: Int { (queue.count - head) / channels }

    mutating func append(_ samples: [Int16]) {
        queue += samples
        let excess = (queue.count - head) - sampleRate * channels
        if excess > 0 { head += excess }
        if head > sampleRate * channels {
            queue.removeFirst(head)
            head = 0
        }
    }

    /// The next `count` samples (all channels), silence where nothing is buffered yet.
    mutating func pull(_ count: Int) -> [Int16] {
        let available = min(count, queue.count - head)
        var out = Array(queue[head..<head + available])
        head += available
        if available < count { out += [Int16](repeating: 0, count: count - available) }
        return out
    }
}
