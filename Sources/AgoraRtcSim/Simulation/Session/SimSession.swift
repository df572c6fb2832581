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
    /// Its sources (camera, microphone, a player's tracks, …) and the tracks they name.
    var publication: SimPublication
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
        publication = SimPublication(options)
        autoSubscribeAudio = options.autoSubscribeAudio ?? true
        autoSubscribeVideo = options.autoSubscribeVideo ?? true
        multipath = SimMultipath(options)
    }

    var inOutage: Bool { outage != nil }

    /// Whether this connection's options publish `source` (whether it really goes out depends on the engine too).
    func publishes(_ source: SimPublishedSource) -> Bool { publication.contains(source) }

    /// What the cloud compares with the token's uid field: the account, or the uid in decimal.
    var tokenUserId: String { account ?? String(uid) }

    mutating func apply(_ options: AgoraRtcChannelMediaOptions) {
        publication.apply(options)
        if let value = options.autoSubscribeAudio { autoSubscribeAudio = value }
        if let value = options.autoSubscribeVideo { autoSubscribeVideo = value }
        if let value = options.enableMultipath { multipath.enabled = value }
    }
}
