/// One kind of local media a connection can publish: each is one `publish…` media option.
enum SimPublishedSource: Hashable, Sendable, CaseIterable {
    case camera, microphone, secondaryCamera
    /// The default custom track (`setExternalVideoSource`), or a `createCustomVideoTrack` one.
    case customVideo
    /// A `createCustomEncodedVideoTrack` track.
    case encodedVideo
    case customAudio, mixedAudio, rhythmPlayer
    case playerVideo, playerAudio
    case screenVideo, screenAudio
    case transcodedVideo

    /// What `options` say of this source (nil: they leave it as it is).
    func option(in options: AgoraRtcChannelMediaOptions) -> Bool? {
        switch self {
        case .camera: options.publishCameraTrack
        case .microphone: options.publishMicrophoneTrack
        case .secondaryCamera: options.publishSecondaryCameraTrack
        case .customVideo: options.publishCustomVideoTrack
        case .encodedVideo: options.publishEncodedVideoTrack
        case .customAudio: options.publishCustomAudioTrack
        case .mixedAudio: options.publishMixedAudioTrack
        case .rhythmPlayer: options.publishRhythmPlayerTrack
        case .playerVideo: options.publishMediaPlayerVideoTrack
        case .playerAudio: options.publishMediaPlayerAudioTrack
        case .screenVideo: options.publishScreenCaptureVideo
        case .screenAudio: options.publishScreenCaptureAudio
        case .transcodedVideo: options.publishTranscodedVideoTrack
        }
    }

    /// The video sources that take the camera's place: one video track per connection, so publishing one of them
    /// leaves the camera out unless the options ask for it too.
    static let cameraReplacements: Set<SimPublishedSource> = [
        .customVideo, .encodedVideo, .playerVideo, .secondaryCamera, .screenVideo, .transcodedVideo,
    ]
}
