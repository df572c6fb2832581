/// The engine's channel-wide settings, set before or between joins and taken (or read) by each channel session:
/// the channel profile (and the one kept for the next join), the audience latency, preloaded channels, the default
/// remote stream type, the remote render target rate and when rendering tracing started.
struct SimChannelSettings: Sendable {
    private(set) var profile: AgoraChannelProfile
    /// setChannelProfile called in a channel: the profile of the next join (the current channel keeps its own).
    private var nextProfile: AgoraChannelProfile?
    private(set) var audienceLatency: AgoraAudienceLatencyLevelType = .ultraLowLatency
    private var preloadedChannels: Set<String> = []
    /// setRemoteDefaultVideoStreamType; each join takes it.
    private(set) var remoteDefaultStreamType: AgoraVideoStreamType = .high
    /// setRemoteRenderTargetFps: rendering (not decoding or sending) of remote video is capped.
    private(set) var remoteRenderTargetFps: Int?
    /// startMediaRenderingTracing: when rendering tracing last (re)started.
    private(set) var tracingStartedAt: Double?

    init(profile: AgoraChannelProfile) {
        self.profile = profile
    }

    /// setChannelProfile: at once outside a channel; in one, kept for the next join.
    mutating func setProfile(_ profile: AgoraChannelProfile, inChannel: Bool) {
        if inChannel {
            nextProfile = profile
        } else {
            self.profile = profile
        }
    }

    /// A join's options may set the profile and the audience latency.
    mutating func join(with options: AgoraRtcChannelMediaOptions) {
        if let profile = options.channelProfile { self.profile = profile }
        if let latency = options.audienceLatencyLevel { audienceLatency = latency }
    }

    mutating func setAudienceLatency(_ latency: AgoraAudienceLatencyLevelType) {
        audienceLatency = latency
    }

    mutating func preload(_ channelId: String) {
        preloadedChannels.insert(channelId)
    }

    /// A join of `channelId`: whether it was preloaded (the preload is used up).
    mutating func takePreload(_ channelId: String) -> Bool {
        preloadedChannels.remove(channelId) != nil
    }

    mutating func setRemoteDefaultStreamType(_ type: AgoraVideoStreamType) {
        remoteDefaultStreamType = type
    }

    mutating func setRemoteRenderTargetFps(_ fps: Int) {
        remoteRenderTargetFps = fps
    }

    mutating func startTracing(at now: Double) {
        tracingStartedAt = now
    }

    /// The main connection left: a profile set during the session applies from now on.
    mutating func mainChannelLeft() {
        if let nextProfile {
            profile = nextProfile
            self.nextProfile = nil
        }
    }
}
