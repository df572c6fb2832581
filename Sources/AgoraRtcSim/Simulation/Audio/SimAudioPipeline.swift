/// The engine's audio pipeline state: custom tracks, the external sink, the raw-frame observer and the audio
/// file recording, and the 10 ms loop that moves audio between them while any of them exists.
struct SimAudioPipeline: SimComponent {
    private(set) var running = false
    /// Cancelled to retire a loop.
    private var loopScope = SimScope()
    /// Engine time of block 0 and how many blocks have been processed since.
    private(set) var startedAt = 0.0
    private(set) var blocksDone = 0
    /// The sound device asks for the loop's blocks (`AgoraSimSoundDevice.requestSound`).
    private(set) var deviceRequests = false

    private(set) var tracks: [Int: SimCustomAudioTrack] = [:]
    private(set) var nextTrackId = 1
    private(set) var sink: SimAudioSink?
    /// The `startAudioRecording(_:)` file being written.
    var fileRecording: SimAudioFileRecording?

    /// What the registered AgoraAudioFrameDelegate observes (nil: none registered).
    private(set) var observed: AgoraAudioFramePosition?
    /// What the delegate's get…AudioParams answered at registration.
    private(set) var delegateParams: [AgoraAudioFramePosition: AgoraAudioParams] = [:]
    /// What set…AudioFrameParameters set; these win over the delegate's answers.
    private(set) var setParams: [AgoraAudioFramePosition: SimAudioFormat] = [:]
    /// Samples waiting to fill the next frame, per position (and per remote uid before mixing).
    var pending: [AgoraAudioFramePosition: [Int16]] = [:]
    /// The operation mode the app set per position (`set…AudioFrameParameters`), over the delegate's.
    private(set) var setModes: [AgoraAudioFramePosition: AgoraAudioRawFrameOperationMode] = [:]
    /// What a read-write record observer handed back, to be sent instead of the microphone.
    private(set) var recordWriteBack = SimRecordWriteBack()
    var pendingBeforeMixing: [UInt: [Int16]] = [:]

    /// The sound device was played to since it was last told the engine stopped (`idle`).
    private(set) var soundPlays = false
    /// The last block played, while the screen capture takes the device's sound (sent with the next block).
    private(set) var screenSound: [Float]?

    /// What the local user sent since the last volume report, for its level.
    private var sentSquares = 0.0
    private var sentSamples = 0

    var isNeeded: Bool { !tracks.isEmpty || sink != nil || observed != nil || fileRecording != nil }

    /// The format frames are delivered in at `position`: set by the app, else asked of the delegate, else the
    /// SDK's own (`native`, 10 ms frames).
    /// The record position is observed read-write: what the observer leaves in its frames is what is sent.
    var recordIsWritable: Bool {
        observed?.contains(.record) == true && (setModes[.record] ?? delegateParams[.record]?.mode) == .readWrite
    }

    /// A record frame the observer kept, as it left it.
    mutating func recordFrameWritten(_ frame: AgoraAudioFrame) {
        guard recordIsWritable else { return }
        recordWriteBack.append(frame)
    }

    /// What the microphone sends in this block under a read-write record observer.
    mutating func takeWrittenRecord() -> [Float] { recordWriteBack.takeBlock() }

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

    /// Starts the 10 ms loop from `now`; the token its timer runs under (an older loop's timer does nothing).
    mutating func startLoop(at now: Double) -> SimScope.Token {
        stopLoop()
        running = true
        startedAt = now
        blocksDone = 0
        sentSquares = 0
        sentSamples = 0
        return loopScope.token
    }

    /// Whether the loop that `token` started is still the running one.
    func isCurrentLoop(_ token: SimScope.Token) -> Bool { loopScope.isCurrent(token) }

    /// Whether the sound device asks for this loop's blocks.
    mutating func deviceAsks(_ asks: Bool) { deviceRequests = asks }

    /// One more block is done.
    mutating func blockProcessed() { blocksDone += 1 }

    /// What the local user sent in one block, for the volume indication's level.
    mutating func meterSent(_ sent: [Float]) {
        sentSquares += SimPCM.sumOfSquares(sent)
        sentSamples += sent.count
    }

    mutating func soundPlayed() { soundPlays = true }

    /// The device stops being played to: whether it was (and so is to be told).
    mutating func stopSound() -> Bool {
        defer { soundPlays = false }
        return soundPlays
    }

    /// What the screen capture sends with the next block (nil: it takes no sound).
    mutating func keepScreenSound(_ played: [Float]?) { screenSound = played }

    /// Stops the loop; frames half filled are dropped.
    mutating func stopLoop() {
        loopScope.cancel()
        running = false
        deviceRequests = false
        pending = [:]
        pendingBeforeMixing = [:]
        screenSound = nil
    }

    /// `createCustomAudioTrack`: the new track's id.
    mutating func createTrack(_ type: AgoraAudioTrackType, localPlayback: Bool) -> Int {
        let id = nextTrackId
        nextTrackId += 1
        tracks[id] = SimCustomAudioTrack(id: id, type: type, localPlayback: localPlayback)
        return id
    }

    /// False when there is no such track.
    mutating func destroyTrack(_ id: Int) -> Bool { tracks.removeValue(forKey: id) != nil }

    mutating func setTrackLocalPlayback(_ id: Int, _ enabled: Bool) { tracks[id]?.localPlayback = enabled }

    /// Queues pushed PCM on track `id`; false when its buffer is full (or there is no such track).
    mutating func push(_ pcm: [Int16], sampleRate: Int, channels: Int, onTrack id: Int) -> Bool {
        tracks[id]?.push(pcm, sampleRate: sampleRate, channels: channels) == true
    }

    /// The next 10 ms block of track `id` (nil while nothing is queued).
    mutating func popTrackBlock(_ id: Int) -> [Int16]? { tracks[id]?.popBlock() }

    /// `enableExternalAudioSink`: a sink in this format, or none.
    mutating func setSink(_ sink: SimAudioSink?) { self.sink = sink }

    /// Feeds the sink (while there is one) what was played.
    mutating func feedSink(_ played: [Float]) {
        guard var sink else { return }
        sink.append(SimPCM.int16(SimPCM.convert(played, rate: SimPCM.mixRate, channels: SimPCM.mixChannels,
                                                toRate: sink.sampleRate, toChannels: sink.channels)))
        self.sink = sink
    }

    /// `pullPlaybackAudioFrameRawData`: `count` samples from the sink.
    mutating func pullSink(_ count: Int) -> [Int16] {
        guard var sink else { return [] }
        let samples = sink.pull(count)
        self.sink = sink
        return samples
    }

    /// `setAudioFrameDelegate`: what the new delegate observes (nil: none) and what it asked for; frames half
    /// filled for the old one are dropped.
    mutating func setObserver(observing positions: AgoraAudioFramePosition?,
                              params: [AgoraAudioFramePosition: AgoraAudioParams]) {
        observed = positions
        delegateParams = params
        pending = [:]
        pendingBeforeMixing = [:]
        recordWriteBack.reset()
    }

    /// set…AudioFrameParameters: frames at `position` in `format` from now on.
    mutating func setFrameFormat(_ format: SimAudioFormat, mode: AgoraAudioRawFrameOperationMode, at position: AgoraAudioFramePosition) {
        setParams[position] = format
        setModes[position] = mode
        pending[position] = nil
        if position == .beforeMixing { pendingBeforeMixing = [:] }
    }

    /// One block into the audio file recording; a write that fails ends it (the SDK reports nothing either).
    mutating func recordFile(_ block: [Float]) {
        guard let recording = fileRecording, !recording.append(block) else { return }
        fileRecording = nil
    }

    /// The loop stops and every track, observer and sink goes (an audio file still open is closed as it is).
    mutating func destroy() {
        fileRecording?.close()
        self = SimAudioPipeline()
    }
}
