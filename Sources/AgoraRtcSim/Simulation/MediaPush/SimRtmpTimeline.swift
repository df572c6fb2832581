/// Media Push timings (seconds). The 60 s recovery limit is the SDK's; the rest are the simulation's.
enum SimRtmpTimeline {
    /// connecting → running (or the server's refusal).
    static let connect = 0.6...1.2
    /// disconnecting → idle after stopRtmpStream.
    static let disconnect = 0.2...0.4
    /// updateRtmpTranscoding → rtcEngineTranscodingUpdated.
    static let transcodingUpdate = 0.1...0.3
    /// How long a `dropRecover` / `dropFail` server lets the stream run before dropping it.
    static let dropAfter = 8.0
    /// How long a `dropRecover` server takes to take the stream back.
    static let recoverAfter = 5.0
    /// Recovering this long without success → (failure, connectionTimeout).
    static let recoveryLimit = 60.0
    /// A host pushes to at most this many URLs at once; the next gets (failure, reachLimit).
    static let maxUrls = 10
}
