/// A custom audio track: what the app pushed and has not yet been played out, consumed 10 ms at a time.
struct SimCustomAudioTrack: Sendable {
    /// How far ahead of real time an app may push before pushes fail with PCM buffer overflow.
    static let maximumBufferedSeconds = 0.5

    let id: Int
    let type: AgoraAudioTrackType
    var localPlayback: Bool
    /// The format of the last push (0 until the first one).
    var sampleRate = 0
    var channels = 0
    private var queue: [Int16] = []
    private var head = 0
    var pushedFrames = 0

    init(id: Int, type: AgoraAudioTrackType, localPlayback: Bool) {
        self.id = id
        self.type = type
        self.localPlayback = localPlayback
    }

    var bufferedFrames: Int { channels > 0 ? (queue.count - head) / channels : 0 }

    /// Queues samples; false (and nothing queued) when they would run further ahead than the buffer allows.
    mutating func push(_ samples: [Int16], sampleRate: Int, channels: Int) -> Bool {
        if sampleRate != self.sampleRate || channels != self.channels {
            // A new format starts a new stream: what was queued in the old one is dropped.
            queue = []
            head = 0
            self.sampleRate = sampleRate
            self.channels = channels
        }
        let limit = Int(Double(sampleRate) * Self.maximumBufferedSeconds)
        guard bufferedFrames + samples.count / channels <= limit else { return false }
        queue += samples
        pushedFrames += samples.count / channels
        return true
    }

    /// The next 10 ms in the track's own format, padded with silence when the app has not pushed enough;
    /// nil before anything was pushed.
    mutating func popBlock() -> [Int16]? {
        guard channels > 0 else { return nil }
        let wanted = sampleRate / 100 * channels
        let available = min(wanted, queue.count - head)
        var block = Array(queue[head..<head + available])
        head += available
        if available < wanted { block += [Int16](repeating: 0, count: wanted - available) }
        if head > 96_000 {
            queue.removeFirst(head)
            head = 0
        }
        return block
    }
}
