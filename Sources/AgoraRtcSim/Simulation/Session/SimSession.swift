/// The local user's presence in one channel, from joinChannel to leaveChannel.
struct SimSession: Sendable {
    let channelId: String
    let uid: UInt
    /// Set when the user joined with a user account; the token's uid field must then match it.
    let account: String?
    /// The account had no uid mapping confirmed yet, so didRegisteredLocalUser follows the join.
    var accountNeedsRegistration = false
    /// Kept only to verify; never traced. renewToken replaces it.
    var token: String?
    let joinCalledAt: Double
    var joinedAt: Double?
    /// Why the connection is FAILED, when it is.
    var failure: AgoraConnectionChangedReason?
    var publishCamera: Bool
    var publishMicrophone: Bool
    var publishSecondaryCamera: Bool
    var publishCustomVideo: Bool
    /// 0: the default custom track (`setExternalVideoSource`); else a `createCustomVideoTrack` or
    /// `createCustomEncodedVideoTrack` id.
    var customVideoTrackId: UInt
    var publishEncodedVideo: Bool
    var publishCustomAudio: Bool
    var publishCustomAudioTrackId: Int
    var publishMixedAudio: Bool
    var publishRhythmPlayer: Bool
    var publishPlayerVideo: Bool
    var publishPlayerAudio: Bool
    var publishPlayerId: Int
    var publishScreenVideo: Bool
    var publishScreenAudio: Bool
    var publishTranscodedVideo: Bool
    /// The player's video as this connection last reported its publishing (`didVideoPublishStateChange`).
    var playerVideoPublished = false
    var playerVideoPublishChangedAt: Double?
    var autoSubscribeAudio: Bool
    var autoSubscribeVideo: Bool
    var outage: SimOutage?
    /// Outages started so far (drives the serials and the intermittent profile's every-third long outage).
    var outageCount = 0
    var intermittentOutages = 0
    /// The token a renewToken call is validating; a newer call cancels it.
    var pendingRenewToken: String?
    var txAudioBytes = 0
    var txVideoBytes = 0
    var rxAudioBytes = 0
    var rxVideoBytes = 0
    var lastStats = AgoraChannelStats()
    /// setRemoteDefaultVideoStreamType as it was at join: the SDK does not change it for a channel already joined.
    var defaultStreamType: AgoraVideoStreamType = .high
    /// enableMultipath and its modes as joined; updateChannel switches it.
    var multipath: SimMultipath

    init(channelId: String, uid: UInt, account: String?, token: String?, joinCalledAt: Double,
         options: AgoraRtcChannelMediaOptions) {
        self.channelId = channelId
        self.uid = uid
        self.account = account
        self.token = token
        self.joinCalledAt = joinCalledAt
        publishCustomVideo = options.publishCustomVideoTrack ?? false
        customVideoTrackId = UInt(max(0, options.customVideoTrackId ?? 0))
        publishEncodedVideo = options.publishEncodedVideoTrack ?? false
        publishPlayerVideo = options.publishMediaPlayerVideoTrack ?? false
        publishPlayerAudio = options.publishMediaPlayerAudioTrack ?? false
        publishPlayerId = options.publishMediaPlayerId ?? 0
        publishSecondaryCamera = options.publishSecondaryCameraTrack ?? false
        publishScreenVideo = options.publishScreenCaptureVideo ?? false
        publishScreenAudio = options.publishScreenCaptureAudio ?? false
        publishTranscodedVideo = options.publishTranscodedVideoTrack ?? false
        // One video track per connection: publishing the custom track, a player's, the second camera or the screen
        // leaves the camera out unless asked for.
        publishCamera = options.publishCameraTrack
            ?? !(publishCustomVideo || publishEncodedVideo || publishPlayerVideo || publishSecondaryCamera || publishScreenVideo || publishTranscodedVideo)
        publishMicrophone = options.publishMicrophoneTrack ?? true
        publishCustomAudio = options.publishCustomAudioTrack ?? false
        publishCustomAudioTrackId = options.publishCustomAudioTrackId ?? 0
        publishMixedAudio = options.publishMixedAudioTrack ?? false
        publishRhythmPlayer = options.publishRhythmPlayerTrack ?? false
        autoSubscribeAudio = options.autoSubscribeAudio ?? true
        autoSubscribeVideo = options.autoSubscribeVideo ?? true
        multipath = SimMultipath(options)
    }

    var inOutage: Bool { outage != nil }

    /// What the cloud compares with the token's uid field: the account, or the uid in decimal.
    var tokenUserId: String { account ?? String(uid) }

    mutating func apply(_ options: AgoraRtcChannelMediaOptions) {
        if let value = options.publishCameraTrack { publishCamera = value }
        if let value = options.publishMicrophoneTrack { publishMicrophone = value }
        if let value = options.publishSecondaryCameraTrack { publishSecondaryCamera = value }
        if let value = options.publishCustomVideoTrack { publishCustomVideo = value }
        if let value = options.customVideoTrackId { customVideoTrackId = UInt(max(0, value)) }
        if let value = options.publishEncodedVideoTrack { publishEncodedVideo = value }
        if let value = options.publishCustomAudioTrack { publishCustomAudio = value }
        if let value = options.publishCustomAudioTrackId { publishCustomAudioTrackId = value }
        if let value = options.publishMixedAudioTrack { publishMixedAudio = value }
        if let value = options.publishRhythmPlayerTrack { publishRhythmPlayer = value }
        if let value = options.publishMediaPlayerVideoTrack { publishPlayerVideo = value }
        if let value = options.publishMediaPlayerAudioTrack { publishPlayerAudio = value }
        if let value = options.publishMediaPlayerId { publishPlayerId = value }
        if let value = options.publishScreenCaptureVideo { publishScreenVideo = value }
        if let value = options.publishScreenCaptureAudio { publishScreenAudio = value }
        if let value = options.publishTranscodedVideoTrack { publishTranscodedVideo = value }
        if let value = options.autoSubscribeAudio { autoSubscribeAudio = value }
        if let value = options.autoSubscribeVideo { autoSubscribeVideo = value }
        if let value = options.enableMultipath { multipath.enabled = value }
    }
}
