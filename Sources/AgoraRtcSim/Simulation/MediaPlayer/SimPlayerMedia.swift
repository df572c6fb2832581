import MediaDecoding

/// What a player has open: the file's figures and its decoder.
struct SimPlayerMedia: Sendable {
    let url: String
    let decoder: SimPlayerDecoder
    let durationMs: Int
    let streams: [AgoraRtcMediaStreamInfo]
    /// Seconds between frame ticks: the video's frame interval (5–60 fps), or 0.1 s for sound only.
    let tickSeconds: Double
    let hasVideo: Bool
    /// The media has a sound stream (one is always selected then).
    let hasAudio: Bool
    /// The stream's own size, what the frames report as their nominal size.
    let videoWidth: Int
    let videoHeight: Int
    let multiTrack: Bool
    var playoutTrack: Int?
    var publishTrack: Int?

    init(url: String, decoder: SimPlayerDecoder, multiTrack: Bool) {
        let info = decoder.file.info
        self.url = url
        self.decoder = decoder
        self.multiTrack = multiTrack
        durationMs = info.durationMilliseconds ?? 0
        streams = info.streams.map(Self.streamInfo)
        let video = info.videoStreamInfo
        hasVideo = video != nil
        hasAudio = decoder.file.audioStream != nil
        videoWidth = video?.width ?? 0
        videoHeight = video?.height ?? 0
        let fps = video.map { $0.frameRate > 0 ? min(60, max(5, $0.frameRate)) : 15 }
        tickSeconds = fps.map { 1 / $0 } ?? 0.1
        playoutTrack = decoder.file.audioStream
        publishTrack = playoutTrack
    }

    var audioTrackIndices: [Int] { streams.filter { $0.streamType == .audio }.map(\.streamIndex) }

    private static func streamInfo(_ stream: MediaStreamInfo) -> AgoraRtcMediaStreamInfo {
        AgoraRtcMediaStreamInfo(
            streamIndex: stream.index, streamType: AgoraMediaStreamType(rawValue: stream.kind.rawValue) ?? .unknown,
            codecName: stream.codecName, language: stream.language.isEmpty ? nil : stream.language,
            videoFrameRate: Int(stream.frameRate.rounded()), videoBitRate: stream.kind == .video ? stream.bitRate : 0,
            videoWidth: stream.width, videoHeight: stream.height, videoRotation: 0,
            audioSampleRate: stream.sampleRate, audioChannels: stream.channels,
            audioBitsPerSample: stream.kind == .audio ? 16 : 0, duration: stream.durationMilliseconds ?? 0)
    }
}
