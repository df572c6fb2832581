/// The local user's presence in one channel, from joinChannel to leaveChannel.
struct SimSession: Sendable {
    let channelId: String
    let uid: UInt
    /// Kept only to verify; never traced.
    let token: String?
    let joinCalledAt: Double
    var joinedAt: Double?
    var publishCamera: Bool
    var publishMicrophone: Bool
    var autoSubscribeAudio: Bool
    var autoSubscribeVideo: Bool
    var inOutage = false
    var outageStartedAt: Double = 0
    var txAudioBytes = 0
    var txVideoBytes = 0
    var rxAudioBytes = 0
    var rxVideoBytes = 0
    var lastStats = AgoraChannelStats()

    init(channelId: String, uid: UInt, token: String?, joinCalledAt: Double, options: AgoraRtcChannelMediaOptions) {
        self.channelId = channelId
        self.uid = uid
        self.token = token
        self.joinCalledAt = joinCalledAt
        publishCamera = options.publishCameraTrack ?? true
        publishMicrophone = options.publishMicrophoneTrack ?? true
        autoSubscribeAudio = options.autoSubscribeAudio ?? true
        autoSubscribeVideo = options.autoSubscribeVideo ?? true
    }

    mutating func apply(_ options: AgoraRtcChannelMediaOptions) {
        if let value = options.publishCameraTrack { publishCamera = value }
        if let value = options.publishMicrophoneTrack { publishMicrophone = value }
        if let value = options.autoSubscribeAudio { autoSubscribeAudio = value }
        if let value = options.autoSubscribeVideo { autoSubscribeVideo = value }
    }
}
