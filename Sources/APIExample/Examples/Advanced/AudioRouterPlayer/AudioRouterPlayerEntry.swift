/// AudioRouterPlayer's form: the channel only. The original also asks for a player type (thirdPartyPlayer or
/// avplayer); here both would be the same app-side player on the same media layer, so the choice is left out.
public enum AudioRouterPlayerEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "AudioRouterPlayer", section: .advanced,
        flavours: [.uiKit],
        keyAPIs: ["setClientRole(_:)", "enableVideo()", "enableAudio()", "setVideoEncoderConfiguration(_:)",
                 "setupLocalVideo(_:)", "startPreview()", "setEnableSpeakerphone(_:)", "setParameters(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "rtcEngine(_:didAudioRouteChanged:)", "setupRemoteVideo(_:)", "disableAudio()", "disableVideo()",
                 "stopPreview()", "leaveChannel(_:)", "destroy()"])

    /// What AudioRouterPlayerMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "audiorouter"),
    ]
}
