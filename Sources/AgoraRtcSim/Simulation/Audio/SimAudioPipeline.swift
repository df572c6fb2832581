/// The engine's audio pipeline state: custom tracks, the external sink, the raw-frame observer and the audio
/// file recording, and the 10 ms loop that moves audio between them while any of them exists.
struct SimAudioPipeline: Sendable {
    var running = false
    /// Cancelled to retire a loop.
    var loopScope = SimScope()
    /// Engine time of block 0 and how many blocks have been processed since.
    var startedAt = 0.0
    var blocksDone = 0

    var tracks: [Int: SimCustomAudioTrack] = [:]
    var nextTrackId = 1
    var sink: SimAudioSink?
    /// The `startAudioRecording(_:)` file being written.
    var fileRecording: SimAudioFileRecording?

    /// What the registered AgoraAudioFrameDelegate observes (nil: none registered).
    var observed: AgoraAudioFramePosition?
    /// What the delegate's get…AudioParams answered at registration.
    var delegateParams: [AgoraAudioFramePosition: AgoraAudioParams] = [:]
    /// What set…AudioFrameParameters set; these win over the delegate's answers.
    var setParams: [AgoraAudioFramePosition: SimAudioFormat] = [:]
    /// Samples waiting to fill the next frame, per position (and per remote uid before mixing).
    var pending: [AgoraAudioFramePosition: [Int16]] = [:]
    var pendingBeforeMixing: [UInt: [Int16]] = [:]

    /// What the local user sent since the last volume report, for its level.
    var sentSquares = 0.0
    var sentSamples = 0

    var isNeeded: Bool { !tracks.isEmpty || sink != nil || observed != nil || fileRecording != nil }

    /// The format frames are delivered in at `position`: set by the app, else asked of the delegate, else the
    /// SDK's own (`native`, 10 ms frames).
    func format(_ position: AgoraAudioFramePosition, native: SimAudioFormat) -> SimAudioFormat {
        if let format = setParams[position] { return format }
        if let params = delegateParams[position], let format = SimAudioFormat(params: params) { return format }
        return native
    }

    /// RMS of what was sent since the last call, then starts over.
    mutating func takeSentRMS() -> Double {
        defer {
            sentSquares = 0
            sentSamples = 0
        }
        return sentSamples > 0 ? (sentSquares / Double(sentSamples)).squareRoot() : 0
    }
}
