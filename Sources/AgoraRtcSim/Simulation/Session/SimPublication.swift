/// What one connection publishes: the set of its sources, and which track or player the sources that need one
/// name. Set at join from the media options; `updateChannel` changes only what its options mention.
struct SimPublication: Sendable {
    private(set) var sources: Set<SimPublishedSource>
    /// 0: the default custom track (`setExternalVideoSource`); else a `createCustomVideoTrack` or
    /// `createCustomEncodedVideoTrack` id.
    private(set) var customVideoTrackId: UInt
    private(set) var customAudioTrackId: Int
    private(set) var playerId: Int

    init(_ options: AgoraRtcChannelMediaOptions) {
        var sources = Set(SimPublishedSource.allCases.filter { $0.option(in: options) == true })
        if options.publishCameraTrack == nil && sources.isDisjoint(with: SimPublishedSource.cameraReplacements) {
            sources.insert(.camera)
        }
        // The microphone is published unless the options say otherwise.
        if options.publishMicrophoneTrack == nil { sources.insert(.microphone) }
        self.sources = sources
        customVideoTrackId = UInt(max(0, options.customVideoTrackId ?? 0))
        customAudioTrackId = options.publishCustomAudioTrackId ?? 0
        playerId = options.publishMediaPlayerId ?? 0
    }

    func contains(_ source: SimPublishedSource) -> Bool { sources.contains(source) }

    mutating func apply(_ options: AgoraRtcChannelMediaOptions) {
        for source in SimPublishedSource.allCases {
            switch source.option(in: options) {
            case true?: sources.insert(source)
            case false?: sources.remove(source)
            case nil: break
            }
        }
        if let value = options.customVideoTrackId { customVideoTrackId = UInt(max(0, value)) }
        if let value = options.publishCustomAudioTrackId { customAudioTrackId = value }
        if let value = options.publishMediaPlayerId { playerId = value }
    }
}
