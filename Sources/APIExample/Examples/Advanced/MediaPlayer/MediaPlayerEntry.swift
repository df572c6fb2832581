import MediaFormats

/// MediaPlayer's form: the channel, and what the player opens: the `url` field (the bundled sample MP4 by name, any
/// path, or any URL) or, one choice away, the original's sample on the network (which plays where the network
/// allows and otherwise fails with the SDK's reason).
public enum MediaPlayerEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "MediaPlayer", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["createMediaPlayer(with:)", "setView(_:)", "setRenderMode(_:)", "setupLocalVideo(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "muteRemoteAudioStream(_:mute:)",
                 "joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)", "open(with:)", "play()",
                 "pause()", "stop()", "seek(toPosition:)", "selectMultiAudioTrack(_:publishTrackIndex:)",
                 "adjustPlayoutVolume(_:)", "adjustPublishSignalVolume(_:)", "updateChannelEx(with:connection:)",
                 "AgoraRtcMediaPlayer(_:didChangedTo:reason:)", "AgoraRtcMediaPlayer(_:didChangedTo:atTimestamp:)",
                 "destroyMediaPlayer(_:)", "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "enableVideo()", "setVideoEncoderConfiguration(_:)", "setupRemoteVideo(_:)"])

    /// What MediaPlayerMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String
        public let mediaSource: String
        public let url: String

        public init(_ form: FormReader) {
            channelName = form.channelName
            mediaSource = form.string("mediaSource")
            url = form.string("url")
        }
    }

    /// The original's default URL field text.
    public static let originalSampleUrl = "https://agora-adc-artifacts.s3.cn-north-1.amazonaws.com.cn/resources/sample.mp4"

    public static let fields: [FieldSpec] = [
        .channelName(default: "player"),
        .choice("mediaSource", labelKey: "field.mediaSource", options: [
            ChoiceOption("url", "mediaSource.url"), ChoiceOption("originalSample", "mediaSource.originalSample"),
        ], default: "url"),
        FieldSpec(id: "url", labelKey: "field.mediaUrl", kind: .text(.filePath), defaultValue: SampleMovie.fileName,
                  noteKey: "field.mediaUrl.note"),
    ]
}
