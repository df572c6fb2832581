/// Sample rate, channel count and bitrate ceiling for an audio profile.
struct SimAudioProfileInfo: Sendable, Equatable {
    let sampleRate: Int
    let channels: Int
    let maxKbps: Int

    init(sampleRate: Int, channels: Int, maxKbps: Int) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.maxKbps = maxKbps
    }

    init(profile: AgoraAudioProfile, channelProfile: AgoraChannelProfile) {
        switch profile {
        case .default:
            self = channelProfile == .liveBroadcasting
                ? SimAudioProfileInfo(sampleRate: 48_000, channels: 1, maxKbps: 64)
                : SimAudioProfileInfo(sampleRate: 32_000, channels: 1, maxKbps: 18)
        case .speechStandard: self.init(sampleRate: 32_000, channels: 1, maxKbps: 18)
        case .musicStandard: self.init(sampleRate: 48_000, channels: 1, maxKbps: 64)
        case .musicStandardStereo: self.init(sampleRate: 48_000, channels: 2, maxKbps: 80)
        case .musicHighQuality: self.init(sampleRate: 48_000, channels: 1, maxKbps: 96)
        case .musicHighQualityStereo: self.init(sampleRate: 48_000, channels: 2, maxKbps: 128)
        case .iot: self.init(sampleRate: 16_000, channels: 1, maxKbps: 16)
        }
    }
}
